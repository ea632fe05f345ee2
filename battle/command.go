package battle

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Command is one parsed line of the command language (docs/commands.md):
// the same in scripts, in `skirmish play` and in the tracker.
type Command struct {
	Text   string
	Actor  int    // the acting combatant; -1 for DM rulings and undo
	Verb   string // attack, move, dash, ..., end turn; for DM rulings: dm damage, dm heal, ...
	Target int    // -1 when none
	Other  int    // help's enemy; -1 when none
	With   string // attack: the weapon; shove: prone | away
	To     []grid.Square
	Path   bool // move A B C follows the squares given; move to A finds the path
	N      int
	Type   string   // dm damage: the damage type
	Conds  []string // dm condition: +prone -poisoned
	Order  []int    // dm initiative: the new order
	// attack: the off-hand attack of two-weapon fighting (a bonus action),
	// and a melee attacker's choice to knock out instead of kill.
	Offhand, KnockOut bool
	Smite             int       // attack ... smite N: Divine Smite with a slot of level N (feature_more.go)
	Dur               *Duration // dm condition: how long the added conditions last
	// dm damage: every target (Target is the first) and the amount, a
	// number or a dice expression rolled once for all of them.
	Targets []int
	Amount  *dice.Expr
	// move: the speed used ("" walks; fly, swim, climb, burrow) and, for
	// fly up/down, the feet to rise (negative to descend; Down to land).
	Mode string
	Rise int
	Land bool
	// dm area, and use ATTACK toward|at SQUARE (To holds the square): the
	// area and its save (area.go). dm area's damage is in Amount.
	Area *AreaCommand
	// move ... carefully (or at half speed): through caltrops and ball
	// bearings at half speed, with no save (equipment_hazard.go).
	Careful bool
	// dm add: the entry to add, from the compendium (`dm add goblin at C3`)
	// or written out (the tracker's API: ParseCombatant).
	Spec *CombatantSpec
}

// Duration is the optional tail of dm condition: "for 3 rounds", "until
// start of Goblin 1", "until end of Fighter", "save con 13",
// "concentration Wizard".
type Duration struct {
	Rounds int    // for N rounds: until the start of the current creature's turn N rounds on
	Ends   string // "start" or "end": of Of's next turn
	Of     int
	Save   string // ability whose save ends it at the end of each of the target's turns
	DC     int
	Conc   int // the concentrating creature, -1 for none
	By     int // the source: the charmer, the source of fear; -1 for none
}

// actorVerbs are the verbs a creature's command can use; the value tells
// what follows: "" nothing, "target", "squares".
var actorVerbs = map[string]string{
	"attack": "target", "move": "squares", "dash": "", "disengage": "", "dodge": "",
	"help": "target", "hide": "", "search": "", "grapple": "target", "escape": "",
	"shove": "target", "stand": "", "drop prone": "", "stabilize": "target",
	"end turn": "", "use": "rest", "ready": "rest", "interact": "rest", "release": "target",
	"mount": "mount", "dismount": "dismount", // seed 003: parseMount (mount.go)
	"cast": "rest", // spell_parse.go
	// Legendary creatures (legendary.go, lair.go) and class features (feature.go).
	"legendary": "rest", "lair": "rest",
	"rage": "", "end rage": "", "second wind": "", "cunning action": "rest",
	"action surge": "", "bardic inspiration": "target", // feature_more.go
	"spiritual weapon": "rest", "haste": "rest", // spell_weapon.go, spell_haste.go
	"lay on hands": "rest",                                // feature_hands.go
	"martial arts": "target", "flurry of blows": "target", // feature_monk.go
	"patient defense": "", "step of the wind": "rest", // feature_ki.go
	"turn undead": "", "war priest": "target", // feature_turn.go, feature_war.go
	"reload":     "rest",               // equipment_reload.go
	"lower hood": "", "raise hood": "", // equipment_light.go
	"burst":  "rest",                   // equipment_burst.go: burst WEAPON at|toward SQUARE
	"pounce": "target", "reckless": "", // stat-block traits (trait_charge.go, trait_reckless.go)
	"hunter's mark": "target", "hunters mark": "target", // spell_mark.go
	// Stat-block traits (trait_web.go, trait_aggressive.go).
	"break free": "rest", "aggressive": "target",
	"rampage": "rest", "leadership": "", // trait_rampage.go, trait_leadership.go
	"wake": "target", // spell_sleep.go
	// The 2024 actions (ruleset.go); a 2014 fight refuses them.
	"influence": "rest", "study": "rest", "utilize": "rest",
	"pick up": "rest", // a weapon a fumble dropped (osr_fumble.go)
	// The OSR declarations (osr_round.go).
	"declare": "rest",
	// Held and stowed weapons (weapon_stow.go): draw, not ready (the Ready action).
	"draw": "rest", "stow": "rest",
}

