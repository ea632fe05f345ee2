package dice_test

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/dice"
)

// Parse reads the Roll20 / rpg-dice-roller dialect; String prints the
// canonical form, which parses back to the same expression.
func ExampleParse() {
	for _, s := range []string{"4D6K3", "d20 + 5 adv", "{2d6, 1d8}KH1", "1d8+3 [Slashing] + 2d6[fire]", "4d6!>=5>=3"} {
		e, err := dice.Parse(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(e)
	}
	_, err := dice.Parse("2d6 +")
	fmt.Println(err)
	// Output:
	// 4d6kh3
	// 2d20kh1+5
	// {2d6, 1d8}kh1
	// 1d8+3[slashing]+2d6[fire]
	// 4d6>=3!>=5
	// dice: at position 6: found end of expression, expected a number, a die such as d20, "(" or "{"
}

// A Script hands out the faces of physical dice, or a test's: every ruling
// is then exact.
func ExampleRoll() {
	r, err := dice.Roll("4d6kh3", dice.NewScript(4, 4, 6, 3))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Total)
	fmt.Println(r)

	r, _ = dice.Roll("1d8+3[slashing] + 2d6[fire]", dice.NewScript(5, 3, 4))
	fmt.Println(r)
	for _, t := range r.Types {
		fmt.Printf("%s: %d\n", t.Type, t.Total)
	}

	_, err = dice.Roll("1d6", dice.NewScript(7))
	fmt.Println(err)
	// Output:
	// 14
	// 4d6kh3 (4, 4, **6**, ~~3~~) = 14
	// 1d8 (5) + 3 [slashing] + 2d6 (3, 4) [fire] = 15 (8 slashing, 7 fire)
	// slashing: 8
	// fire: 7
	// dice: scripted face 7 (number 1) does not fit a d6, whose faces run 1 to 6
}

// Compile once and call Total in a loop: it allocates nothing. A seeded
// PRNG gives the same faces on every machine.
func ExampleCompile() {
	e := dice.MustParse("4d6kh3")
	p, err := dice.Compile(e)
	if err != nil {
		fmt.Println(err)
		return
	}
	src := dice.NewPRNG(1)
	sum := 0
	for range 6 {
		v, _ := p.Total(src)
		fmt.Print(v, " ")
		sum += v
	}
	fmt.Println("=", sum)
	// Output:
	// 18 16 15 12 9 11 = 81
}

// Distribution gives the exact chance of every total.
func ExampleDistribution() {
	d, err := dice.Distribution("2d20kh1")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("mean %.4f, P(>=15) = %.4f, P(20) = %.4f\n", d.Mean(), d.AtLeast(15), d.Prob(20))

	d, _ = dice.Distribution("4d6kh3")
	fmt.Printf("4d6kh3: %d..%d, P(18) = %.0f/1296\n", d.Lo(), d.Hi(), 1296*d.Prob(18))
	// Output:
	// mean 13.8250, P(>=15) = 0.5100, P(20) = 0.0975
	// 4d6kh3: 3..18, P(18) = 21/1296
}
