package battle_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// checkOutcome is what a test reads of an ability check event.
type checkOutcome struct {
	Actor, Skill, Mode string
	D20                []int
	Reasons            []string
	Total              int
}

func checkOf(e battle.Event) checkOutcome {
	return checkOutcome{Actor: e.Actor, Skill: e.Skill, Mode: e.Mode, D20: e.D20, Reasons: e.Reasons, Total: n(e.Total)}
}

func (c checkOutcome) is(actor, skill, mode string, total int) bool {
	return c.Actor == actor && c.Skill == skill && c.Mode == mode && c.Total == total
}

// Seed 000 "Other actions": "Grapple (Attack): Strength (Athletics)
// versus target's Strength (Athletics) or Dexterity (Acrobatics)"; seed
// 000 "CONDITIONS" > Grappled: "speed becomes 0". The grapple replaces
// one attack of the Attack action; the grappled condition names its
// grappler.
func TestGrapple(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "B2", 20, skill("athletics", 5)),
		foe("Orc", "C2", 10, hp(30), skill("acrobatics", 3)),
	))
	evs := f.do("Fighter grapple Orc", 10, 11) // 15 against Acrobatics 14
	wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvCheck, battle.EvCondition)
	if a := evs[0]; a.Action != "grapple" || a.Actor != "Fighter" || a.Target != "Orc" {
		t.Errorf("action %+v", a)
	}
	if c := checkOf(evs[1]); !c.is("Fighter", "athletics", "normal", 15) {
		t.Errorf("grappler's check %+v, want Fighter's Athletics 15", c)
	}
	if c := checkOf(evs[2]); !c.is("Orc", "acrobatics", "normal", 14) {
		t.Errorf("target's check %+v, want the Orc's Acrobatics (the better) 14", c)
	}
	g := evs[3]
	if g.Condition != "grappled" || g.Actor != "Fighter" || g.Target != "Orc" || yes(g.On) != "true" {
		t.Errorf("condition %+v, want Orc grappled with actor Fighter", g)
	}
	fighter, _ := f.State.Find("Fighter")
	if o := f.c("Orc"); o.GrappledBy != fighter || o.Conds.Speed(o.Speed) != 0 {
		t.Errorf("Orc grappled by %d at speed %d; want %d, 0", o.GrappledBy, o.Conds.Speed(o.Speed), fighter)
	}
	f.refuse("Fighter attack Orc", battle.CodeNoAction) // the grapple was its one attack
	f.do("Fighter end turn")
	f.refuse("Orc move to D2", battle.CodeCannot) // speed 0
	wantTypes(t, f.do("Orc attack Fighter", 2), battle.EvAttack)
}

// Seed 000 "Other actions" (Grapple): the target resists with Athletics
// or Acrobatics, whichever is better; the SRD 5.1 "Contests": a tie
// leaves things as they were, so the grapple fails.
func TestGrappleContest(t *testing.T) {
	tests := []struct {
		name     string
		orc      []spec
		faces    []int
		skill    string
		total    int
		grappled bool
	}{
		{name: "acrobatics is better", orc: []spec{skill("athletics", 1), skill("acrobatics", 3)}, faces: []int{10, 11}, skill: "acrobatics", total: 14, grappled: true},
		{name: "athletics is better", orc: []spec{skill("athletics", 4), skill("acrobatics", 2)}, faces: []int{10, 10}, skill: "athletics", total: 14, grappled: true},
		{name: "a tie fails", orc: []spec{skill("acrobatics", 3)}, faces: []int{10, 12}, skill: "acrobatics", total: 15},
		{name: "losing fails", orc: []spec{skill("acrobatics", 3)}, faces: []int{10, 13}, skill: "acrobatics", total: 16},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := start(t, encounter(
				hero("Fighter", "B2", 20, skill("athletics", 5)),
				foe("Orc", "C2", 10, append([]spec{hp(30)}, tt.orc...)...),
			))
			evs := f.do("Fighter grapple Orc", tt.faces...)
			if c := checkOf(evs[2]); !c.is("Orc", tt.skill, "normal", tt.total) {
				t.Errorf("the Orc's check %+v, want %s %d", c, tt.skill, tt.total)
			}
			if got := len(of(evs, battle.EvCondition)) == 1; got != tt.grappled || f.c("Orc").Conds.Has(rules.Grappled) != tt.grappled {
				t.Errorf("grappled: %v, want %v\n%s", got, tt.grappled, texts(evs))
			}
		})
	}
}

