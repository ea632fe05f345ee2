package server

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/store"
)

// View is an encounter as one role sees it. The DM sees everything; a
// player or spectator sees the party's numbers but of a monster only how
// it fares (Status), and nothing of a hidden monster.
type View struct {
	ID        string     `json:"id"`
	Name      string     `json:"name"`
	Version   int        `json:"version"`
	Role      store.Role `json:"role"`
	Character string     `json:"character,omitempty"` // a seat's character
	Ruleset   string     `json:"ruleset"`
	Started   bool       `json:"started"`
	Over      bool       `json:"over"`
	Winner    string     `json:"winner,omitempty"`
	Round     int        `json:"round"`
	Turn      string     `json:"turn,omitempty"` // whose turn it is (next, while count20)
	// Count20 is the fight waiting at initiative count 20 for a lair
	// action, before Turn's turn begins: the DM takes it or goes on with
	// `next turn` (battle/lair.go).
	Count20 bool `json:"count20,omitempty"`
	// LegendWait is the fight waiting at the end of a turn for legendary
	// actions, before Turn's turn begins: the DM takes them or goes on
	// with `next turn` (battle/legendary_wait.go).
	LegendWait bool           `json:"legend_wait,omitempty"`
	Order      []string       `json:"order"`
	Map        MapView        `json:"map"`
	Creatures  []CreatureView `json:"creatures"`
	Effects    []EffectView   `json:"effects"`
	Prompts    []Prompt       `json:"prompts,omitempty"`   // reactions waiting for this role's answer
	Requests   []RequestView  `json:"requests,omitempty"`  // players' requests not yet answered
	Auto       []string       `json:"auto,omitempty"`      // creatures the DM handed to the tactics
	Claimable  []string       `json:"claimable,omitempty"` // characters no player has claimed yet
}

// MapView is the battle map: its size and what lies on its squares.
type MapView struct {
	W         int            `json:"w"`
	H         int            `json:"h"`
	Walls     []string       `json:"walls,omitempty"`
	Difficult []string       `json:"difficult,omitempty"`
	Objects   []string       `json:"objects,omitempty"` // squares with an object that gives cover
	Dark      []string       `json:"dark,omitempty"`
	Dim       []string       `json:"dim,omitempty"`
	Water     []string       `json:"water,omitempty"`
	Elevation map[string]int `json:"elevation,omitempty"`
}

// CreatureView is one creature. Pointer fields are absent when the role
// may not see them.
type CreatureView struct {
	Name       string   `json:"name"`
	Side       string   `json:"side"`
	Kind       string   `json:"kind"` // character or monster
	At         string   `json:"at"`
	Squares    int      `json:"squares"` // its space is squares × squares
	Alt        int      `json:"alt,omitempty"`
	Status     string   `json:"status"` // healthy, bloodied, critical, down, dead, out
	HP         *int     `json:"hp,omitempty"`
	MaxHP      *int     `json:"max_hp,omitempty"`
	TempHP     *int     `json:"temp_hp,omitempty"`
	AC         *int     `json:"ac,omitempty"`
	Speed      *int     `json:"speed,omitempty"`
	Reach      *int     `json:"reach,omitempty"`
	Attacks    []string `json:"attacks,omitempty"`
	Conditions []string `json:"conditions,omitempty"`
	Initiative *int     `json:"initiative,omitempty"`
	DeathSaves *[2]int  `json:"death_saves,omitempty"` // successes, failures
	Concentr   bool     `json:"concentrating,omitempty"`
	Hidden     bool     `json:"hidden,omitempty"`
	Reaction   bool     `json:"reaction"`
	Player     bool     `json:"player,omitempty"` // a player has claimed it
}

// EffectView is a condition or spell with a duration.
type EffectView struct {
	Target    string `json:"target"`
	Condition string `json:"condition"`
	Ends      string `json:"ends,omitempty"` // "start of Orc's turn, round 3"
	Rounds    int    `json:"rounds,omitempty"`
	Save      string `json:"save,omitempty"`
	Of        string `json:"concentration,omitempty"`
}

// status is how a creature fares, as the players see a monster: healthy
// above half its hit points, bloodied at half or less, critical at a
// quarter or less.
func status(c *battle.Combatant) string {
	switch {
	case c.Dead:
		return "dead"
	case c.Down() && c.HP.Current > 0:
		return "out"
	case c.HP.Current == 0:
		return "down"
	case c.HP.Current*4 <= c.HP.Max:
		return "critical"
	case c.HP.Current*2 <= c.HP.Max:
		return "bloodied"
	}
	return "healthy"
}

// seesAll reports whether the principal sees a creature's numbers.
func seesAll(p Principal, c *battle.Combatant) bool {
	return p.Role == store.RoleDM || c.Kind != battle.Monster
}

