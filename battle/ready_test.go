package battle_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// wizardFight: Wizard (B2, first) with fire bolt, magic missile, bless,
// healing word, shield and burning hands; Orc (F2, 20 ft away, 30 HP);
// Wolf (H6).
func wizardFight(t *testing.T) *fight {
	return start(t, encounter(
		hero("Wizard", "B2", 20, caster(3, map[int]int{1: 3, 2: 1}, "fire bolt", "magic missile", "bless", "healing word", "shield", "burning hands")),
		foe("Orc", "F2", 10, hp(30)),
		foe("Wolf", "H6", 5, hp(30)),
	))
}

// Seed 001 "Ready": a spell "must have a casting time of 1 action to be
// readied", and SRD 5.1 "Ready": "When you ready a spell, you cast it as
// normal": the slot is spent as it is readied, a cantrip spends none, and
// the Ready action takes the action.
func TestReadySpellSpendsTheSlot(t *testing.T) {
	f := wizardFight(t)
	evs := f.do("Wizard ready cast magic missile at Orc when Orc moves")
	wantTypes(t, evs, battle.EvCast, battle.EvEffect, battle.EvAction)
	if c := evs[0]; c.With != "Magic Missile" || n(c.Level) != 1 {
		t.Errorf("cast %+v", c)
	}
	if e := evs[2]; e.Action != "ready" || e.Mode != "spell" || e.With != "Magic Missile" || e.Target != "Orc" || e.Trigger != "moves" || e.Who != "Orc" {
		t.Errorf("ready %+v", e)
	}
	w, _ := f.State.Find("Wizard")
	if left := f.State.SlotsLeft(w, 1); left != 2 {
		t.Errorf("level 1 slots left %d, want 2: readying spends the slot", left)
	}
	if !f.State.Concentrating(w) {
		t.Error("holding the spell is not concentration")
	}
	f.refuse("Wizard cast fire bolt at Orc", battle.CodeNoAction) // Ready took the action

	g := wizardFight(t)
	g.do("Wizard ready cast fire bolt at Orc when Orc moves")
	if left := g.State.SlotsLeft(w, 1); left != 3 {
		t.Errorf("a cantrip spent a slot: %d left", left)
	}
}

// Seed 001 "Ready": only a spell with a casting time of 1 action can be
// readied; the refusal names the rule.
func TestReadySpellCastingTime(t *testing.T) {
	f := wizardFight(t)
	for _, line := range []string{
		"Wizard ready cast healing word on Wizard when Orc moves", // a bonus action
		"Wizard ready cast shield when Orc attacks",               // a reaction
	} {
		re := f.refuse(line, battle.CodeCannot)
		if !strings.Contains(re.Msg, "casting time of 1 action") || !strings.Contains(re.Msg, `seed 001 "Ready"`) {
			t.Errorf("%q: %v", line, re)
		}
	}
	f.refuse("Wizard ready cast fire bolt at Nobody when Orc moves", battle.CodeUnknownName)
	f.refuse("Wizard ready cast fire bolt at C3 when Orc moves", battle.CodeSyntax) // a creature spell, not a square
	f.refuse("Wizard ready cast magic missile at Orc level 3 when Orc moves", battle.CodeNoAction)
}

// Seed 001 "Ready": "if you are concentrating on the web spell and ready
// magic missile, your web spell ends".
func TestReadySpellEndsConcentration(t *testing.T) {
	f := wizardFight(t)
	f.do("Wizard cast bless on Wizard")
	f.do("Wizard end turn")
	f.do("Orc end turn")
	f.do("Wolf end turn")
	evs := f.do("Wizard ready cast fire bolt at Orc when Orc moves")
	end := one(t, evs, battle.EvEffectEnd)
	if end.Condition != "bless" || !strings.Contains(end.Reason, "concentration") {
		t.Errorf("effect end %+v", end)
	}
	w, _ := f.State.Find("Wizard")
	if f.State.HasSpellOn(w, "bless") {
		t.Error("bless still holds the Wizard")
	}
}