// Seed 000 "Other actions" (Shove: "must be no more than one size
// larger", which SRD 5.1 "Grappling" says of the grapple too) and the SRD
// 5.1 "Grappling": the target must be within reach.
func TestGrappleRefused(t *testing.T) {
	t.Run("one size larger is allowed", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Ogre", "C2", 10, size("large"))))
		wantTypes(t, f.do("Fighter grapple Ogre", 10, 2), battle.EvAction, battle.EvCheck, battle.EvCheck, battle.EvCondition)
	})
	t.Run("two sizes larger", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Giant", "C2", 10, size("huge"))))
		f.refuse("Fighter grapple Giant", battle.CodeCannot)
		f.refuse("Fighter shove Giant prone", battle.CodeCannot)
	})
	t.Run("out of reach", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "D2", 10)))
		f.refuse("Fighter grapple Orc", battle.CodeOutOfReach)
		f.refuse("Fighter shove Orc away", battle.CodeOutOfReach)
	})
	t.Run("the action spent", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10)))
		f.do("Fighter dodge")
		f.refuse("Fighter grapple Orc", battle.CodeNoAction)
	})
}

// Seed 000 "CONDITIONS" > Grappled: "The condition ends if the grappler
// is incapacitated", and "if an effect removes the grappled creature from
// the reach of the grappler".
func TestGrappleEnds(t *testing.T) {
	setup := func(t *testing.T, extra ...battle.CombatantSpec) *fight {
		cs := append([]battle.CombatantSpec{
			hero("Fighter", "B2", 20, skill("athletics", 5)),
			foe("Orc", "C2", 10, hp(30)),
		}, extra...)
		f := start(t, encounter(cs...))
		f.do("Fighter grapple Orc", 10, 10)
		if !f.c("Orc").Conds.Has(rules.Grappled) {
			t.Fatal("the grapple failed")
		}
		return f
	}
	t.Run("the grappler is incapacitated", func(t *testing.T) {
		f := setup(t)
		evs := f.do("dm condition Fighter +stunned")
		wantTypes(t, evs, battle.EvCondition, battle.EvCondition)
		if e := evs[1]; e.Target != "Orc" || e.Condition != "grappled" || yes(e.On) != "false" {
			t.Errorf("second event %+v, want the Orc's grapple ended", e)
		}
	})
	t.Run("a third creature shoves the target away", func(t *testing.T) {
		f := setup(t, foe("Wolf", "B3", 5, skill("athletics", 5)))
		f.do("Fighter end turn")
		f.do("Orc end turn")
		evs := f.do("Wolf shove Orc away", 15, 2) // pushed from C2 to D1, 10 ft from the Fighter
		wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvCheck, battle.EvMove, battle.EvCondition)
		if m := evs[3]; m.Actor != "Orc" || m.To != "D1" {
			t.Errorf("push %+v, want the Orc to D1", m)
		}
		if e := evs[4]; e.Target != "Orc" || e.Condition != "grappled" || yes(e.On) != "false" {
			t.Errorf("last event %+v, want the Orc's grapple ended", e)
		}
	})
	t.Run("the grappler lets go and moves away", func(t *testing.T) {
		f := setup(t)
		evs := f.do("Fighter release Orc") // SRD 5.1 "Grappling": release whenever you like
		wantTypes(t, evs, battle.EvCondition)
		evs = f.do("Fighter move to A2", 1) // the Orc's opportunity attack misses
		wantTypes(t, evs, battle.EvAttack, battle.EvMove)
		if o := f.c("Orc"); o.GrappledBy != -1 || o.Conds.Has(rules.Grappled) {
			t.Errorf("the Orc is still held by %d", o.GrappledBy)
		}
		f.refuse("Fighter release Orc", battle.CodeCannot)
	})
	t.Run("the grappler drags it at half speed", func(t *testing.T) {
		// Seed 000 "Grapple (Move Target): Move half speed unless target two
		// sizes smaller"; seed 001 "Moving a Grappled Creature".
		f := setup(t)
		evs := f.do("Fighter move to A2") // no opportunity attack: the Orc comes along
		wantTypes(t, evs, battle.EvMove, battle.EvMove)
		if m := evs[0]; n(m.Cost) != 10 {
			t.Errorf("the drag cost %d ft for 5 ft, want 10", n(m.Cost))
		}
		if m := evs[1]; m.Actor != "Orc" || m.From != "C2" || m.To != "B2" || m.Action != "forced" {
			t.Errorf("second move %+v, want the Orc dragged C2 → B2", m)
		}
		if !f.c("Orc").Conds.Has(rules.Grappled) || f.c("Orc").Turn.Moved != 0 {
			t.Error("the dragged Orc lost the grapple or spent its movement")
		}
		f.refuse("Fighter move to A5", battle.CodeMovement) // 15 ft more would cost 30 of the 20 left
	})
}

