package dice

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func rep(v, n int) []int { return slices.Repeat([]int{v}, n) }

// TestRollScripted rolls with scripted faces so every ruling of ast.go is
// exact. Each case must consume exactly its faces, and Program.Total must
// agree with Program.Roll.
func TestRollScripted(t *testing.T) {
	tests := []struct {
		expr  string
		faces []int
		total int
		text  string // Result.String(), when pinned
	}{
		// Dice terms and constants.
		{"2d6", []int{3, 4}, 7, "2d6 (3, 4) = 7"},
		{"d20", []int{13}, 13, "1d20 (13) = 13"},
		{"1d%", []int{100}, 100, "1d% (**100**) = 100"},
		{"4dF", []int{-1, 0, 1, 1}, 1, "4dF (**-1**, 0, **1**, **1**) = 1"},
		{"0d6+2", nil, 2, "0d6 () + 2 = 2"},
		{"7", nil, 7, "7 = 7"},
		// Arithmetic; division rounds toward zero (ast.go, Binary).
		{"2*3+4", nil, 10, ""},
		{"2+3*4", nil, 14, ""},
		{"1-2-3", nil, -4, ""},
		{"8/2/2", nil, 2, ""},
		{"8/(2/2)", nil, 8, ""},
		{"7/2", nil, 3, ""},
		{"-7/2", nil, -3, ""},
		{"7/-2", nil, -3, ""},
		{"-7/-2", nil, 3, ""},
		{"(1d6-4)/2", []int{1}, -1, "(1d6 (**1**) - 4)/2 = -1"},
		{"-1d4", []int{3}, -3, "-1d4 (3) = -3"},
		{"--3", nil, 3, ""},
		{"2d6+1d4-1", []int{6, 1, 2}, 8, "2d6 (**6**, **1**) + 1d4 (2) - 1 = 8"},
		// Keep/drop (Roll20's kh/kl/dh/dl, k = kh, d = dl): the kept dice are
		// those no op removed (ast.go, step 5).
		{"4d6kh3", []int{4, 4, 6, 3}, 14, "4d6kh3 (4, 4, **6**, ~~3~~) = 14"},
		{"4d6k3", []int{4, 4, 6, 3}, 14, ""},
		{"4d6kl1", []int{4, 4, 6, 3}, 3, "4d6kl1 (~~4~~, ~~4~~, ~~**6**~~, 3) = 3"},
		{"4d6dh1", []int{4, 4, 6, 3}, 11, ""},
		{"4d6dl1", []int{4, 4, 6, 3}, 14, ""},
		{"4d6d1", []int{4, 4, 6, 3}, 14, ""},
		{"4d6kh3dl1", []int{4, 4, 6, 3}, 14, ""},
		{"4d6kh3kl2", []int{4, 4, 6, 3}, 4, ""},
		{"4d6dh1dl1", []int{4, 5, 6, 3}, 9, ""},
		{"4d6kh5", []int{4, 4, 6, 3}, 17, ""},
		{"4d6kh0", []int{4, 4, 6, 3}, 0, ""},
		{"4d6dl9", []int{4, 4, 6, 3}, 0, ""},
		{"2d20kh1", []int{3, 17}, 17, ""},
		{"2d20kl1", []int{3, 17}, 3, ""},
		// Ties: equal dice keep their roll order in the sort (stable), so
		// Roll marks the same dice as Total counts out.
		{"3d6kh2", []int{5, 2, 5}, 10, "3d6kh2 (5, ~~2~~, 5) = 10"},
		{"3d6kl1", []int{5, 2, 2}, 2, "3d6kl1 (~~5~~, 2, ~~2~~) = 2"},
		// Rerolls (Roll20 / rpg-dice-roller r and ro; ast.go, step 2): r while
		// matching, ro once, bare r is the lowest face; the rerolled faces
		// are consumed and shown struck out.
		{"2d6r<3", []int{1, 2, 5, 3}, 8, "2d6r<3 (~~1~~, ~~2~~, 5, 3) = 8"},
		{"2d6ro<3", []int{1, 2, 5}, 7, "2d6ro<3 (~~1~~, 2, 5) = 7"},
		{"1d6r", []int{1, 1, 4}, 4, ""},
		{"1d6ro", []int{1, 1}, 1, ""},
		{"1d6r1r2", []int{2, 1, 3}, 3, ""},
		{"1d6r>=5", []int{6, 5, 2}, 2, ""},
		{"4dFr", []int{-1, -1, 0, 1, 1, 0}, 2, ""},
		{"1d6ro1ro2", []int{2, 1}, 1, ""}, // the one reroll stands, whatever it shows
		// Clamps (rpg-dice-roller min/max, Avrae mi/ma; ast.go, step 3): a
		// face is raised to min and lowered to max.
		{"4d6min3", []int{1, 6, 4, 3}, 16, "4d6min3 (**1**→3, **6**, 4, 3) = 16"},
		{"4d6max5", []int{1, 6, 4, 3}, 13, "4d6max5 (**1**, **6**→5, 4, 3) = 13"},
		{"4d6min3max5", []int{1, 6, 4, 3}, 15, ""},
		{"4d6mi3ma5", []int{1, 6, 4, 3}, 15, ""},
		{"4dFmin0", []int{-1, -1, 1, 0}, 1, ""},
		{"1d6r1min3", []int{1, 2}, 3, ""}, // reroll first, then clamp
		// Explosions (Roll20 !, !!, !p; ast.go, step 4). Plain: each
		// explosion is a new die of the pool.
		{"3d6!", []int{6, 6, 2, 3, 4}, 21, "3d6! (**6**!, **6**!, 2, 3, 4) = 21"},
		{"1d6!>=5", []int{5, 6, 2}, 13, ""},
		{"1d6!5", []int{5, 6}, 11, ""},
		{"2d6!kh1", []int{6, 3, 4}, 6, ""},        // the explosion is a die for keep
		{"3d6>=5!", []int{6, 2, 5, 1}, 2, ""},     // ... and for success: 6, 2, 5, 1 → 2
		{"3d6!>=5", []int{6, 2, 5, 1, 4}, 18, ""}, // here >=5 is the explode condition (print.go)
		{"1d6!<2", []int{1, 1, 4}, 6, ""},
		// Compound: explosions add into the one die.
		{"3d6!!", []int{6, 6, 2, 3, 4}, 21, "3d6!! (6!+6!+2, 3, 4) = 21"},
		{"2d6!!kh1", []int{6, 3, 4}, 9, ""},
		{"2d6>=8!!", []int{6, 3, 5}, 1, ""}, // 9 and 5: success reads the compounded value (ast.go, step 6)
		{"1d6!!5", []int{5, 5, 1}, 11, ""},
		// Penetrating: each added roll counts one lower, but the explosion
		// check reads the roll itself: 6, 6 (counts 5), 3 (counts 2) = 13.
		{"1d6!p", []int{6, 6, 3}, 13, "1d6!p (**6**!, **6**→5!, 3→2) = 13"},
		{"3d6!p", []int{6, 6, 2, 3, 4}, 19, ""},
		{"1d6!!p", []int{6, 6, 3}, 13, "1d6!!p (6!+5!+2) = 13"},
		{"3d6!!p", []int{6, 6, 2, 3, 4}, 19, ""},
		// The explode check reads the base value: after reroll and clamp.
		{"1d6min3!<=3", []int{1, 2, 5}, 11, ""},
		{"2d6max5!", []int{6, 6}, 10, ""},
		{"1d6r1!", []int{1, 6, 1, 3}, 9, ""}, // the explosion is a base value too: its 1 is rerolled
		// Success counting and failures (Roll20 10d10>=7f1; ast.go, step 6);
		// < and > are strict, as in rpg-dice-roller.
		{"10d10>=7", []int{1, 7, 8, 10, 3, 4, 5, 6, 1, 9}, 4, ""},
		{"10d10>=7f1", []int{1, 7, 8, 10, 3, 4, 5, 6, 1, 9}, 2,
			"10d10>=7f1 (**1**✗, 7✓, 8✓, **10**✓, 3, 4, 5, 6, **1**✗, 9✓) = 2"},
		{"4d6<3", []int{1, 2, 3, 4}, 2, ""},
		{"4d6>3", []int{1, 2, 3, 4}, 1, ""},
		{"4d6<=3", []int{1, 2, 3, 4}, 3, ""},
		{"4d6=6", []int{6, 2, 6, 4}, 2, ""},
		{"4d6<>6", []int{6, 2, 6, 4}, 2, ""},
		{"4d6>=4f<3", []int{1, 2, 3, 4}, -1, ""},
		{"3d6>=1f<=6", []int{1, 2, 3}, 0, "3d6>=1f<=6 (**1**✓✗, 2✓✗, 3✓✗) = 0"},
		{"4d6kh2>=4", []int{6, 5, 4, 1}, 2, "4d6kh2>=4 (**6**✓, 5✓, ~~4~~, ~~**1**~~) = 2"},
		{"4dF>0f<0", []int{-1, 1, 1, 0}, 1, ""},
		// Groups {…} (Roll20) and sets (…) (rpg-dice-roller): keep/drop and
		// success over the members' totals (ast.go, Group).
		{"{2d6, 1d8}kh1", []int{1, 2, 7}, 7, "{2d6 (**1**, 2), 1d8 (7)}kh1 (~~3~~, 7) = 7"},
		{"(3, 1d4, 2d6)kh1", []int{4, 1, 1}, 4, ""},
		{"(3, 1d4, 2d6)kl1", []int{4, 1, 1}, 2, ""},
		{"(3, 1d4, 2d6)", []int{4, 1, 1}, 9, ""},
		{"{1d20, 1d20, 1d20}>=10", []int{5, 10, 15}, 2, "{1d20 (5), 1d20 (10), 1d20 (15)}>=10 (5, 10✓, 15✓) = 2"},
		{"{1d6, 1d6, 1d6}>=4f1", []int{1, 4, 6}, 1, ""},
		{"{4d6kh3, 4d6kh3}kl1", []int{6, 6, 6, 1, 2, 2, 2, 2}, 6, ""},
		{"{1d6, 2}d1", []int{1}, 2, ""},
		{"{1d20+5, 1d20+5}kh1", []int{10, 12}, 17, ""},
		{"{1d6}", []int{3}, 3, ""},
		{"{{1d6, 1d8}kh1, 1d10}kl1", []int{2, 5, 9}, 5, ""},
		// Labels (the issue: per-type totals): the total is the plain sum.
		{"1d8+3[slashing] + 2d6[fire]", []int{5, 3, 4}, 15,
			"1d8 (5) + 3 [slashing] + 2d6 (3, 4) [fire] = 15 (8 slashing, 7 fire)"},
		{"2d6[fire] + 1d4", []int{3, 4, 2}, 9, "2d6 (3, 4) [fire] + 1d4 (2) = 9 (7 fire, 2 untyped)"},
		// Advantage words (the issue; Avrae): the first plain 1d20 becomes
		// 2d20kh1 (adv) or 2d20kl1 (dis).
		{"1d20+5 adv", []int{3, 17}, 22, "2d20kh1 (~~3~~, 17) + 5 = 22"},
		{"1d20+5 dis", []int{3, 17}, 8, "2d20kl1 (3, ~~17~~) + 5 = 8"},
	}
	for _, tt := range tests {
		p, err := Compile(MustParse(tt.expr))
		if err != nil {
			t.Errorf("Compile(%q): %v", tt.expr, err)
			continue
		}
		s := NewScript(tt.faces...)
		r, err := p.Roll(s)
		if err != nil {
			t.Errorf("Roll(%q, %v): %v", tt.expr, tt.faces, err)
			continue
		}
		if r.Total != tt.total {
			t.Errorf("Roll(%q, %v).Total = %d, want %d (%s)", tt.expr, tt.faces, r.Total, tt.total, r)
		}
		if s.Used() != len(tt.faces) {
			t.Errorf("Roll(%q, %v) used %d faces, want %d", tt.expr, tt.faces, s.Used(), len(tt.faces))
		}
		if tt.text != "" && r.String() != tt.text {
			t.Errorf("Roll(%q, %v).String()\n got %q\nwant %q", tt.expr, tt.faces, r.String(), tt.text)
		}
		s = NewScript(tt.faces...)
		if total, err := p.Total(s); err != nil || total != tt.total || s.Used() != len(tt.faces) {
			t.Errorf("Total(%q, %v) = %d, %v using %d faces; want %d using %d", tt.expr, tt.faces, total, err, s.Used(), tt.total, len(tt.faces))
		}
	}
}