// Seed 001 "Ready": "if you take damage before you release magic missile
// with your reaction, your concentration might be broken": a Constitution
// save (seed 001 "Concentration": DC 10 or half the damage); failed, the
// held spell is lost and the trigger sets nothing off.
func TestReadySpellDamageBreaksConcentration(t *testing.T) {
	for _, tt := range []struct {
		save int
		kept bool
	}{{10, true}, {9, false}} {
		f := start(t, encounter(
			hero("Wizard", "B2", 20, caster(3, map[int]int{1: 3}, "magic missile")),
			foe("Orc", "F2", 10, hp(30)),
		))
		f.do("Wizard ready cast magic missile at Orc when Orc moves")
		f.do("Wizard end turn")
		evs := f.do("dm damage Wizard 6", tt.save) // a DC 10 Con save
		sv := one(t, evs, battle.EvSave)
		if sv.Ability != "con" || n(sv.DC) != 10 {
			t.Errorf("save %+v", sv)
		}
		w, _ := f.State.Find("Wizard")
		if got := f.c("Wizard").Readied != nil && f.State.Concentrating(w); got != tt.kept {
			t.Fatalf("save %d: held %v, want %v\n%s", tt.save, got, tt.kept, texts(evs))
		}
		if tt.kept {
			f.do("Orc move to E2", 2) // three darts of 1d4+1, the die rolled once for all
			if hp := f.c("Orc").HP.Current; hp != 21 {
				t.Errorf("Orc HP %d, want 21", hp)
			}
			continue
		}
		wantTypes(t, f.do("Orc move to E2"), battle.EvMove) // lost: nothing goes off
	}
}

// Seed 001 "Ready": "When the trigger occurs, you can ... take your
// reaction right after the trigger finishes": the held fire bolt is
// released with the reaction, a spell attack at the creature named.
func TestReadySpellReleasedOnTheTrigger(t *testing.T) {
	f := wizardFight(t)
	f.do("Wizard ready cast fire bolt at Orc when Orc moves")
	f.do("Wizard end turn")
	evs := f.do("Orc move to E2", 15, 7)
	wantTypes(t, evs, battle.EvMove, battle.EvAction, battle.EvEffectEnd, battle.EvAttack, battle.EvDamage)
	if e := evs[1]; e.Action != "readied" || e.Actor != "Wizard" || e.With != "Fire Bolt" || yes(e.Reaction) != "true" {
		t.Errorf("release %+v", e)
	}
	if d := evs[4]; n(d.Amount) != 7 || d.DamageType != "fire" || f.c("Orc").HP.Current != 23 {
		t.Errorf("damage %+v, Orc HP %d", d, f.c("Orc").HP.Current)
	}
	w, _ := f.State.Find("Wizard")
	if c := f.c("Wizard"); c.Reaction || c.Readied != nil || f.State.Concentrating(w) {
		t.Errorf("after release: reaction %v, readied %+v, concentrating %v", c.Reaction, c.Readied, f.State.Concentrating(w))
	}
}

// Seed 001 "Ready": the targets are checked as the spell is released: a
// trigger with the target beyond range is ignored, and the spell waits
// for the next (fire bolt's 120 ft; the Wolf moves far away).
func TestReadySpellTargetOutOfRange(t *testing.T) {
	f := start(t, load(t, `
map: {size: 40x3}
combatants:
  - {name: Wizard, kind: character, side: party, at: A2, ac: 12, hp: 20, initiative: 20,
     abilities: {int: 16}, spellcasting: {ability: int, level: 1, spells: [fire bolt]}}
  - {name: Orc, side: orcs, at: Z2, ac: 13, hp: 30, initiative: 10, speed: {walk: 60}}
`))
	f.do("Wizard ready cast fire bolt at Orc when Orc moves")
	f.do("Wizard end turn")
	evs := f.do("Orc move to AA2") // 130 ft: out of range
	wantTypes(t, evs, battle.EvMove)
	if f.c("Wizard").Readied == nil {
		t.Fatal("the readied spell is gone")
	}
	evs = f.do("Orc move to Y2", 15, 3) // 120 ft: in range
	wantTypes(t, evs, battle.EvMove, battle.EvAction, battle.EvEffectEnd, battle.EvAttack, battle.EvDamage)
}