// Seed 000 "Other actions": "Grapple (Escape): Strength (Athletics) or
// Dexterity (Acrobatics) versus grappler's Strength (Athletics)"; the SRD
// 5.1 "Escaping a Grapple" uses the escapee's action.
func TestEscapeAGrapple(t *testing.T) {
	setup := func(t *testing.T) *fight {
		f := start(t, encounter(
			// The Fighter's Acrobatics is better, but a grappler resists with Athletics.
			hero("Fighter", "B2", 20, skill("athletics", 5), skill("acrobatics", 9)),
			foe("Orc", "C2", 10, hp(30), skill("athletics", 1), skill("acrobatics", 3)),
		))
		f.refuse("Fighter escape", battle.CodeCannot) // not grappled
		f.do("Fighter grapple Orc", 10, 10)
		f.do("Fighter end turn")
		return f
	}
	t.Run("success", func(t *testing.T) {
		f := setup(t)
		evs := f.do("Orc escape", 13, 10) // Acrobatics 16 against Athletics 15
		wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvCheck, battle.EvCondition)
		if c := checkOf(evs[1]); !c.is("Orc", "acrobatics", "normal", 16) {
			t.Errorf("escapee's check %+v", c)
		}
		if c := checkOf(evs[2]); !c.is("Fighter", "athletics", "normal", 15) {
			t.Errorf("grappler's check %+v, want its Athletics", c)
		}
		if e := evs[3]; e.Target != "Orc" || e.Condition != "grappled" || yes(e.On) != "false" {
			t.Errorf("condition %+v", e)
		}
		f.refuse("Orc attack Fighter", battle.CodeNoAction) // the escape took the action
		wantTypes(t, f.do("Orc move to D2", 2), battle.EvAttack, battle.EvMove)
	})
	t.Run("a tie fails", func(t *testing.T) {
		f := setup(t)
		evs := f.do("Orc escape", 12, 10) // 15 against 15
		wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvCheck)
		if !f.c("Orc").Conds.Has(rules.Grappled) {
			t.Error("a tie freed the Orc")
		}
		f.refuse("Orc escape", battle.CodeNoAction)
	})
}

// Seed 000 "Other actions": "Shove (knock prone or move 5 feet): Strength
// (Athletics) versus target's Strength (Athletics) or Dexterity
// (Acrobatics)", one attack of the Attack action (SRD 5.1 "Shoving a
// Creature"); seed 000 "MULTIPLE ATTACKS".
func TestShoveProneUsesOneAttack(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "B2", 20, extraAttacks(1), skill("athletics", 5)),
		foe("Orc", "C2", 10, hp(30)),
	))
	wantTypes(t, f.do("Fighter attack Orc", 2), battle.EvAttack) // a miss: the first attack
	evs := f.do("Fighter shove Orc prone", 10, 10)
	wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvCheck, battle.EvCondition)
	if e := evs[3]; e.Target != "Orc" || e.Condition != "prone" || yes(e.On) != "true" {
		t.Errorf("condition %+v", e)
	}
	f.refuse("Fighter attack Orc", battle.CodeNoAction) // two attacks made
	f.refuse("Fighter shove Orc prone", battle.CodeNoAction)

	t.Run("a tie fails", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20, skill("athletics", 5)), foe("Orc", "C2", 10)))
		wantTypes(t, f.do("Fighter shove Orc prone", 10, 15), battle.EvAction, battle.EvCheck, battle.EvCheck)
		if f.c("Orc").Conds.Has(rules.Prone) {
			t.Error("a tie knocked the Orc prone")
		}
	})
}