// TestRerollCap: r<cmp> rerolls at most RerollCap times and the last face
// stands (ast.go, step 2).
func TestRerollCap(t *testing.T) {
	faces := append(rep(1, RerollCap+1), 6)
	for _, roll := range []func(*Program, Source) (int, error){
		(*Program).Total,
		func(p *Program, s Source) (int, error) {
			r, err := p.Roll(s)
			if err != nil {
				return 0, err
			}
			if n := len(r.Terms[0].Dice[0].Rerolled); n != RerollCap {
				t.Errorf("Roll recorded %d rerolled faces, want %d", n, RerollCap)
			}
			return r.Total, nil
		},
	} {
		s := NewScript(faces...)
		total, err := roll(MustCompile("1d6r<6"), s)
		if err != nil {
			t.Fatal(err)
		}
		if total != 1 || s.Used() != RerollCap+1 {
			t.Errorf("1d6r<6 over %d ones: total %d using %d faces, want 1 using %d", RerollCap+1, total, s.Used(), RerollCap+1)
		}
	}
	// One face short of the cap: the reroll still goes on.
	s := NewScript(append(rep(1, RerollCap), 6)...)
	if total, err := MustCompile("1d6r<6").Total(s); err != nil || total != 6 {
		t.Errorf("1d6r<6 after %d ones: %d, %v; want 6", RerollCap, total, err)
	}
}