// Seed 001 "Ready": "lets you act using your reaction before the start of
// your next turn": a spell still held then is lost, its slot spent.
func TestReadySpellLostAtTheNextTurn(t *testing.T) {
	f := wizardFight(t)
	f.do("Wizard ready cast magic missile at Orc when a creature attacks")
	f.do("Wizard end turn")
	f.do("Orc end turn")
	evs := f.do("Wolf end turn")
	end := one(t, evs, battle.EvEffectEnd)
	if end.Condition != battle.HeldSpell || !strings.Contains(end.Reason, "lost") || end.Target != "Wizard" {
		t.Errorf("effect end %+v", end)
	}
	w, _ := f.State.Find("Wizard")
	if f.c("Wizard").Readied != nil || f.State.Concentrating(w) || f.State.SlotsLeft(w, 1) != 2 {
		t.Errorf("readied %+v, concentrating %v, slots %d", f.c("Wizard").Readied, f.State.Concentrating(w), f.State.SlotsLeft(w, 1))
	}
}

// Seed 001 "Ready" with an area spell and no point named: it goes at the
// creature that sets it off (burning hands, a cone from the caster,
// points toward it); the save and damage follow as for a cast.
func TestReadyAreaSpellAtTheTrigger(t *testing.T) {
	f := start(t, encounter(
		hero("Wizard", "B2", 20, caster(3, map[int]int{1: 3}, "burning hands")),
		foe("Orc", "E2", 10, hp(30)),
	))
	f.do("Wizard ready cast burning hands when a creature enters my reach")
	f.do("Wizard end turn")
	evs := f.do("Orc move D2 C2", 5, 2, 2, 2) // a failed Dex save, 3d6 fire
	if len(of(evs, battle.EvSave)) != 1 || f.c("Orc").HP.Current != 24 {
		t.Errorf("Orc HP %d:\n%s", f.c("Orc").HP.Current, texts(evs))
	}
}

// Seed 001 "Ready": "you choose to move up to your speed in response to
// it" ("If the goblin steps next to me, I move away"). The move is the
// creature's own, with its reaction: leaving the Orc's reach provokes its
// opportunity attack.
func TestReadyMoveAwayProvokes(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "H4", 20), foe("Orc", "L4", 10, hp(30))))
	e := one(t, f.do("Fighter ready move away when a creature enters my reach"), battle.EvAction)
	if e.Action != "ready" || e.Mode != "move" || e.Trigger != "enters" {
		t.Errorf("ready %+v", e)
	}
	f.do("Fighter end turn")
	evs := f.do("Orc move K4 J4 I4", 2) // the Orc's opportunity attack misses
	wantTypes(t, evs, battle.EvMove, battle.EvAction, battle.EvAttack, battle.EvMove)
	if r := evs[1]; r.Action != "readied" || r.Actor != "Fighter" || yes(r.Reaction) != "true" {
		t.Errorf("release %+v", r)
	}
	if a := evs[2]; a.Actor != "Orc" || a.Target != "Fighter" || yes(a.Reaction) != "true" {
		t.Errorf("opportunity attack %+v", a)
	}
	m := evs[3]
	if m.Actor != "Fighter" || n(m.Cost) != 30 {
		t.Errorf("the Fighter's move %+v: want 30 ft, its whole speed", m)
	}
	fi, _ := f.State.Find("Fighter")
	o, _ := f.State.Find("Orc")
	if d := f.State.Distance(fi, o); d <= 5 {
		t.Errorf("the Fighter is %d ft from the Orc", d)
	}
	if c := f.c("Fighter"); c.Reaction || c.Readied != nil {
		t.Errorf("Fighter: reaction %v, readied %+v", c.Reaction, c.Readied)
	}
}

// Seed 001 "Ready": a readied move to a square goes there, up to its
// speed, on another creature's move; it is refused off the map.
func TestReadyMoveToSquare(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "J4", 10, hp(30))))
	f.refuse("Fighter ready move to Z99 when Orc moves", battle.CodeMovement)
	f.refuse("Fighter ready move sideways when Orc moves", battle.CodeSyntax)
	f.do("Fighter ready move to B8 when Orc moves")
	f.do("Fighter end turn")
	evs := f.do("Orc move to I4")
	wantTypes(t, evs, battle.EvMove, battle.EvAction, battle.EvMove)
	if f.c("Fighter").At.String() != "B8" {
		t.Errorf("the Fighter is at %s, want B8", f.c("Fighter").At)
	}
}

