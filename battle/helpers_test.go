package battle_test

// The scenario harness: an encounter built in Go, a fight started with a
// dice.Script that has no fallback, commands run one line at a time with
// the faces each one must consume, and assertions on the events and the
// state. Every fight a test starts is checked when the test ends: every
// scripted face was used, and folding the log through Apply onto
// battle.New rebuilds the state the fight reached.

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
)

// spec changes a combatant entry: hero and foe take any number of them.
type spec func(*battle.CombatantSpec)

// hero is a character of the party: AC 15, 20 HP, speed 30, a sword at +5
// for 1d8+3 slashing, abilities all 10, and a fixed initiative so that the
// order needs no dice.
func hero(name, at string, init int, opts ...spec) battle.CombatantSpec {
	c := battle.CombatantSpec{
		Name: name, Kind: "character", Side: "party", At: battle.Squares{at},
		AC: 15, HP: 20, Initiative: &init,
		Attacks: []battle.AttackSpec{{Name: "sword", Bonus: ptr(5), Damage: "1d8+3[slashing]"}},
	}
	for _, o := range opts {
		o(&c)
	}
	return c
}

// foe is a monster of the other side: AC 12, 10 HP, a club at +4 for
// 1d6+2 bludgeoning, fixed initiative.
func foe(name, at string, init int, opts ...spec) battle.CombatantSpec {
	c := battle.CombatantSpec{
		Name: name, Kind: "monster", Side: "foes", At: battle.Squares{at},
		AC: 12, HP: 10, Initiative: &init,
		Attacks: []battle.AttackSpec{{Name: "club", Bonus: ptr(4), Damage: "1d6+2[bludgeoning]"}},
	}
	for _, o := range opts {
		o(&c)
	}
	return c
}

func ac(n int) spec { return func(c *battle.CombatantSpec) { c.AC = n } }
func hp(n int) spec { return func(c *battle.CombatantSpec) { c.HP = n } }
func speed(n int) spec {
	return func(c *battle.CombatantSpec) {
		if c.Speed == nil {
			c.Speed = &battle.SpeedSpec{}
		}
		c.Speed.Walk = &n
	}
}

// speeds sets the other speeds, keeping the walking one.
func speeds(sp battle.SpeedSpec) spec {
	return func(c *battle.CombatantSpec) {
		if c.Speed != nil && sp.Walk == nil {
			sp.Walk = c.Speed.Walk
		}
		c.Speed = &sp
	}
}
func senses(kv map[string]int) spec { return func(c *battle.CombatantSpec) { c.Senses = kv } }
func side(s string) spec            { return func(c *battle.CombatantSpec) { c.Side = s } }
func size(s string) spec            { return func(c *battle.CombatantSpec) { c.Size = s } }
func cover(s string) spec           { return func(c *battle.CombatantSpec) { c.Cover = s } }
func extraAttacks(n int) spec       { return func(c *battle.CombatantSpec) { c.ExtraAttacks = n } }
func stealthy() spec                { return func(c *battle.CombatantSpec) { c.Stealthy = true } }
func deathSaves(b bool) spec        { return func(c *battle.CombatantSpec) { c.DeathSaves = &b } }
func noInit() spec                  { return func(c *battle.CombatantSpec) { c.Initiative = nil } }
func conds(names ...string) spec {
	return func(c *battle.CombatantSpec) { c.Conditions = append(c.Conditions, names...) }
}
func skill(name string, bonus int) spec {
	return func(c *battle.CombatantSpec) {
		if c.Skills == nil {
			c.Skills = map[string]int{}
		}
		c.Skills[name] = bonus
	}
}
func ability(name string, score int) spec {
	return func(c *battle.CombatantSpec) {
		if c.Abilities == nil {
			c.Abilities = map[string]int{}
		}
		c.Abilities[name] = score
	}
}

// attacks replaces the combatant's attacks.
func attacks(as ...battle.AttackSpec) spec {
	return func(c *battle.CombatantSpec) { c.Attacks = as }
}

// weapon is a melee attack with a fixed bonus; reach 0 means 5 ft.
func weapon(name string, bonus int, damage string, reach int) battle.AttackSpec {
	return battle.AttackSpec{Name: name, Bonus: ptr(bonus), Damage: damage, Reach: reach}
}

// bow is a ranged attack with a fixed bonus: rng is "NORMAL/LONG".
func bow(name string, bonus int, damage, rng string) battle.AttackSpec {
	return battle.AttackSpec{Name: name, Bonus: ptr(bonus), Damage: damage, Range: rng}
}