// TestExplodeCap: rolling stops after the explode cap per die (ast.go, step
// 4); SetExplodeCap changes it and 0 turns explosions off.
func TestExplodeCap(t *testing.T) {
	for _, tt := range []struct {
		expr  string
		cap   int
		total int
		used  int
	}{
		{"1d6!", 2, 18, 3},
		{"1d6!!", 2, 18, 3},
		{"1d6!p", 2, 6 + 5 + 5, 3},
		{"2d6!", 1, 24, 4},
		{"1d6!", 0, 6, 1},
		{"1d6!", -5, 6, 1},
	} {
		p := MustCompile(tt.expr)
		p.SetExplodeCap(tt.cap)
		s := NewScript(rep(6, 10)...)
		total, err := p.Total(s)
		if err != nil || total != tt.total || s.Used() != tt.used {
			t.Errorf("%s with cap %d over sixes: %d, %v using %d faces; want %d using %d",
				tt.expr, tt.cap, total, err, s.Used(), tt.total, tt.used)
		}
	}
	// The default cap is ExplodeCap explosions per die.
	s := NewScript(rep(6, ExplodeCap+5)...)
	total, err := MustCompile("1d6!").Total(s)
	if err != nil || total != 6*(ExplodeCap+1) || s.Used() != ExplodeCap+1 {
		t.Errorf("1d6! over sixes: %d, %v using %d faces; want %d using %d", total, err, s.Used(), 6*(ExplodeCap+1), ExplodeCap+1)
	}
	// Clone keeps the cap.
	p := MustCompile("1d6!")
	p.SetExplodeCap(1)
	if total, _ := p.Clone().Total(NewScript(6, 6, 6)); total != 12 {
		t.Errorf("Clone lost the explode cap: %d, want 12", total)
	}
}