// Seed 000 "Other actions" (Shove ... move 5 feet) and seed 001
// "Opportunity Attacks": "you don't provoke an opportunity attack when ...
// someone or something moves you without using your movement". The push
// goes directly away from the shover; with no room, the target stays.
func TestShoveAway(t *testing.T) {
	tests := []struct {
		name, fighter, orc, wolf string
		to                       string // "" for no room
	}{
		{name: "straight", fighter: "B2", orc: "C2", wolf: "L8", to: "D2"},
		{name: "diagonal", fighter: "B2", orc: "C3", wolf: "L8", to: "D4"},
		{name: "the map's edge", fighter: "K2", orc: "L2", wolf: "L8"},
		{name: "another creature's space", fighter: "B2", orc: "C2", wolf: "D2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := start(t, encounter(
				hero("Fighter", tt.fighter, 20, skill("athletics", 5)),
				hero("Cleric", "B1", 15),
				foe("Orc", tt.orc, 10, hp(30)),
				foe("Wolf", tt.wolf, 5),
			))
			evs := f.do("Fighter shove Orc away", 10, 10)
			if tt.to == "" {
				wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvCheck, battle.EvAction)
				if e := evs[3]; e.Action != "push" || f.c("Orc").At.String() != tt.orc {
					t.Errorf("no room: %+v, Orc at %s", e, f.c("Orc").At)
				}
				return
			}
			wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvCheck, battle.EvMove)
			m := evs[3]
			if m.Actor != "Orc" || m.From != tt.orc || m.To != tt.to || m.Action != "forced" || n(m.Cost) != 0 {
				t.Errorf("push %+v, want the Orc forced %s → %s at no cost", m, tt.orc, tt.to)
			}
			// Leaving the Fighter's and the Cleric's reach provoked nothing.
			if !f.c("Fighter").Reaction || !f.c("Cleric").Reaction {
				t.Error("a reaction was spent on a forced move")
			}
			f.do("Fighter end turn")
			f.do("Cleric end turn")
			if o := f.c("Orc"); o.Turn.Moved != 0 {
				t.Errorf("the Orc starts its turn having moved %d ft", o.Turn.Moved)
			}
		})
	}
}

// Seed 001 "Hide" and "Unseen Attackers and Targets"; SRD 5.1 "Hiding":
// "You can't hide from a creature that can see you clearly". Behind
// three-quarters cover the hider's Stealth total is what a foe's passive
// Perception must reach to notice it.
func TestHide(t *testing.T) {
	setup := func(t *testing.T, rogue ...spec) *fight {
		return start(t, encounter(
			hero("Rogue", "B2", 20, append([]spec{extraAttacks(1), skill("stealth", 5)}, rogue...)...),
			foe("Orc", "C2", 10, hp(40)),                         // passive Perception 10
			foe("Wolf", "A2", 5, hp(40), skill("perception", 6)), // passive Perception 16
		))
	}
	t.Run("refused in plain sight", func(t *testing.T) {
		f := setup(t)
		f.refuse("Rogue hide", battle.CodeCannot)
		f = setup(t, cover("half"))
		f.refuse("Rogue hide", battle.CodeCannot)
	})
	t.Run("hidden behind three-quarters cover", func(t *testing.T) {
		f := setup(t, cover("three-quarters"))
		evs := f.do("Rogue hide", 10) // Stealth 15
		wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvHidden)
		if c := checkOf(evs[1]); !c.is("Rogue", "stealth", "normal", 15) {
			t.Errorf("check %+v", c)
		}
		if h := evs[2]; h.Actor != "Rogue" || yes(h.On) != "true" || n(h.Total) != 15 || f.c("Rogue").Hidden != 15 {
			t.Errorf("hidden %+v", h)
		}
		f.refuse("Rogue attack Orc", battle.CodeNoAction) // hiding took the action
		f.do("Rogue end turn")

		// The Orc (10 < 15) doesn't notice it; the Wolf (16) does.
		a := one(t, f.do("Orc attack Rogue", 2, 3), battle.EvAttack)
		if a.Mode != "disadvantage" || !slices.Equal(a.Reasons, []string{"attacker can't see target"}) {
			t.Errorf("the Orc's attack: %s %v", a.Mode, a.Reasons)
		}
		f.do("Orc end turn")
		a = one(t, f.do("Wolf attack Rogue", 2), battle.EvAttack)
		if a.Mode != "normal" {
			t.Errorf("the Wolf's attack: %s %v", a.Mode, a.Reasons)
		}
		f.do("Wolf end turn")

		// Attacking gives it away, hit or miss.
		evs = f.do("Rogue attack Orc", 2, 3) // 3+5 = 8 misses
		wantTypes(t, evs, battle.EvAttack, battle.EvHidden)
		if a := evs[0]; a.Mode != "advantage" || !slices.Equal(a.Reasons, []string{"target can't see attacker"}) {
			t.Errorf("the hidden Rogue's attack: %s %v", a.Mode, a.Reasons)
		}
		if h := evs[1]; h.Actor != "Rogue" || yes(h.On) != "false" || f.c("Rogue").Hidden != 0 {
			t.Errorf("hidden %+v", h)
		}
		if a := one(t, f.do("Rogue attack Orc", 2), battle.EvAttack); a.Mode != "normal" {
			t.Errorf("after giving itself away: %s %v", a.Mode, a.Reasons)
		}
	})
	t.Run("no advantage against one who notices", func(t *testing.T) {
		f := setup(t, cover("three-quarters"))
		f.do("Rogue hide", 10)
		f.do("Rogue end turn")
		f.do("Orc end turn")
		f.do("Wolf end turn")
		a := one(t, f.do("Rogue attack Wolf", 2), battle.EvAttack)
		if a.Mode != "normal" {
			t.Errorf("against the Wolf that noticed it: %s %v", a.Mode, a.Reasons)
		}
	})
}