// moveModes are the verbs of a move with a speed other than walking.
var moveModes = map[string]bool{"fly": true, "swim": true, "climb": true, "burrow": true}

// ParseCommand reads one line against the state (names are matched
// case-insensitively, as the name or its slug).
func ParseCommand(s *State, line string) (Command, error) {
	line = strings.TrimSpace(line)
	words, kept := s.commandWords(line) // command_words.go
	if kept {
		defer s.memo.wordsDone()
	}
	cmd := Command{Text: line, Actor: -1, Target: -1, Other: -1}
	if len(words) == 0 {
		return cmd, refuse(CodeSyntax, "empty command: write ACTOR VERB ..., dm ..., or undo")
	}
	switch { // EqualFold: lower-casing the actor's name would allocate
	case strings.EqualFold(words[0], "undo"):
		if len(words) > 1 {
			return cmd, refuse(CodeSyntax, "undo takes nothing after it")
		}
		cmd.Verb = "undo"
		return cmd, nil
	case strings.EqualFold(words[0], "dm"):
		return parseDM(s, cmd, words[1:])
	case len(words) == 2 && strings.EqualFold(words[0], "next") && strings.EqualFold(words[1], "turn"): // the wait at count 20 ends (lair.go)
		cmd.Verb = "next turn"
		return cmd, nil
	case strings.EqualFold(words[0], "begin"): // the live tracker's DM starts the fight (roster.go)
		if len(words) > 1 {
			return cmd, refuse(CodeSyntax, "begin takes nothing after it")
		}
		cmd.Verb = "begin"
		return cmd, nil
	}
	actor, n := matchName(s, words)
	if actor < 0 {
		return cmd, refuse(CodeUnknownName, "%q does not start with a combatant's name (%s)", line, names(s))
	}
	cmd.Actor = actor
	rest := words[n:]
	if len(rest) == 0 {
		return cmd, refuse(CodeSyntax, "%q: what does %s do? (attack, move to, dash, disengage, dodge, help, end turn, ...)", line, s.Combatants[actor].Name)
	}
	verb := strings.ToLower(rest[0])
	if verb == "uses" { // "Dragon uses fire breath toward E2"
		verb = "use"
	}
	if len(rest) > 1 && (verb == "end" || verb == "drop") {
		verb += " " + strings.ToLower(rest[1])
		rest = rest[1:]
	}
	for len(rest) > 1 && verbPrefixes()[verb] { // verbs of more than one word: "second wind", "cunning action", "lay on hands" (feature.go; command_verbs.go)
		k, longer := longerVerb(verb, rest)
		if k == 0 {
			break
		}
		verb, rest = longer, rest[k:]
	}
	if moveModes[verb] {
		cmd.Mode, verb = verb, "move" // fly, swim, climb, burrow: a move with that speed
	}
	if v, ok := verbAliases[verb]; ok { // "mounts" for "mount" (mount.go)
		verb = v
	}
	kind, ok := actorVerbs[verb]
	if !ok {
		return cmd, refuse(CodeSyntax, "%q: unknown action %q", line, verb) // "end round", not "round"
	}
	cmd.Verb = verb
	rest = rest[1:]
	switch kind {
	case "":
		if len(rest) > 0 {
			return cmd, refuse(CodeSyntax, "%q: %s takes nothing after it", line, verb)
		}
	case "target":
		if verb == "help" && len(rest) > 0 && strings.EqualFold(rest[0], "against") {
			return parseHelpAgainst(s, cmd, rest[1:]) // the 2024 distraction (ruleset.go)
		}
		if verb == "attack" {
			rest = attackFlags(&cmd, rest)
		}
		return parseTarget(s, cmd, rest)
	case "squares":
		return parseMove(cmd, rest)
	case "rest":
		if verb == "use" || verb == "utilize" {
			return parseUse(cmd, rest)
		}
		if verb == "influence" || verb == "study" {
			return parseCheckAction(s, cmd, rest) // ruleset.go
		}
		if verb == "burst" {
			return parseBurst(cmd, rest) // equipment_burst.go
		}
		if verb == "cast" {
			return parseCast(s, cmd, rest)
		}
		if verb == "lay on hands" {
			return parseLayOnHands(s, cmd, rest) // feature_hands.go
		}
		if verb == "rampage" {
			return parseRampage(s, cmd, rest) // trait_rampage.go
		}
		if verb == "break free" {
			return parseBreakFree(s, cmd, rest) // NAME break free [TARGET] (equipment_net.go)
		}
		cmd.With = strings.Join(rest, " ")
	case "mount", "dismount":
		return parseMount(s, cmd, kind, rest)
	}
	return cmd, nil
}