// TestRollErrors checks the roll-time errors.
func TestRollErrors(t *testing.T) {
	tests := []struct {
		expr string
		src  Source
		want *Error
		msg  string
	}{
		{"1/0", nil, ErrDivZero, "division by zero"},
		{"1d6/(1d2-1)", NewScript(4, 1), ErrDivZero, "division by zero"},
		{"10d6/(1d6>=7)", NewPRNG(1), ErrDivZero, ""},
		// MaxDice counts rerolls and explosions at roll time.
		{"10000d2!", NewPRNG(1), ErrTooManyDice, "rerolls and explosions count"},
		{"5000d6+5000d6!", &Script{Faces: rep(6, 10001)}, ErrTooManyDice, ""},
		{"10000d6r1", &Script{Faces: append([]int{1}, rep(2, 10000)...)}, ErrTooManyDice, ""},
		{"{5000d6, 5000d6!}kh1", NewScript(rep(6, 10001)...), ErrTooManyDice, ""},
		// Scripted faces: out of range (naming the die), or run out.
		{"1d6", NewScript(7), ErrBadFace, "does not fit a d6"},
		{"1d20+1d6", NewScript(20, 7), ErrBadFace, "scripted face 7 (number 2) does not fit a d6"},
		{"4dF", NewScript(0, 2), ErrBadFace, "does not fit a dF"},
		{"1d%", NewScript(0), ErrBadFace, "does not fit a d100"},
		{"2d6", NewScript(3), ErrNoFaces, "no scripted face left for a d6"},
		{"1d6!", NewScript(6), ErrNoFaces, ""},
		{"1d6r1", NewScript(1), ErrNoFaces, ""},
		// Values beyond the arithmetic bound are refused, not wrapped.
		{"999999999*999999999*999999999", nil, ErrInvalid, "exceeds"},
		{"999999999*999999999+999999999*999999999", nil, ErrInvalid, "exceeds"},
	}
	for _, tt := range tests {
		for _, mode := range []string{"Roll", "Total"} {
			src := tt.src
			if s, ok := src.(*Script); ok { // a fresh copy for each mode
				src = &Script{Faces: s.Faces}
			}
			if p, ok := src.(*PRNG); ok {
				q := *p
				src = &q
			}
			if src == nil {
				src = NewScript()
			}
			p, err := Compile(MustParse(tt.expr))
			if err == nil {
				if mode == "Roll" {
					_, err = p.Roll(src)
				} else {
					_, err = p.Total(src)
				}
			}
			if !errors.Is(err, tt.want) {
				t.Errorf("%s(%q) = %v, want %s", mode, tt.expr, err, tt.want.Code)
				continue
			}
			if !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("%s(%q) = %q, want it to mention %q", mode, tt.expr, err, tt.msg)
			}
		}
	}
	// A program can roll again after an error.
	p := MustCompile("6/(1d2-1)")
	if _, err := p.Roll(NewScript(1)); !errors.Is(err, ErrDivZero) {
		t.Fatalf("6/(1d2-1) with 1: %v", err)
	}
	if r, err := p.Roll(NewScript(2)); err != nil || r.Total != 6 {
		t.Errorf("6/(1d2-1) with 2 after an error: %v, %v", r, err)
	}
	// Roll reports parse and compile errors too.
	if _, err := Roll("1d", NewPRNG(1)); !errors.Is(err, ErrSyntax) {
		t.Errorf("Roll(1d) = %v", err)
	}
	if _, err := Roll("6000d6+6000d6", NewPRNG(1)); !errors.Is(err, ErrTooManyDice) {
		t.Errorf("Roll(6000d6+6000d6) = %v", err)
	}
}