// view builds the principal's view of the table.
func (t *table) view(p Principal) View {
	s := t.state
	v := View{ID: t.id, Name: t.meta.Name, Version: t.version, Role: p.Role, Character: p.Character, Ruleset: s.Ruleset,
		Started: s.Started, Over: s.Over, Winner: s.Winner, Round: s.Round, Map: mapView(s.Map), Order: []string{}, Creatures: []CreatureView{}, Effects: []EffectView{}}
	hidden := map[string]bool{}
	for i := range s.Combatants {
		c := &s.Combatants[i]
		if p.Role != store.RoleDM && c.Kind == battle.Monster && c.Hidden > 0 {
			hidden[c.Name] = true
			continue
		}
		v.Creatures = append(v.Creatures, creatureView(s, i, seesAll(p, c)))
	}
	for _, i := range s.Order {
		if n := s.Combatants[i].Name; !hidden[n] {
			v.Order = append(v.Order, n)
		}
	}
	if s.Started && !s.Over {
		if cur := s.Current(); cur >= 0 && !hidden[s.Combatants[cur].Name] {
			v.Turn = s.Combatants[cur].Name
		}
		v.Count20, v.LegendWait = s.Count20, s.LegendWait
	}
	for k := range s.Effects {
		e := &s.Effects[k]
		if hidden[e.Target] {
			continue
		}
		ev := EffectView{Target: e.Target, Condition: e.Condition, Save: e.Save, Of: e.Concentration}
		if e.Ends != "" {
			ev.Ends = e.Ends + " of " + e.Of + "'s turn, round " + strconv.Itoa(e.Round)
			ev.Rounds = max(e.Round-s.Round, 0)
		}
		v.Effects = append(v.Effects, ev)
	}
	v.Prompts = t.prompts(p)
	v.Requests = t.requests(p)
	v.Auto = t.auto()
	return v
}

func creatureView(s *battle.State, i int, all bool) CreatureView {
	c := &s.Combatants[i]
	kind := "monster"
	if c.Kind != battle.Monster {
		kind = "character"
	}
	cv := CreatureView{Name: c.Name, Side: c.Side, Kind: kind, At: c.At.String(), Squares: c.Size.Squares(), Alt: c.Alt,
		Status: status(c), Hidden: c.Hidden > 0, Reaction: c.Reaction, Concentr: s.Concentrating(i)}
	for _, cd := range c.Conds.List() {
		cv.Conditions = append(cv.Conditions, cd.String())
	}
	if !all {
		return cv
	}
	hp, mx, tmp, ac, sp, reach, ini := c.HP.Current, c.HP.Max, c.HP.Temp, c.AC, c.Speed, c.Reach(), c.Initiative
	cv.HP, cv.MaxHP, cv.TempHP, cv.AC, cv.Speed, cv.Reach, cv.Initiative = &hp, &mx, &tmp, &ac, &sp, &reach, &ini
	for _, a := range c.Attacks {
		cv.Attacks = append(cv.Attacks, a.Name)
	}
	if c.DeathSaves && c.HP.Current == 0 && !c.Dead {
		cv.DeathSaves = &[2]int{c.Dying.Successes, c.Dying.Failures}
	}
	return cv
}

func mapView(m *grid.Map) MapView {
	mv := MapView{W: m.W, H: m.H}
	for row := 0; row < m.H; row++ {
		for col := 0; col < m.W; col++ {
			sq := grid.Square{Col: col, Row: row}
			n := sq.String()
			switch {
			case m.Wall(sq):
				mv.Walls = append(mv.Walls, n)
				continue
			case m.Object(sq) != grid.NoCover:
				mv.Objects = append(mv.Objects, n)
			case m.Difficult(sq):
				mv.Difficult = append(mv.Difficult, n)
			}
			switch m.LightAt(sq) {
			case grid.Dark:
				mv.Dark = append(mv.Dark, n)
			case grid.Dim:
				mv.Dim = append(mv.Dim, n)
			}
			if m.WaterAt(sq) != grid.Dry {
				mv.Water = append(mv.Water, n)
			}
			if e := m.Elevation(sq); e != 0 {
				if mv.Elevation == nil {
					mv.Elevation = map[string]int{}
				}
				mv.Elevation[n] = e
			}
		}
	}
	return mv
}

// hpText is the part of an event's prose that gives hit points away.
var hpText = regexp.MustCompile(`[:,;]? *\(?\d+ (temporary )?(HP|hit points)( left)?\)?`)

// acText is the part of an attack's prose that gives its target's AC away.
var acText = regexp.MustCompile(`\bAC \d+`)

// eventsFor are the events after seq `after` that the principal may see,
// with a monster's hit points taken out for all but the DM. The DM's
// setting of a monster's hit points and a hidden monster's doings are
// not shown at all.
func (t *table) eventsFor(p Principal, after int) []battle.Event {
	out := []battle.Event{}
	start, _ := slices.BinarySearchFunc(t.recs, after+1, func(r store.Record, seq int) int { return r.Event.Seq - seq })
	for k := start; k < len(t.recs); k++ {
		e := t.recs[k].Event
		if p.Role == store.RoleDM {
			out = append(out, e)
			continue
		}
		if t.secret[k] || t.oldSecret[e.Seq] {
			continue
		}
		if i, ok := t.state.Find(e.Target); ok && t.state.Combatants[i].Kind == battle.Monster {
			if e.Type == battle.EvHP {
				continue
			}
			e.HP, e.TempHP, e.AC = nil, nil, nil
			e.Text = strings.TrimSpace(hpText.ReplaceAllString(e.Text, ""))
			e.Text = acText.ReplaceAllString(e.Text, "its AC")
		}
		e.Held = nil // a held command's dice are the DM's to know
		if e.Joined != nil {
			j := *e.Joined // a newcomer's entry is its stat block: hit points, AC, attacks
			j.Spec = ""
			e.Joined = &j
		}
		if i, ok := t.state.Find(e.Actor); ok && t.state.Combatants[i].Kind == battle.Monster {
			e.Bonus = nil // a monster's modifiers are its stat block's secrets
		}
		out = append(out, e)
	}
	return out
}