// attackFlags takes the trailing words "offhand" and "nonlethal" (or "to
// knock out") off an attack command.
func attackFlags(cmd *Command, rest []string) []string {
	for len(rest) > 0 {
		last := strings.ToLower(rest[len(rest)-1])
		switch {
		case last == "offhand" || last == "off-hand":
			cmd.Offhand = true
			rest = rest[:len(rest)-1]
		case last == "nonlethal":
			cmd.KnockOut = true
			rest = rest[:len(rest)-1]
		case smiteFlag(cmd, &rest): // feature_more.go
		case knockOutFlag(rest): // command_verbs.go
			cmd.KnockOut = true
			rest = rest[:len(rest)-3]
		default:
			return rest
		}
	}
	return rest
}

// parseTarget reads TARGET [with WEAPON] | TARGET prone|away | ALLY [against ENEMY].
func parseTarget(s *State, cmd Command, rest []string) (Command, error) {
	t, n := matchName(s, rest)
	if t < 0 {
		return cmd, refuse(CodeUnknownName, "%q: %s whom? no combatant named %q (%s)", cmd.Text, cmd.Verb, strings.Join(rest, " "), names(s))
	}
	cmd.Target = t
	rest = rest[n:]
	switch {
	case len(rest) == 0:
		if cmd.Verb == "shove" {
			return cmd, refuse(CodeSyntax, "%q: shove TARGET prone or shove TARGET away", cmd.Text)
		}
		return cmd, nil
	case (cmd.Verb == "attack" || cmd.Verb == "stabilize" || cmd.Verb == "war priest" || cmd.Verb == "help") && strings.EqualFold(rest[0], "with") && len(rest) > 1:
		cmd.With = strings.Join(rest[1:], " ")
		return cmd, nil
	case cmd.Verb == "shove" && len(rest) == 1 && (strings.EqualFold(rest[0], "prone") || strings.EqualFold(rest[0], "away")):
		cmd.With = strings.ToLower(rest[0])
		return cmd, nil
	case cmd.Verb == "help" && strings.EqualFold(rest[0], "against") && len(rest) > 1:
		o, m := matchName(s, rest[1:])
		if o < 0 || m != len(rest)-1 {
			return cmd, refuse(CodeUnknownName, "%q: help against whom? (%s)", cmd.Text, names(s))
		}
		cmd.Other = o
		return cmd, nil
	}
	return cmd, refuse(CodeSyntax, "%q: unexpected %q after the target", cmd.Text, strings.Join(rest, " "))
}