// Seed 001 "Search": "the DM might have you make a Wisdom (Perception)
// check"; the SRD 5.1 "Hiding": a creature searching finds a hider whose
// Stealth total its check reaches.
func TestSearchFindsTheHidden(t *testing.T) {
	tests := []struct {
		face  int
		found bool
	}{{15, true}, {14, false}}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("Perception %d against Stealth 15", tt.face), func(t *testing.T) {
			f := start(t, encounter(
				hero("Rogue", "B2", 20, skill("stealth", 5), cover("three-quarters")),
				foe("Orc", "E2", 10),
			))
			f.do("Rogue hide", 10) // 15
			f.do("Rogue end turn")
			evs := f.do("Orc search", tt.face)
			if !tt.found {
				wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvAction)
				if f.c("Rogue").Hidden != 15 {
					t.Errorf("Perception %d found the Rogue", tt.face)
				}
				return
			}
			wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvHidden)
			if c := checkOf(evs[1]); !c.is("Orc", "perception", "normal", tt.face) {
				t.Errorf("check %+v", c)
			}
			if h := evs[2]; h.Actor != "Rogue" || yes(h.On) != "false" || h.Reason != "found by Orc" || f.c("Rogue").Hidden != 0 {
				t.Errorf("hidden %+v", h)
			}
			f.refuse("Orc attack Rogue", battle.CodeNoAction) // the search took the action
		})
	}
}

// Seed 001 "Ready": "you decide what perceivable circumstance will trigger
// your reaction ... When the trigger occurs, you can ... take your
// reaction right after the trigger finishes". A foe stepping into reach
// is attacked there; the rest of its move follows.
func TestReadyWhenACreatureEntersReach(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "E2", 10, hp(30))))
	e := one(t, f.do("Fighter ready attack when a creature enters my reach"), battle.EvAction)
	if e.Action != "ready" || e.Trigger != "enters" || e.Who != "" {
		t.Errorf("ready %+v", e)
	}
	f.refuse("Fighter attack Orc", battle.CodeNoAction) // Ready took the action
	f.do("Fighter end turn")
	evs := f.do("Orc move D2 C2 C3", 15, 4) // 20 hits; 4+3 = 7
	wantTypes(t, evs, battle.EvMove, battle.EvAction, battle.EvAttack, battle.EvDamage, battle.EvMove)
	if m := evs[0]; m.From != "E2" || m.To != "C2" || n(m.Cost) != 10 {
		t.Errorf("first part %s → %s (%d ft), want E2 → C2 (10 ft)", m.From, m.To, n(m.Cost))
	}
	if a := evs[2]; a.Actor != "Fighter" || a.Target != "Orc" || yes(a.Reaction) != "true" {
		t.Errorf("readied attack %+v", a)
	}
	if m := evs[4]; m.From != "C2" || m.To != "C3" {
		t.Errorf("second part %s → %s, want C2 → C3", m.From, m.To)
	}
	if c := f.c("Fighter"); c.Reaction || c.Readied != nil {
		t.Errorf("Fighter: reaction %v, readied %+v; want both spent", c.Reaction, c.Readied)
	}
}