// encounter is a 12x8 map with the given combatants.
func encounter(cs ...battle.CombatantSpec) *battle.Encounter {
	return &battle.Encounter{Map: battle.MapSpec{Size: "12x8"}, Combatants: cs}
}

// load reads an encounter file's text with battle.Load.
func load(t testing.TB, src string) *battle.Encounter {
	t.Helper()
	enc, err := battle.Load("test.yaml", []byte(src))
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return enc
}

func ptr[T any](v T) *T { return &v }

// fight is a battle.Fight under test.
type fight struct {
	*battle.Fight
	t    testing.TB
	enc  *battle.Encounter
	dice *dice.Script
}

// start begins the fight with exactly these faces for surprise and
// initiative, and registers the end-of-test checks.
func start(t testing.TB, enc *battle.Encounter, faces ...int) *fight {
	t.Helper()
	src := &dice.Script{Faces: slices.Clone(faces)}
	bf, err := battle.Start(enc, src)
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	f := &fight{Fight: bf, t: t, enc: enc, dice: src}
	f.checkDice("the start")
	t.Cleanup(f.checkReplay)
	return f
}

// do runs one command that must succeed and consume exactly faces.
func (f *fight) do(line string, faces ...int) []battle.Event {
	f.t.Helper()
	f.dice.Faces = append(f.dice.Faces, faces...)
	evs, err := f.Do(line)
	if err != nil {
		f.t.Fatalf("%q: %v", line, err)
	}
	f.checkDice(strconv.Quote(line))
	return evs
}

func (f *fight) checkDice(what string) {
	f.t.Helper()
	if used, n := f.dice.Used(), len(f.dice.Faces); used != n {
		f.t.Fatalf("%s used %d of the %d scripted faces %v", what, used, n, f.dice.Faces)
	}
}

// refuse runs a command that the rules must refuse with code, and checks
// that the refusal changed nothing: not the state, not the log, not the
// dice. It returns the error for the test to read its message.
func (f *fight) refuse(line string, code battle.Code) *battle.RuleError {
	f.t.Helper()
	before := snapshot(f.State)
	logLen, used := len(f.Log), f.dice.Used()
	evs, err := f.Do(line)
	var re *battle.RuleError
	if !errors.As(err, &re) {
		f.t.Fatalf("%q: want a refusal (%s), got events %v, error %v", line, code, types(evs), err)
	}
	if re.Code != code {
		f.t.Errorf("%q: refused with code %s (%v), want %s", line, re.Code, re, code)
	}
	if !errors.Is(err, battle.ErrRule) {
		f.t.Errorf("%q: errors.Is(err, battle.ErrRule) is false", line)
	}
	if evs != nil {
		f.t.Errorf("%q: a refusal returned events %v", line, types(evs))
	}
	if d := stateDiff(before, f.State); d != "" {
		f.t.Errorf("%q: the refusal changed the state (-before +after):\n%s", line, d)
	}
	if len(f.Log) != logLen {
		f.t.Errorf("%q: the refusal added %d events to the log", line, len(f.Log)-logLen)
	}
	if f.dice.Used() != used {
		f.t.Errorf("%q: the refusal consumed %d faces", line, f.dice.Used()-used)
	}
	return re
}

// c is the combatant named name in the current state.
func (f *fight) c(name string) *battle.Combatant {
	f.t.Helper()
	i, ok := f.State.Find(name)
	if !ok {
		f.t.Fatalf("no combatant %q", name)
	}
	return &f.State.Combatants[i]
}

// current is the name of the creature whose turn it is.
func (f *fight) current() string {
	f.t.Helper()
	i := f.State.Current()
	if i < 0 {
		return ""
	}
	return f.State.Combatants[i].Name
}

// checkReplay folds the log onto a fresh state and compares it with the
// state the fight reached: the state is a fold of its events (DESIGN.md).
func (f *fight) checkReplay() {
	f.t.Helper()
	if f.t.Failed() {
		return
	}
	s, err := fold(f.enc, f.Log)
	if err != nil {
		f.t.Errorf("replaying the log: %v", err)
		return
	}
	if d := stateDiff(s, f.State); d != "" {
		f.t.Errorf("the log folded through Apply gives another state (-replayed +fight):\n%s", d)
	}
}