func parseMove(cmd Command, rest []string) (Command, error) {
	rest = carefulFlag(&cmd, rest) // equipment_careful.go
	if len(rest) > 0 && cmd.Mode == "fly" {
		switch w := strings.ToLower(rest[0]); w {
		case "up", "down":
			return parseRise(cmd, w, rest[1:])
		}
	}
	if len(rest) > 0 && strings.EqualFold(rest[0], "to") {
		if len(rest) != 2 {
			return cmd, refuse(CodeSyntax, "%q: move to takes one square, such as C3", cmd.Text)
		}
		sq, err := grid.ParseSquare(rest[1])
		if err != nil {
			return cmd, refuse(CodeSyntax, "%q: %v", cmd.Text, err)
		}
		cmd.To = []grid.Square{sq}
		return cmd, nil
	}
	if len(rest) == 0 {
		verb := cmp.Or(cmd.Mode, "move")
		if cmd.Mode == "fly" {
			return cmd, refuse(CodeSyntax, "%q: fly to SQUARE, fly SQUARE SQUARE ... along a path, fly up FEET, or fly down [FEET]", cmd.Text)
		}
		return cmd, refuse(CodeSyntax, "%q: %s to SQUARE, or %s SQUARE SQUARE ... along a path", cmd.Text, verb, verb)
	}
	cmd.Path = true
	cmd.To = make([]grid.Square, 0, len(rest))
	for _, w := range rest {
		sq, err := grid.ParseSquare(w)
		if err != nil {
			return cmd, refuse(CodeSyntax, "%q: %v", cmd.Text, err)
		}
		cmd.To = append(cmd.To, sq)
	}
	return cmd, nil
}

// parseRise reads fly up N [ft] | fly down [N [ft]]: without a number,
// down lands.
func parseRise(cmd Command, dir string, rest []string) (Command, error) {
	if len(rest) > 0 && strings.EqualFold(rest[len(rest)-1], "ft") {
		rest = rest[:len(rest)-1]
	}
	switch {
	case len(rest) == 0 && dir == "down":
		cmd.Land = true
		return cmd, nil
	case len(rest) != 1:
		return cmd, refuse(CodeSyntax, "%q: fly %s takes the feet, such as fly %s 20", cmd.Text, dir, dir)
	}
	ft, err := strconv.Atoi(rest[0])
	if err != nil || ft <= 0 || ft%grid.SquareFeet != 0 || ft > grid.MaxElevation {
		return cmd, refuse(CodeSyntax, "%q: %q is not a height: give feet in steps of 5, such as 20", cmd.Text, rest[0])
	}
	cmd.Rise = ft
	if dir == "down" {
		cmd.Rise = -ft
	}
	return cmd, nil
}

