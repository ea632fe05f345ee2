package dice

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestResultJSON pins the JSON of a Result (encoding/json): total, types,
// and the terms with their dice and every flag a client may show.
func TestResultJSON(t *testing.T) {
	r, err := Roll("4d6kh3", NewScript(4, 4, 6, 3))
	if err != nil {
		t.Fatal(err)
	}
	got, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"expr":"4d6kh3","text":"4d6kh3 (4, 4, **6**, ~~3~~) = 14","total":14,"terms":[` +
		`{"expr":"4d6kh3","total":14,"dice":[` +
		`{"die":"d6","face":4,"natural":4},` +
		`{"die":"d6","face":4,"natural":4},` +
		`{"die":"d6","face":6,"natural":6},` +
		`{"die":"d6","face":3,"natural":3,"dropped":true}]}]}`
	if string(got) != want {
		t.Errorf("JSON\n got %s\nwant %s", got, want)
	}
}

// TestResultJSONFields decodes the JSON of richer rolls and checks each
// field against what the roll did.
func TestResultJSONFields(t *testing.T) {
	tests := []struct {
		expr  string
		faces []int
		want  Result
	}{
		{"1d8+3[slashing] + 2d6[fire] + 2", []int{5, 3, 4}, Result{
			Expr: "1d8+3[slashing]+2d6[fire]+2", Total: 17,
			Text:  "1d8 (5) + 3 [slashing] + 2d6 (3, 4) [fire] + 2 = 17",
			Types: []TypeTotal{{"slashing", 8}, {"fire", 7}, {"", 2}},
			Terms: []Term{
				{Expr: "1d8", Total: 5, Dice: []Die{{Die: "d8", Face: 5, Natural: 5}}},
				{Expr: "2d6", Total: 7, Dice: []Die{{Die: "d6", Face: 3, Natural: 3}, {Die: "d6", Face: 4, Natural: 4}}},
			},
		}},
		{"2d6r<3!", []int{1, 6, 2, 4, 5}, Result{
			Expr: "2d6r<3!", Total: 15,
			Text: "2d6r<3! (~~1~~, **6**!, ~~2~~, 4, 5) = 15",
			Terms: []Term{{Expr: "2d6r<3!", Total: 15, Dice: []Die{
				{Die: "d6", Face: 6, Natural: 6, Rerolled: []int{1}, Exploded: true},
				{Die: "d6", Face: 4, Natural: 4, Rerolled: []int{2}, FromExplosion: true},
				{Die: "d6", Face: 5, Natural: 5},
			}}},
		}},
		{"1d6!!p+1d6min3", []int{6, 6, 2, 1}, Result{
			Expr: "1d6!!p+1d6min3", Total: 6 + 5 + 1 + 3,
			Text: "1d6!!p (6!+5!+1) + 1d6min3 (**1**→3) = 15",
			Terms: []Term{
				{Expr: "1d6!!p", Total: 12, Dice: []Die{{Die: "d6", Face: 12, Natural: 6, Rolls: []int{6, 5, 1}, Exploded: true}}},
				{Expr: "1d6min3", Total: 3, Dice: []Die{{Die: "d6", Face: 3, Natural: 1}}},
			},
		}},
		{"4dF>0f<0", []int{1, -1, 0, 1}, Result{
			Expr: "4dF>0f<0", Total: 1,
			Text: "4dF>0f<0 (**1**✓, **-1**✗, 0, **1**✓) = 1",
			Terms: []Term{{Expr: "4dF>0f<0", Total: 1, Dice: []Die{
				{Die: "dF", Face: 1, Natural: 1, Success: true},
				{Die: "dF", Face: -1, Natural: -1, Failure: true},
				{Die: "dF", Face: 0, Natural: 0},
				{Die: "dF", Face: 1, Natural: 1, Success: true},
			}}},
		}},
		{"{1d%, 50}kh1>=60", []int{70}, Result{
			Expr: "{1d%, 50}kh1>=60", Total: 1,
			Text: "{1d% (70), 50}kh1>=60 (70✓, ~~50~~) = 1",
			Terms: []Term{
				{Expr: "1d%", Total: 70, Dice: []Die{{Die: "d%", Face: 70, Natural: 70}}},
				{Expr: "{1d%, 50}kh1>=60", Total: 1, Members: []Member{{Expr: "1d%", Total: 70, Success: true}, {Expr: "50", Total: 50, Dropped: true}}},
			},
		}},
	}
	for _, tt := range tests {
		r, err := Roll(tt.expr, NewScript(tt.faces...))
		if err != nil {
			t.Errorf("Roll(%q): %v", tt.expr, err)
			continue
		}
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var got Result
		if err := json.Unmarshal(b, &got); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(Die{})); diff != "" {
			t.Errorf("Roll(%q) JSON (-want +got):\n%s\n%s", tt.expr, diff, b)
		}
	}
}

// TestResultTypes checks the per-type totals of labels (the issue: an
// unlabelled term takes the next label to its right; trailing unlabelled
// terms are untyped ""), with subtraction and repeated types.
func TestResultTypes(t *testing.T) {
	tests := []struct {
		expr  string
		faces []int
		types []TypeTotal
		text  string
	}{
		{"1d8+3[slashing] + 2d6[fire]", []int{5, 3, 4}, []TypeTotal{{"slashing", 8}, {"fire", 7}},
			"1d8 (5) + 3 [slashing] + 2d6 (3, 4) [fire] = 15 (8 slashing, 7 fire)"},
		{"1d6[fire] + 1d4", []int{2, 3}, []TypeTotal{{"fire", 2}, {"", 3}}, "1d6 (2) [fire] + 1d4 (3) = 5 (2 fire, 3 untyped)"},
		{"1d6[fire] + 1d4[cold] + 1d6[fire]", []int{2, 3, 5}, []TypeTotal{{"fire", 7}, {"cold", 3}}, ""},
		{"1d6+1d4-1[fire] - 2[cold]", []int{4, 3}, []TypeTotal{{"fire", 6}, {"cold", -2}}, ""},
		{"10-(1d6+1)[psychic]", []int{4}, []TypeTotal{{"psychic", 5}}, ""},
		{"2*1d6[radiant] + 1", []int{3}, []TypeTotal{{"radiant", 6}, {"", 1}}, ""},
		{"-1d4[necrotic]", []int{3}, []TypeTotal{{"necrotic", -3}}, ""},
		{"1d20+5 adv", []int{3, 17}, nil, "2d20kh1 (~~3~~, 17) + 5 = 22"}, // no labels, no types
		{"{1d6, 1d8}kh1[fire]", []int{2, 7}, []TypeTotal{{"fire", 7}}, ""},
	}
	for _, tt := range tests {
		r, err := Roll(tt.expr, NewScript(tt.faces...))
		if err != nil {
			t.Errorf("Roll(%q): %v", tt.expr, err)
			continue
		}
		if diff := cmp.Diff(tt.types, r.Types); diff != "" {
			t.Errorf("Roll(%q).Types (-want +got):\n%s", tt.expr, diff)
		}
		if tt.text != "" && r.String() != tt.text {
			t.Errorf("Roll(%q).String() = %q, want %q", tt.expr, r.String(), tt.text)
		}
		checkResult(t, tt.expr, r)
	}
}

// TestResultTerms checks the order and content of Terms: dice terms and
// groups in the order they were rolled, members before their group.
func TestResultTerms(t *testing.T) {
	r, err := Roll("1d4 + {2d6, 1d8}kh1 - 3", NewScript(2, 1, 2, 7))
	if err != nil {
		t.Fatal(err)
	}
	var exprs []string
	for _, term := range r.Terms {
		exprs = append(exprs, term.Expr)
	}
	if diff := cmp.Diff([]string{"1d4", "2d6", "1d8", "{2d6, 1d8}kh1"}, exprs); diff != "" {
		t.Errorf("term order (-want +got):\n%s", diff)
	}
	if r.Total != 2+7-3 {
		t.Errorf("total %d, want 6", r.Total)
	}
	// A constant has no term; the Terms list is never null in JSON.
	r, err = Roll("5", NewScript())
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(r)
	if want := `{"expr":"5","text":"5 = 5","total":5,"terms":[]}`; string(b) != want {
		t.Errorf("JSON of a constant = %s, want %s", b, want)
	}
}