// Seed 001 "Ready" with a named trigger creature: only that creature's
// doing sets it off; seed 001 "Disengage" stops opportunity attacks, not
// a readied attack.
func TestReadyWhenNamedCreatureLeavesReach(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "B2", 20),
		foe("Goblin", "B3", 15, hp(30)),
		foe("Orc", "C2", 10, hp(30)),
	))
	e := one(t, f.do("Fighter ready attack when Orc leaves my reach"), battle.EvAction)
	if e.Trigger != "leaves" || e.Who != "Orc" {
		t.Errorf("ready %+v", e)
	}
	f.do("Fighter end turn")
	f.do("Goblin disengage")
	wantTypes(t, f.do("Goblin move to B5"), battle.EvMove) // not the Orc: nothing
	f.do("Goblin end turn")
	f.do("Orc disengage")
	evs := f.do("Orc move D2 E2", 2) // a miss, before it leaves
	wantTypes(t, evs, battle.EvAction, battle.EvAttack, battle.EvMove)
	if a := evs[1]; a.Actor != "Fighter" || a.Target != "Orc" || yes(a.Reaction) != "true" {
		t.Errorf("readied attack %+v", a)
	}
}

// Seed 001 "Ready": the trigger can be a foe attacking.
func TestReadyWhenAttacked(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "B2", 20),
		hero("Cleric", "C3", 15),
		foe("Orc", "C2", 10, hp(30)),
	))
	f.do("Fighter ready attack when a creature attacks")
	f.do("Fighter end turn")
	f.do("Cleric end turn")
	evs := f.do("Orc attack Cleric", 2, 2) // both miss
	wantTypes(t, evs, battle.EvAttack, battle.EvAction, battle.EvAttack)
	if a := evs[2]; a.Actor != "Fighter" || a.Target != "Orc" || yes(a.Reaction) != "true" {
		t.Errorf("readied attack %+v", a)
	}
}

// Seed 001 "Ready": the readied action names its target and weapon, the
// trigger another creature's moving.
func TestReadyNamedTargetAndWeapon(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "B2", 20, attacks(weapon("sword", 5, "1d8+3[slashing]", 0), bow("bow", 5, "1d8+2[piercing]", "80/320"))),
		foe("Orc", "E2", 10, hp(30)),
		foe("Goblin", "H5", 5, hp(30)),
	))
	e := one(t, f.do("Fighter ready attack Orc with bow when Goblin moves"), battle.EvAction)
	if e.Target != "Orc" || e.With != "bow" || e.Who != "Goblin" || e.Trigger != "moves" {
		t.Errorf("ready %+v", e)
	}
	f.do("Fighter end turn")
	wantTypes(t, f.do("Orc move to E3"), battle.EvMove) // the Orc moving sets nothing off
	f.do("Orc end turn")
	evs := f.do("Goblin move H6 H7", 2)
	wantTypes(t, evs, battle.EvMove, battle.EvAction, battle.EvAttack, battle.EvMove)
	if a := evs[2]; a.Target != "Orc" || a.With != "bow" || yes(a.Reaction) != "true" {
		t.Errorf("readied attack %+v, want the bow at the Orc", a)
	}
}

// Seed 001 "Ready": the trigger is a circumstance the readier can act on;
// when the attack can't be made (out of reach) the trigger is ignored and
// the readied attack waits for the next.
func TestReadyWaitsForAnAttackItCanMake(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "F2", 10, hp(30))))
	f.do("Fighter ready attack when Orc moves")
	f.do("Fighter end turn")
	evs := f.do("Orc move E2 D2 C2", 2) // out of reach until C2
	wantTypes(t, evs, battle.EvMove, battle.EvAction, battle.EvAttack)
	if m := evs[0]; m.To != "C2" {
		t.Errorf("the move before the attack ends at %s, want C2", m.To)
	}
}