// The drops trigger: a readied action set off when the named creature (or
// any foe) drops to 0 hit points — the wizard's fire bolt readied for the
// troll that regenerates (SRD 5.1 Troll: fire stops its Regeneration).
func TestReadyWhenACreatureDrops(t *testing.T) {
	f := start(t, load(t, `
map: {size: 12x4}
combatants:
  - {name: Wizard, kind: character, side: party, at: A2, ac: 12, hp: 20, initiative: 20,
     abilities: {int: 16}, spellcasting: {ability: int, level: 1, spells: [fire bolt]}}
  - {name: Fighter, kind: character, side: party, at: F2, ac: 16, hp: 30, initiative: 15,
     attacks: [{name: greataxe, bonus: 5, damage: "1d12+3[slashing]"}]}
  - {name: Troll, side: bridge, at: G2, ac: 15, hp: 10, initiative: 1,
     traits: {regeneration: {hp: 10, stopped_by: [fire, acid]}}}
`))
	f.do("Wizard ready cast fire bolt when Troll drops")
	f.do("Wizard end turn")
	// The Fighter drops the Troll: 12 damage. The fire bolt at the
	// unconscious, prone Troll 30 ft away: advantage and disadvantage
	// cancel (seed 001 "Advantage and Disadvantage"); 12 + 5 hits.
	evs := f.do("Fighter attack Troll", 15, 9, 12, 4)
	var release, bolt bool
	for _, e := range evs {
		release = release || e.Type == battle.EvAction && e.Action == "readied" && e.Actor == "Wizard" && e.Target == "Troll"
		bolt = bolt || e.Type == battle.EvAttack && e.Actor == "Wizard" && e.Target == "Troll"
	}
	if !release || !bolt {
		t.Fatalf("no readied fire bolt at the dropped Troll:\n%s", texts(evs))
	}
	if !f.c("Troll").RegenStopped {
		t.Error("the fire did not stop the Troll's regeneration")
	}

	// An attack readied for any foe dropping, at a named target.
	g := start(t, encounter(
		hero("Fighter", "B2", 20),
		hero("Archer", "B4", 15, attacks(bow("bow", 5, "1d8+2[piercing]", "80/320"))),
		foe("Goblin", "C2", 10, hp(5)),
		foe("Orc", "H4", 5, hp(30)),
	))
	g.do("Fighter end turn")
	g.do("Archer ready attack Orc when a creature drops")
	g.do("Archer end turn")
	g.do("Goblin end turn")
	g.do("Orc end turn")
	evs = g.do("Fighter attack Goblin", 15, 4, 9, 3) // 7 damage drops it; the bow hits the Orc
	a := of(evs, battle.EvAttack)
	if len(a) != 2 || a[1].Actor != "Archer" || a[1].Target != "Orc" || yes(a[1].Reaction) != "true" {
		t.Errorf("attacks:\n%s", texts(evs))
	}
}

// Seed 004 step 2 ("Declare Spells") and step 4 ("Spellcasters can't move
// after casting a spell"): under osr a readied spell is a cast (SRD 5.1
// "Ready": "you cast it as normal"), so it needs the round's declaration
// and ends the caster's moving for the turn; the trigger releases it.
func TestOSRReadySpell(t *testing.T) {
	f := start(t, osr(encounter(
		hero("Wizard", "B2", 20, caster(1, nil, "fire bolt"), declare("retreat")), // declared no spell for round 1
		foe("Orc", "F2", 10, hp(30)),
	)))
	f.refuse("Wizard ready cast fire bolt at Orc when Orc moves", battle.CodeCannot) // not declared
	f.do("Wizard declare spell")
	f.do("Wizard end turn")
	f.do("Orc end turn")
	f.do("Wizard ready cast fire bolt at Orc when Orc moves")
	if e := f.refuse("Wizard move to A2", battle.CodeMovement); !strings.Contains(e.Error(), "after casting") {
		t.Errorf("refusal %v", e)
	}
	f.do("Wizard end turn")
	evs := f.do("Orc move to E2", 10, 7)
	if a := one(t, evs, battle.EvAttack); a.Actor != "Wizard" || f.c("Orc").HP.Current != 23 {
		t.Errorf("attack %+v, Orc HP %d", a, f.c("Orc").HP.Current)
	}
}

