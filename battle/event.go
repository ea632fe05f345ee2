package battle

// Event is one thing that happened, in the public JSON Lines format of
// docs/events.md. Every event has seq, round and type; the other fields
// belong to some types only. Pointer fields are those whose zero value is
// meaningful (a miss is "hit": false), so they print whenever set.
type Event struct {
	Seq   int    `json:"seq"`
	Round int    `json:"round"`
	Type  string `json:"type"`

	Actor   string   `json:"actor,omitempty"`
	Target  string   `json:"target,omitempty"`
	With    string   `json:"with,omitempty"`
	D20     []int    `json:"d20,omitempty"`
	Mode    string   `json:"mode,omitempty"`
	Reasons []string `json:"reasons,omitempty"`
	Bonus   *int     `json:"bonus,omitempty"`
	Total   *int     `json:"total,omitempty"`
	AC      *int     `json:"ac,omitempty"`
	Cover   string   `json:"cover,omitempty"`
	// CoverReason says where the cover comes from: "wall at F3 blocks 2 of
	// 4 lines", "given by the encounter or the DM".
	CoverReason string `json:"cover_reason,omitempty"`
	Hit         *bool  `json:"hit,omitempty"`
	Crit        *bool  `json:"crit,omitempty"`
	Reaction    *bool  `json:"reaction,omitempty"`

	Amount     *int   `json:"amount,omitempty"`
	Rolled     *int   `json:"rolled,omitempty"` // damage before defenses
	DamageType string `json:"damage_type,omitempty"`
	Dice       string `json:"dice,omitempty"` // the explained damage roll
	HP         *int   `json:"hp,omitempty"`
	TempHP     *int   `json:"temp_hp,omitempty"`

	Ability string `json:"ability,omitempty"`
	Skill   string `json:"skill,omitempty"`
	DC      *int   `json:"dc,omitempty"`
	Success *bool  `json:"success,omitempty"`

	From string   `json:"from,omitempty"`
	To   string   `json:"to,omitempty"`
	Path []string `json:"path,omitempty"`
	Cost *int     `json:"cost,omitempty"`
	Alt  *int     `json:"alt,omitempty"` // feet above the ground after a move or fall
	// Squeezing is set on a move that starts or ends squeezing into a
	// space one size smaller.
	Squeezing *bool `json:"squeezing,omitempty"`

	Condition string `json:"condition,omitempty"`
	On        *bool  `json:"on,omitempty"`
	Level     *int   `json:"level,omitempty"`

	Successes *int `json:"successes,omitempty"`
	Failures  *int `json:"failures,omitempty"`

	Action  string   `json:"action,omitempty"`  // dash, disengage, dodge, help, ...
	Trigger string   `json:"trigger,omitempty"` // ready: enters | leaves | attacks | moves
	Who     string   `json:"who,omitempty"`     // ready: whose doing sets it off
	Order   []string `json:"order,omitempty"`
	Command string   `json:"command,omitempty"`
	Reason  string   `json:"reason,omitempty"`
	Winner  string   `json:"winner,omitempty"`

	Effect *Effect `json:"effect,omitempty"` // effect, effect_end

	// area: the template placed, the squares it covers, the creatures it
	// catches and those it spares (total cover from its origin).
	Area    string   `json:"area,omitempty"`
	Squares []string `json:"squares,omitempty"`
	Caught  []string `json:"caught,omitempty"`
	Spared  []string `json:"spared,omitempty"`

	Zone *Zone `json:"zone,omitempty"` // zone, zone_end (zone.go)

	Joined *Joiner `json:"joined,omitempty"` // join: a creature a house table brings in (house_join.go)

	Held *Held  `json:"held,omitempty"` // prompt: the tracker's command held for a reaction's answer (roster.go)
	Tool string `json:"tool,omitempty"` // check, action (help): the tool the check is made with (tools.go)

	Text string `json:"text"` // the ruling, explained for people
}

// Event types.
const (
	EvSurprise   = "surprise"
	EvInitiative = "initiative"
	EvOrder      = "order"
	EvTurn       = "turn"
	EvTurnEnd    = "turn_end"
	EvAttack     = "attack"
	EvDamage     = "damage"
	EvHeal       = "heal"
	EvSave       = "save"
	EvCheck      = "check"
	EvMove       = "move"
	EvCondition  = "condition"
	EvDeathSave  = "death_save"
	EvDown       = "down"
	EvStable     = "stable"
	EvDead       = "dead"
	EvAction     = "action"
	EvHP         = "hp"
	EvGrant      = "grant"
	EvRefused    = "refused"
	EvEnd        = "end"
	EvEffect     = "effect"
	EvEffectEnd  = "effect_end"
	EvCover      = "cover"
	EvArea       = "area"
)

// ip and bp give an event's optional numbers and flags. Small values
// point into shared tables instead of each taking an allocation (a fight
// makes thousands): nothing ever writes through an event's pointer
// fields, and nothing may — they are read with deref and compared.
func ip(v int) *int {
	if v >= smallLo && v < smallLo+len(smallInts) {
		return &smallInts[v-smallLo]
	}
	return newInt(v)
}

// newInt is ip's allocation, apart: were ip to return &v, v would be
// moved to the heap at every call, the table's values too.
func newInt(v int) *int {
	p := new(int)
	*p = v
	return p
}

// oneFace is the faces of one die that showed f: like ip, shared for the
// faces of a d20 (cut to length and capacity 1, so an append copies),
// since an event's faces are read, never written.
func oneFace(f int) []int {
	if f >= 1 && f <= len(d20Faces) {
		return d20Faces[f-1 : f : f]
	}
	return []int{f}
}

var d20Faces = [20]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20}

func bp(v bool) *bool {
	if v {
		return &flags[1]
	}
	return &flags[0]
}

const smallLo = -128

var (
	smallInts = func() (t [1152]int) {
		for i := range t {
			t[i] = i + smallLo
		}
		return t
	}()
	flags = [2]bool{false, true}
)