// parseDM reads the DM's rulings.
func parseDM(s *State, cmd Command, rest []string) (Command, error) {
	if len(rest) == 0 {
		return cmd, refuse(CodeSyntax, "dm what? damage, heal, hp, condition, cover, advantage, disadvantage, initiative, area, push, add, remove")
	}
	verb := strings.ToLower(rest[0])
	cmd.Verb = "dm " + verb
	rest = rest[1:]
	switch verb {
	case "damage", "heal", "hp", "condition", "advantage", "disadvantage", "initiative", "cover":
	case "area": // area.go
		return parseDMArea(cmd, rest)
	case "push": // forced.go
		return parseDMPush(s, cmd, rest)
	case "add", "remove": // roster.go
		return parseRoster(s, cmd, rest)
	default:
		return cmd, refuse(CodeSyntax, "%q: unknown DM ruling %q (damage, heal, hp, condition, cover, advantage, disadvantage, initiative, area, push, add, remove)", cmd.Text, verb)
	}
	if verb == "damage" {
		return parseDMDamage(s, cmd, rest)
	}
	if verb == "initiative" {
		for len(rest) > 0 {
			i, n := matchName(s, rest)
			if i < 0 {
				return cmd, refuse(CodeUnknownName, "%q: no combatant named %q (%s)", cmd.Text, strings.Join(rest, " "), names(s))
			}
			cmd.Order = append(cmd.Order, i)
			rest = rest[n:]
		}
		return cmd, nil
	}
	t, n := matchName(s, rest)
	if t < 0 {
		return cmd, refuse(CodeUnknownName, "%q: no combatant named %q (%s)", cmd.Text, strings.Join(rest, " "), names(s))
	}
	cmd.Target = t
	rest = rest[n:]
	switch verb {
	case "heal", "hp":
		if len(rest) != 1 {
			return cmd, refuse(CodeSyntax, "%q: dm %s TARGET N", cmd.Text, verb)
		}
		v, err := strconv.Atoi(rest[0])
		if err != nil || v < 0 || v > 100000 {
			return cmd, refuse(CodeSyntax, "%q: %q is not a number of hit points from 0 to 100000", cmd.Text, rest[0])
		}
		cmd.N = v
	case "condition":
		if len(rest) == 0 {
			return cmd, refuse(CodeSyntax, "%q: dm condition TARGET +prone -poisoned [for N rounds] [until start|end of NAME] [save ABILITY DC] [concentration NAME]", cmd.Text)
		}
		for len(rest) > 0 && len(rest[0]) >= 2 && (rest[0][0] == '+' || rest[0][0] == '-') {
			cmd.Conds = append(cmd.Conds, strings.ToLower(rest[0]))
			rest = rest[1:]
		}
		if len(cmd.Conds) == 0 {
			return cmd, refuse(CodeSyntax, "%q: %q: write +CONDITION to add or -CONDITION to remove", cmd.Text, rest[0])
		}
		if len(rest) > 0 {
			dur, err := parseDuration(s, cmd.Text, rest)
			if err != nil {
				return cmd, err
			}
			cmd.Dur = dur
		}
	case "cover":
		if len(rest) != 1 {
			return cmd, refuse(CodeSyntax, "%q: dm cover TARGET none|half|three-quarters|total", cmd.Text)
		}
		cmd.With = strings.ToLower(rest[0])
	case "advantage", "disadvantage":
		if len(rest) > 0 {
			return cmd, refuse(CodeSyntax, "%q: dm %s ACTOR takes nothing more", cmd.Text, verb)
		}
	default:
		return cmd, refuse(CodeSyntax, "%q: unknown DM ruling %q", cmd.Text, verb)
	}
	return cmd, nil
}

// parseDMDamage reads "dm damage TARGET[, TARGET ...] AMOUNT [TYPE]":
// AMOUNT is a number or a dice expression, rolled once for every target
// (seed 001 "Damage Rolls": damage to several targets at once is rolled
// once).
func parseDMDamage(s *State, cmd Command, rest []string) (Command, error) {
	usage := func(why string) error {
		return refuse(CodeSyntax, "%q: %s (dm damage TARGET[, TARGET ...] AMOUNT [TYPE], AMOUNT a number or dice such as 8d6)", cmd.Text, why)
	}
	parts := strings.Split(strings.Join(rest, " "), ",")
	for k, p := range parts {
		words := strings.Fields(p)
		t, n := matchName(s, words)
		if t < 0 {
			return cmd, refuse(CodeUnknownName, "%q: no combatant named %q (%s)", cmd.Text, strings.TrimSpace(p), names(s))
		}
		cmd.Targets = append(cmd.Targets, t)
		words = words[n:]
		if k < len(parts)-1 {
			if len(words) > 0 {
				return cmd, usage(fmt.Sprintf("unexpected %q after %s", strings.Join(words, " "), s.Combatants[t].Name))
			}
			continue
		}
		if len(words) == 0 || len(words) > 2 {
			return cmd, usage("give the amount, then optionally the damage type")
		}
		e, err := dice.Parse(words[0])
		if err != nil {
			return cmd, usage(fmt.Sprintf("%q is not a number or dice: %v", words[0], err))
		}
		cmd.Amount = e
		if len(words) == 2 {
			cmd.Type = strings.ToLower(words[1])
		}
	}
	cmd.Target = cmd.Targets[0]
	return cmd, nil
}