// fold applies a log's events in order onto battle.New(enc), skipping the
// events an undo event took back (its From..To sequence numbers).
func fold(enc *battle.Encounter, log []battle.Event) (*battle.State, error) {
	s, err := battle.New(enc)
	if err != nil {
		return nil, err
	}
	reverted := map[int]bool{}
	for _, e := range log {
		if e.Type != battle.EvUndo {
			continue
		}
		from, err1 := strconv.Atoi(e.From)
		to, err2 := strconv.Atoi(e.To)
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("undo event %d: from %q to %q", e.Seq, e.From, e.To)
		}
		for q := from; q <= to; q++ {
			reverted[q] = true
		}
	}
	for _, e := range log {
		if reverted[e.Seq] {
			continue
		}
		if err := battle.Apply(s, e); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// stateDiff compares two states field by field, unexported fields (the
// map's terrain) included; nil and empty are alike.
func stateDiff(a, b *battle.State, opts ...cmp.Option) string {
	opts = append(opts, cmp.Exporter(func(reflect.Type) bool { return true }), cmpopts.EquateEmpty())
	return cmp.Diff(a, b, opts...)
}

// snapshot is a deep copy of a state, so that a later change to the live
// state, even through a shared slice or map, shows up in stateDiff.
func snapshot(s *battle.State) *battle.State {
	return deepCopy(reflect.ValueOf(s)).Interface().(*battle.State)
}

// deepCopy copies pointers, slices, maps and exported struct fields
// recursively; unexported fields are copied as values.
func deepCopy(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return v
		}
		n := reflect.New(v.Type().Elem())
		n.Elem().Set(deepCopy(v.Elem()))
		return n
	case reflect.Slice:
		if v.IsNil() {
			return v
		}
		n := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := range v.Len() {
			n.Index(i).Set(deepCopy(v.Index(i)))
		}
		return n
	case reflect.Map:
		if v.IsNil() {
			return v
		}
		n := reflect.MakeMapWithSize(v.Type(), v.Len())
		for it := v.MapRange(); it.Next(); {
			n.SetMapIndex(it.Key(), deepCopy(it.Value()))
		}
		return n
	case reflect.Struct:
		n := reflect.New(v.Type()).Elem()
		n.Set(v)
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				n.Field(i).Set(deepCopy(v.Field(i)))
			}
		}
		return n
	}
	return v
}

// types lists the events' types in order.
func types(evs []battle.Event) []string {
	out := make([]string, len(evs))
	for i, e := range evs {
		out[i] = e.Type
	}
	return out
}

// of returns the events of one type.
func of(evs []battle.Event, typ string) []battle.Event {
	var out []battle.Event
	for _, e := range evs {
		if e.Type == typ {
			out = append(out, e)
		}
	}
	return out
}

// one returns the single event of a type, failing if there are none or
// several.
func one(t testing.TB, evs []battle.Event, typ string) battle.Event {
	t.Helper()
	es := of(evs, typ)
	if len(es) != 1 {
		t.Fatalf("want one %s event, got %d in %v", typ, len(es), types(evs))
	}
	return es[0]
}

// wantTypes checks the exact sequence of event types.
func wantTypes(t testing.TB, evs []battle.Event, want ...string) {
	t.Helper()
	if got := types(evs); !slices.Equal(got, want) {
		t.Fatalf("event types\n got %v\nwant %v\n%s", got, want, texts(evs))
	}
}

// texts prints the events' explanations, one per line, for a failure.
func texts(evs []battle.Event) string {
	s := ""
	for _, e := range evs {
		s += fmt.Sprintf("  %d %s: %s\n", e.Seq, e.Type, e.Text)
	}
	return s
}

// n reads an optional int; a missing one reads as math.MinInt, which no
// expectation uses.
func n(p *int) int {
	if p == nil {
		return math.MinInt
	}
	return *p
}

// yes reads an optional bool as "true", "false" or "unset".
func yes(p *bool) string {
	if p == nil {
		return "unset"
	}
	return strconv.FormatBool(*p)
}

// attackOutcome is what a test checks of an attack event.
type attackOutcome struct {
	D20      []int
	Mode     string
	Reasons  []string
	Total    int
	AC       int
	Hit      string
	Crit     string
	Reaction string
}

func outcome(e battle.Event) attackOutcome {
	return attackOutcome{D20: e.D20, Mode: e.Mode, Reasons: e.Reasons, Total: n(e.Total), AC: n(e.AC),
		Hit: yes(e.Hit), Crit: yes(e.Crit), Reaction: yes(e.Reaction)}
}