// rollExamples mixes every modifier; TestTotalMatchesRoll and the fuzz
// and property tests roll them.
var rollExamples = []string{
	"1d20+5", "4d6kh3", "4d6kl1", "4d6dh1dl1", "4d6kh3kl2", "2d20kh1+1d20 adv", "1d20 dis",
	"d%", "4dF", "4dF+2", "3d6r<3", "3d6ro<3", "4d6r", "4dFr", "2d6r1r2",
	"3d6!", "3d6!>=5", "3d6!!", "3d6!p", "3d6!!p", "3d6!!>=4kh2", "2d6!kh1", "1d6min3!<=3",
	"4d6min2max5", "4d6mi3", "4dFmin0", "10d10>=7", "10d10>=7f1", "10d10>=7f1!", "4d6kh2>=4",
	"{2d6, 1d8}kh1", "(3, 1d4, 2d6)kh1", "{1d20, 1d20, 1d20}>=10", "{1d6, 1d6, 1d6}>=4f1",
	"{4d6kh3, 4d6kh3, 4d6kh3}dl1", "{{1d6, 1d8}kh1, 1d10}kl1",
	"1d8+3[slashing] + 2d6[fire]", "2d6[fire] + 1d4 - 1", "(1d6+2)*(1d4-1)", "-1d4", "1d100/1d6", "(1d6-4)/2",
	"20d6!!>=4kh5dl2>=10f3", "8d10r1!>=9kh3",
}