// DESIGN.md "battle": the state is a fold of its events, and the store
// keeps them as JSON. A log with every kind of readied action — spells
// with several targets and a point, a held spell lost to damage and one
// lost at the turn's start, moves to a square and away, the drops
// trigger — written out and read back, folds into the state the fight
// reached.
func TestReadyReplaysFromJSON(t *testing.T) {
	f := start(t, encounter(
		hero("Wizard", "B2", 20, caster(3, map[int]int{1: 4, 2: 2}, "magic missile", "burning hands", "fire bolt")),
		hero("Fighter", "B4", 15),
		foe("Orc", "F2", 10, hp(30)),
		foe("Wolf", "H6", 5, hp(30)),
	))
	f.do("Wizard ready cast magic missile at Orc, Wolf, Orc level 1 when Wolf moves")
	f.do("Wizard end turn")
	f.do("Fighter ready move to B7 when Orc moves")
	f.do("Fighter end turn")
	f.do("Orc move to E2") // the Fighter moves
	if at := f.c("Fighter").At.String(); at != "B7" {
		t.Fatalf("the Fighter is at %s", at)
	}
	f.do("dm damage Wizard 4", 3) // the Wizard's concentration fails: magic missile is lost
	if f.c("Wizard").Readied != nil {
		t.Fatal("magic missile is still held")
	}
	f.do("Orc end turn")                                             //
	f.do("Wolf move to G6")                                          // nothing held any more
	f.do("Wolf end turn")                                            //
	f.do("Wizard ready cast burning hands toward C2 when Orc drops") // never released: lost at the next turn
	f.do("Wizard end turn")
	f.do("Fighter ready move away when Wolf enters my reach")
	f.do("Fighter end turn")
	f.do("Orc end turn")
	f.do("Wolf end turn")
	f.do("Wizard ready cast magic missile at Orc, Wolf, Orc, Wolf level 2 when Wolf moves")
	data, err := json.Marshal(f.Log)
	if err != nil {
		t.Fatal(err)
	}
	var log []battle.Event
	if err := json.Unmarshal(data, &log); err != nil {
		t.Fatal(err)
	}
	s, err := fold(f.enc, log)
	if err != nil {
		t.Fatal(err)
	}
	if d := stateDiff(s, f.State); d != "" {
		t.Errorf("the log read back from JSON folds into another state (-replayed +fight):\n%s", d)
	}
	if c := f.c("Fighter"); c.Readied == nil || c.Readied.Kind != "move" || c.Readied.At != nil {
		t.Errorf("the Fighter's readied move away: %+v", c.Readied)
	}
	if r := f.c("Wizard").Readied; r == nil || len(r.Targets) != 4 || r.Level != 2 {
		t.Errorf("the Wizard's readied magic missile: %+v", r)
	}
}

// A readied move set off in the middle of a walk may not end on the rest
// of that walk (seed 001 "Ready": the readied move is "up to your speed";
// the walk was approved square by square before the trigger): the Fighter
// readied to move to C4 when the Orc moves, and the Orc's way runs on
// through C4 to B4. The Fighter stops short, off the Orc's way, and the
// Orc ends its walk where it was going, in a space no one else holds.
// Before, the Fighter stood on C4 and the Orc walked through it.
func TestReadyMoveLeavesTheWalkClear(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "C8", 20), foe("Orc", "F4", 10, hp(30))))
	f.do("Fighter ready move to C4 when Orc moves")
	f.do("Fighter end turn")
	f.do("Orc move E4 D4 C4 B4")
	fighter, orc := f.c("Fighter").At, f.c("Orc").At
	if orc.String() != "B4" {
		t.Fatalf("the Orc is at %s, want B4", orc)
	}
	for _, sq := range []string{"E4", "D4", "C4", "B4"} {
		if fighter.String() == sq {
			t.Errorf("the Fighter stopped at %s, on the Orc's way", sq)
		}
	}
	if fighter.String() == "C8" {
		t.Errorf("the Fighter did not move at all")
	}
}