// parseDuration reads the clauses after dm condition's +/- list.
func parseDuration(s *State, text string, rest []string) (*Duration, error) {
	d := &Duration{Of: -1, Conc: -1, By: -1}
	bad := func(why string) error {
		return refuse(CodeSyntax, "%q: %s (for N rounds | until start|end of NAME | save ABILITY DC | concentration NAME | by NAME)", text, why)
	}
	for len(rest) > 0 {
		switch strings.ToLower(rest[0]) {
		case "for":
			if len(rest) < 3 || !strings.HasPrefix(strings.ToLower(rest[2]), "round") {
				return nil, bad("write for N rounds")
			}
			n, err := strconv.Atoi(rest[1])
			if err != nil || n < 1 || n > 1000 {
				return nil, bad(fmt.Sprintf("%q is not a number of rounds from 1 to 1000", rest[1]))
			}
			d.Rounds, rest = n, rest[3:]
		case "until":
			if len(rest) < 4 || !strings.EqualFold(rest[2], "of") {
				return nil, bad("write until start of NAME or until end of NAME")
			}
			d.Ends = strings.ToLower(rest[1])
			if d.Ends != "start" && d.Ends != "end" {
				return nil, bad(fmt.Sprintf("%q: until start of or until end of", rest[1]))
			}
			i, n := matchName(s, rest[3:])
			if i < 0 {
				return nil, bad(fmt.Sprintf("no combatant named %q", strings.Join(rest[3:], " ")))
			}
			d.Of, rest = i, rest[3+n:]
		case "save":
			if len(rest) < 3 {
				return nil, bad("write save ABILITY DC, such as save con 13")
			}
			ab, err := rules.ParseAbility(rest[1])
			if err != nil {
				return nil, bad(err.Error())
			}
			dc, err := strconv.Atoi(rest[2])
			if err != nil || dc < 1 || dc > 40 {
				return nil, bad(fmt.Sprintf("%q is not a DC from 1 to 40", rest[2]))
			}
			d.Save, d.DC, rest = ab.String(), dc, rest[3:]
		case "by":
			i, n := matchName(s, rest[1:])
			if i < 0 {
				return nil, bad(fmt.Sprintf("by: no combatant named %q", strings.Join(rest[1:], " ")))
			}
			d.By, rest = i, rest[1+n:]
		case "concentration":
			i, n := matchName(s, rest[1:])
			if i < 0 {
				return nil, bad(fmt.Sprintf("concentration: no combatant named %q", strings.Join(rest[1:], " ")))
			}
			d.Conc, rest = i, rest[1+n:]
		default:
			return nil, bad(fmt.Sprintf("unexpected %q", rest[0]))
		}
	}
	if d.Rounds > 0 && d.Ends != "" {
		return nil, bad("give for N rounds or until ..., not both")
	}
	return d, nil
}

// matchName finds the longest run of leading words naming a combatant.
func matchName(s *State, words []string) (int, int) {
	best, bestN := -1, 0
	for i := range s.Combatants {
		c := &s.Combatants[i]
		n := nameWords(c.Name, words)
		if len(words) > 0 && strings.EqualFold(c.Slug, words[0]) {
			n = max(n, 1)
		}
		if n > bestN {
			best, bestN = i, n
		}
	}
	return best, bestN
}

// nameWords is how many words a name has when the command's first words
// are that name (any case), else 0. It joins nothing: every command of
// every simulated turn names its creatures.
func nameWords(name string, words []string) int {
	k := 0
	for f := range strings.FieldsSeq(name) {
		if k >= len(words) || !strings.EqualFold(f, words[k]) {
			return 0
		}
		k++
	}
	return k
}

func names(s *State) string {
	var ns []string
	for _, c := range s.Combatants {
		ns = append(ns, c.Name)
	}
	if len(ns) > 8 {
		ns = append(ns[:8], "...")
	}
	return "combatants: " + strings.Join(ns, ", ")
}

func parseSquare(s string) (grid.Square, error) { return grid.ParseSquare(s) }

// String prints the command as it was typed.
func (c Command) String() string { return c.Text }