// TestTotalMatchesRoll checks that the allocation-free Total and the
// explaining Roll take the same faces and give the same totals, seed by
// seed; and that Roll's record adds up.
func TestTotalMatchesRoll(t *testing.T) {
	for _, expr := range rollExamples {
		p := MustCompile(expr)
		q := p.Clone()
		for seed := range uint64(200) {
			a, b := NewPRNG(seed), NewPRNG(seed)
			r, err := p.Roll(a)
			if err != nil {
				t.Fatalf("Roll(%q, seed %d): %v", expr, seed, err)
			}
			total, err := q.Total(b)
			if err != nil {
				t.Fatalf("Total(%q, seed %d): %v", expr, seed, err)
			}
			if total != r.Total {
				t.Fatalf("%q seed %d: Total %d, Roll %d (%s)", expr, seed, total, r.Total, r)
			}
			if x, y := a.pcg.Uint64(), b.pcg.Uint64(); x != y {
				t.Fatalf("%q seed %d: Roll and Total consumed different faces", expr, seed)
			}
			if total2, _ := p.Total(NewPRNG(seed)); total2 != total {
				t.Fatalf("%q seed %d: Total after Roll on the same program differs", expr, seed)
			}
			checkResult(t, expr, r)
		}
	}
}

// checkResult checks the invariants of a Result: per-type totals add up to
// the total; each dice term's total is what its kept dice count for.
func checkResult(t testing.TB, expr string, r *Result) {
	t.Helper()
	if r.Types != nil {
		sum := 0
		for _, tt := range r.Types {
			sum += tt.Total
		}
		if sum != r.Total {
			t.Fatalf("%q: types %v add up to %d, total %d", expr, r.Types, sum, r.Total)
		}
	}
	if !strings.HasSuffix(r.Text, " = "+itoa(r.Total)) {
		t.Fatalf("%q: text %q does not end with the total %d", expr, r.Text, r.Total)
	}
	for _, term := range r.Terms {
		e, err := Parse(term.Expr)
		if err != nil {
			t.Fatalf("%q: term %q does not parse: %v", expr, term.Expr, err)
		}
		d, ok := e.Root.(*Dice)
		if !ok {
			continue
		}
		want := 0
		for _, die := range term.Dice {
			switch {
			case die.Dropped:
			case d.Success == nil:
				want += die.Face
			default:
				if die.Success != d.Success.Match(die.Face) || die.Failure != (d.Failure != nil && d.Failure.Match(die.Face)) {
					t.Fatalf("%q: die %+v marked wrongly for %q", expr, die, term.Expr)
				}
				if die.Success {
					want++
				}
				if die.Failure {
					want--
				}
			}
		}
		if want != term.Total {
			t.Fatalf("%q: term %q dice %+v count %d, total says %d", expr, term.Expr, term.Dice, want, term.Total)
		}
	}
}

// TestTotalAllocs: Total allocates nothing once the program has rolled
// (roll.go's promise, checked on the benchmark's expression and on
// modifiers that take the general path).
func TestTotalAllocs(t *testing.T) {
	for _, expr := range []string{"4d6kh3", "1d20+5", "{2d6, 1d8}kh1+10d10>=7f1", "3d6r<3min2kh2", "1d8+3[slashing]+2d6[fire]", "2d20kh1-1d4"} {
		p := MustCompile(expr)
		src := NewPRNG(1)
		if _, err := p.Total(src); err != nil {
			t.Fatal(err)
		}
		allocs := testing.AllocsPerRun(1000, func() {
			if _, err := p.Total(src); err != nil {
				t.Fatal(err)
			}
		})
		if allocs != 0 {
			t.Errorf("Total(%q) allocates %v times per roll, want 0", expr, allocs)
		}
	}
}

// TestClone: a clone rolls the same game with its own buffers.
func TestClone(t *testing.T) {
	p := MustCompile("8d6!kh3+{1d6, 2d4}kl1")
	q := p.Clone()
	if q.Expr() != p.Expr() {
		t.Error("Clone has another expression")
	}
	for seed := range uint64(50) {
		a, _ := p.Total(NewPRNG(seed))
		b, _ := q.Total(NewPRNG(seed))
		if a != b {
			t.Fatalf("seed %d: %d and %d", seed, a, b)
		}
	}
	done := make(chan int)
	for range 4 {
		c := p.Clone()
		go func() {
			s := 0
			for seed := range uint64(200) {
				v, _ := c.Total(NewPRNG(seed))
				s += v
			}
			done <- s
		}()
	}
	first := <-done
	for range 3 {
		if s := <-done; s != first {
			t.Errorf("clones rolling concurrently disagree: %d and %d", first, s)
		}
	}
}

// TestMustCompile: it panics on a parse or compile error.
func TestMustCompile(t *testing.T) {
	for _, s := range []string{"1d", "6000d6+6000d6"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("MustCompile(%q) did not panic", s)
				}
			}()
			MustCompile(s)
		}()
	}
}
