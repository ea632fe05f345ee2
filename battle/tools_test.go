package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// tools gives an entry its tool proficiencies.
func tools(ids ...string) spec { return func(c *battle.CombatantSpec) { c.Tools = ids } }

// prof sets an entry's proficiency bonus.
func prof(n int) spec { return func(c *battle.CombatantSpec) { c.Proficiency = n } }

// toolParty is a rogue with thieves' tools (Dexterity 16, proficiency +2),
// a fighter with thieves' tools and Athletics, and a bard with neither.
func toolParty(enc func(*battle.Encounter) *battle.Encounter) *battle.Encounter {
	return enc(encounter(
		hero("Rogue", "B2", 20, ability("dex", 16), prof(2), tools("thieves-tools")),
		hero("Fighter", "B3", 18, prof(2), tools("thieves-tools"), skill("athletics", 5)),
		hero("Bard", "B4", 16, ability("dex", 16), prof(2)),
		foe("Orc", "H8", 5)))
}

func as2014(enc *battle.Encounter) *battle.Encounter { return enc }

// Seed 002 "Actions", Utilize: "Use a nonmagical object"; the SRD 5.1
// "Tools": proficiency adds the proficiency bonus to a check with the
// tool. The check is the DM's, with the DM's DC (as Influence and Study),
// and it takes the action. Dexterity 16 (+3) and proficiency +2: a 10 is
// 15 against DC 15, a success; the Bard, not proficient, adds +3 only.
func TestUtilizeTool2024(t *testing.T) {
	f := start(t, toolParty(r2024))
	for _, line := range []string{
		"Rogue utilize thieves-tools",                 // no DC
		"Rogue utilize thieves-tools dc 15",           // no ability: no seed gives one
		"Rogue utilize crowbar dc 15 with str",        // no such tool
		"Rogue utilize thieves-tools dc 15 with luck", // no such ability
	} {
		f.refuse(line, battle.CodeSyntax)
	}
	evs := f.do("Rogue utilize thieves' tools dc 15 with dex", 10)
	wantTypes(t, evs, battle.EvAction, battle.EvCheck)
	if a := evs[0]; a.Action != "use" || a.Tool != "thieves-tools" || !strings.Contains(a.Text, "Utilize") {
		t.Errorf("action %+v", a)
	}
	c := evs[1]
	if c.Tool != "thieves-tools" || c.Skill != "" || c.Ability != "dex" || n(c.Bonus) != 5 || n(c.Total) != 15 || n(c.DC) != 15 || yes(c.Success) != "true" {
		t.Errorf("check %+v", c)
	}
	if !strings.Contains(c.Text, "Dexterity (Thieves' tools)") {
		t.Errorf("check text %q", c.Text)
	}
	f.refuse("Rogue utilize thieves-tools dc 10 with dex", battle.CodeNoAction) // the action is spent
	f.do("Rogue end turn")
	f.do("Fighter end turn")
	evs = f.do("Bard utilize thieves-tools dc 15 with dex", 11) // 11+3, no proficiency
	if c := evs[1]; n(c.Bonus) != 3 || n(c.Total) != 14 || yes(c.Success) != "false" || !strings.Contains(evs[0].Text, "not proficient") {
		t.Errorf("unproficient check %+v / %s", c, evs[0].Text)
	}
}

// Seed 002 "Actions", Help: "Give an ally Advantage on their next check
// with one of your skills or tools". The Fighter's thieves' tools give the
// Rogue advantage on its next check with them, once; a tool the Fighter
// lacks is refused; Help with a skill does not reach a tool check.
func TestHelpTool2024(t *testing.T) {
	f := start(t, toolParty(r2024))
	f.do("Rogue end turn")
	if err := f.refuse("Fighter help Rogue with herbalism-kit", battle.CodeCannot); !strings.Contains(err.Error(), "its tools: thieves-tools") {
		t.Errorf("refusal %v", err)
	}
	evs := f.do("Fighter help Rogue with thieves-tools")
	if a := evs[0]; a.Action != "help" || a.Tool != "thieves-tools" || a.Skill != "" || a.Target != "Rogue" {
		t.Errorf("help %+v", a)
	}
	f.do("Fighter end turn")
	f.do("Bard end turn")
	f.do("Orc end turn")
	evs = f.do("Rogue utilize thieves-tools dc 20 with dex", 4, 15) // advantage: 15+5 = 20
	if c := evs[1]; c.Mode != "advantage" || len(c.D20) != 2 || n(c.Total) != 20 || yes(c.Success) != "true" {
		t.Errorf("helped check %+v", c)
	}
	if len(f.State.Helps) != 0 {
		t.Errorf("the Help was not used up: %+v", f.State.Helps)
	}
	f.do("Rogue end turn")
	f.do("Fighter help Rogue with athletics") // a skill: not for a tool check
	f.do("Fighter end turn")
	f.do("Bard end turn")
	f.do("Orc end turn")
	evs = f.do("Rogue utilize thieves-tools dc 20 with dex", 4)
	if c := evs[1]; c.Mode != "normal" || len(c.D20) != 1 {
		t.Errorf("check after an Athletics Help %+v", c)
	}
}

// Under the SRD 5.1 (2014) there is no Utilize: the tool check is the Use
// an Object action (seed 001 "Use an Object"; seed 000 line 31: "Pick a
// lock"), with the SRD 5.1 "Tools" bonus. Help names no tool: it gives
// advantage on the ally's next ability check (seed 001 "Help"), a tool
// check included; `help ALLY with TOOL` is the 2024 form, refused.
func TestTools2014(t *testing.T) {
	f := start(t, toolParty(as2014))
	f.refuse("Rogue utilize thieves-tools dc 15 with dex", battle.CodeRuleset)
	f.do("Rogue end turn")
	f.refuse("Fighter help Rogue with thieves-tools", battle.CodeRuleset)
	f.do("Fighter help Rogue")
	f.do("Fighter end turn")
	f.do("Bard end turn")
	f.do("Orc end turn")
	evs := f.do("Rogue use thieves-tools dc 15 with dex", 3, 10) // advantage: 10+5
	wantTypes(t, evs, battle.EvAction, battle.EvCheck)
	if a := evs[0]; !strings.Contains(a.Text, "Use an Object") {
		t.Errorf("action %+v", a)
	}
	if c := evs[1]; c.Tool != "thieves-tools" || c.Mode != "advantage" || n(c.Total) != 15 || yes(c.Success) != "true" {
		t.Errorf("check %+v", c)
	}
}