// Seed 001 "Ready": "lets you act using your reaction before the start of
// your next turn"; it needs the action; the trigger must be one the
// engine knows.
func TestReadyLimits(t *testing.T) {
	t.Run("expires at the start of the readier's next turn", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "E2", 10, hp(30))))
		f.do("Fighter ready attack when a creature enters my reach")
		f.do("Fighter end turn")
		f.do("Orc end turn")
		if f.c("Fighter").Readied != nil {
			t.Fatal("the readied attack outlived the Fighter's next turn start")
		}
		f.do("Fighter end turn")
		wantTypes(t, f.do("Orc move to C2"), battle.EvMove)
	})
	t.Run("moving within reach is not entering it", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(30))))
		f.do("Fighter ready attack when a creature enters my reach")
		f.do("Fighter end turn")
		wantTypes(t, f.do("Orc move to C3"), battle.EvMove)
		if f.c("Fighter").Readied == nil {
			t.Error("the readied attack is gone")
		}
	})
	t.Run("moving beyond reach is not leaving it", func(t *testing.T) {
		f := start(t, encounter(
			hero("Fighter", "B2", 20, attacks(weapon("sword", 5, "1d8+3[slashing]", 0), bow("bow", 5, "1d8+2[piercing]", "80/320"))),
			foe("Orc", "E2", 10, hp(30)),
			foe("Goblin", "H5", 5, hp(30)),
		))
		f.do("Fighter ready attack Orc with bow when Goblin leaves my reach")
		f.do("Fighter end turn")
		f.do("Orc end turn")
		wantTypes(t, f.do("Goblin move H6 H7"), battle.EvMove)
	})
	t.Run("needs the action", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(30))))
		f.do("Fighter attack Orc", 2)
		f.refuse("Fighter ready attack when Orc moves", battle.CodeNoAction)
	})
	t.Run("refused", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(30))))
		f.refuse("Fighter ready attack when Orc sneezes", battle.CodeSyntax)
		f.refuse("Fighter ready attack Orc", battle.CodeSyntax)
		f.refuse("Fighter ready dance when Orc moves", battle.CodeSyntax)
		f.refuse("Fighter ready attack when Bugbear moves", battle.CodeUnknownName)
		f.refuse("Fighter ready attack Bugbear when Orc moves", battle.CodeUnknownName)
		f.refuse("Fighter ready attack Orc with banana when Orc moves", battle.CodeUnknownName)
	})
}

// Seed 000 "MAGICAL HEALING OPTIONS": "Potion Of Healing: Restores 2d4+2
// hit points, one action to fully consume"; "Greater Potion of Healing
// ... 4d4+4"; seed 001 "Use an Object".
func TestUsePotionOfHealing(t *testing.T) {
	tests := []struct {
		item   string
		faces  []int
		amount int
	}{
		{"potion of healing", []int{3, 4}, 9},
		{"greater potion of healing", []int{1, 2, 3, 4}, 14},
	}
	for _, tt := range tests {
		t.Run(tt.item, func(t *testing.T) {
			f := start(t, encounter(hero("Fighter", "B2", 20, items(map[string]int{"potion-of-healing": 1, "potion-of-greater-healing": 1})), foe("Orc", "C2", 10)))
			f.do("dm damage Fighter 18")
			evs := f.do("Fighter use "+tt.item, tt.faces...)
			wantTypes(t, evs, battle.EvAction, battle.EvItem, battle.EvHeal)
			if a := evs[0]; a.Action != "use" || a.With != tt.item && a.With != "potion of greater healing" {
				t.Errorf("action %+v", a)
			}
			if h := evs[2]; h.Target != "Fighter" || n(h.Amount) != tt.amount || f.c("Fighter").HP.Current != 2+tt.amount {
				t.Errorf("heal %+v, want %d to the Fighter", h, tt.amount)
			}
			f.refuse("Fighter attack Orc", battle.CodeNoAction)
		})
	}
	t.Run("not past the maximum", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20, items(map[string]int{"potion-of-healing": 1})), foe("Orc", "C2", 10)))
		f.do("dm damage Fighter 3")
		if h := one(t, f.do("Fighter use potion of healing", 4, 4), battle.EvHeal); n(h.Amount) != 3 || n(h.HP) != 20 {
			t.Errorf("heal %+v, want 3 to 20", h)
		}
	})
}

// Seed 000 "Other actions": "Use of a healer's kit by any ally always
// works automatically, no ability check needed"; seed 001 "Stabilizing a
// Creature": a stable creature makes no death saves.
func TestStabilizeWithHealersKit(t *testing.T) {
	f := start(t, encounter(hero("Cleric", "C2", 20, items(map[string]int{"healers-kit": 1})), hero("Fighter", "B2", 15), foe("Orc", "L8", 10)))
	f.do("dm damage Fighter 20")
	f.refuse("Cleric stabilize Fighter with rope", battle.CodeUnknownName)
	evs := f.do("Cleric stabilize Fighter with healer's kit") // no roll
	wantTypes(t, evs, battle.EvAction, battle.EvItem, battle.EvStable)
	if a := evs[0]; a.Action != "stabilize" || a.With != "healer's kit" {
		t.Errorf("action %+v", a)
	}
	if !f.c("Fighter").Dying.Stable {
		t.Fatal("not stable")
	}
	f.refuse("Cleric attack Orc", battle.CodeNoAction)
	evs = f.do("Cleric end turn") // the Fighter's turn: no death save
	if len(of(evs, battle.EvDeathSave)) != 0 {
		t.Errorf("a stable creature rolled a death save:\n%s", texts(evs))
	}
}

// Seed 001 "Other Activity on Your Turn": "You can also interact with one
// object or feature of the environment for free ... If you want to
// interact with a second object, you need to use your action."
func TestInteract(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10)))
	wantTypes(t, f.do("Fighter interact draw sword"), battle.EvAction)
	if c := f.c("Fighter"); c.Turn.Action {
		t.Fatal("the first interaction took the action")
	}
	wantTypes(t, f.do("Fighter interact open the door"), battle.EvAction)
	if c := f.c("Fighter"); !c.Turn.Action {
		t.Fatal("the second interaction left the action")
	}
	f.refuse("Fighter attack Orc", battle.CodeNoAction)
	f.refuse("Fighter interact pick up the torch", battle.CodeNoAction)
	f.refuse("Fighter interact", battle.CodeSyntax)

	t.Run("after the Attack action", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10)))
		f.do("Fighter attack Orc", 2)
		f.do("Fighter interact sheathe sword")
		f.refuse("Fighter interact draw dagger", battle.CodeNoAction)
	})
}

// Seed 001 "Help": "the creature you aid gains advantage on the next
// ability check it makes ..., provided that it makes the check before the
// start of your next turn" — not on an attack roll; the check uses it up.
func TestHelpOnAnAbilityCheck(t *testing.T) {
	f := start(t, encounter(
		hero("Cleric", "B3", 20),
		hero("Fighter", "B2", 15, extraAttacks(1), skill("athletics", 5)),
		foe("Orc", "C2", 10, hp(40)),
	))
	if e := one(t, f.do("Cleric help Fighter"), battle.EvAction); e.Action != "help" || e.Target != "Fighter" || e.With != "" {
		t.Fatalf("help %+v", e)
	}
	f.do("Cleric end turn")
	evs := f.do("Fighter grapple Orc", 3, 12, 16) // advantage: 12+5 = 17 against 16
	if c := checkOf(evs[1]); c.Mode != "advantage" || !slices.Equal(c.D20, []int{3, 12}) || c.Total != 17 || !slices.Equal(c.Reasons, []string{"ally's Help"}) {
		t.Errorf("helped check %+v", c)
	}
	if c := checkOf(evs[2]); c.Mode != "normal" {
		t.Errorf("the Orc's check %+v: the Help is the Fighter's", c)
	}
	f.do("dm condition Orc -grappled")
	evs = f.do("Fighter grapple Orc", 3, 16) // used up: normal
	if c := checkOf(evs[1]); c.Mode != "normal" || c.Total != 8 {
		t.Errorf("second check %+v, want a normal roll", c)
	}

	t.Run("not on an attack roll", func(t *testing.T) {
		f := start(t, encounter(
			hero("Cleric", "B3", 20),
			hero("Fighter", "B2", 15, extraAttacks(1), skill("athletics", 5)),
			foe("Orc", "C2", 10, hp(40)),
		))
		f.do("Cleric help Fighter")
		f.do("Cleric end turn")
		if a := one(t, f.do("Fighter attack Orc", 2), battle.EvAttack); a.Mode != "normal" {
			t.Errorf("attack %s %v: Help without an enemy is for a check", a.Mode, a.Reasons)
		}
		if c := checkOf(f.do("Fighter shove Orc prone", 3, 12, 10)[1]); c.Mode != "advantage" {
			t.Errorf("check after the attack %+v: the Help is still there", c)
		}
	})
}

// Seed 001 "Moving a Grappled Creature": no halving when the creature is
// two or more sizes smaller; and the dragged creature needs room.
func TestDragging(t *testing.T) {
	t.Run("two sizes smaller: full speed", func(t *testing.T) {
		ogre := hero("Ogre", "B2", 20, size("large"), skill("athletics", 6))
		f := start(t, encounter(ogre, foe("Imp", "D2", 10, size("tiny"), hp(30))))
		f.do("Ogre grapple Imp", 10, 2)
		evs := f.do("Ogre move to B4")
		if n(evs[0].Cost) != 10 || evs[1].Actor != "Imp" || evs[1].To != "D4" {
			t.Errorf("moves %+v / %+v: want 10 ft for 10 ft and the Imp dragged to D4", evs[0], evs[1])
		}
	})
	t.Run("no room for the dragged creature", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20, skill("athletics", 5)), foe("Orc", "C2", 10, hp(30)), foe("Wolf", "C3", 5)))
		f.do("Fighter grapple Orc", 10, 10)
		f.refuse("Fighter move B3", battle.CodeMovement) // the Orc would land on the Wolf at C3
	})
}
