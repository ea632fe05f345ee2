package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

type oddsCmd struct {
	Expr   []string `arg:"" name:"expr" help:"The dice expression (with --ac: the attack roll, e.g. \"1d20+7 adv\")."`
	AC     *int     `name:"ac" help:"Armor Class: treat EXPR as an attack roll and print P(hit), P(crit), P(miss)."`
	Damage string   `help:"With --ac: the damage of a hit, e.g. \"1d8+4[slashing]\"; crits double its dice."`
	Depth  int      `default:"3" help:"Explosions followed per die for exploding dice."`
	JSON   bool     `help:"Print JSON instead of text."`
}

type oddsRow struct {
	Total   int     `json:"total"`
	P       float64 `json:"p"`
	AtLeast float64 `json:"p_at_least"`
}

type oddsOut struct {
	Expr   string    `json:"expr"`
	Mean   float64   `json:"mean"`
	SD     float64   `json:"sd"`
	Min    int       `json:"min"`
	Max    int       `json:"max"`
	Median int       `json:"median"`
	Table  []oddsRow `json:"table"`
}

func (c *oddsCmd) Run(e *env) error {
	expr, err := dice.Parse(strings.Join(c.Expr, " "))
	if err != nil {
		return usageError{err}
	}
	if c.Depth < 1 || c.Depth > dice.ExplodeCap {
		return usageError{fmt.Errorf("--depth must be from 1 to %d, not %d", dice.ExplodeCap, c.Depth)}
	}
	opt := dice.Options{ExplodeDepth: c.Depth}
	if c.AC != nil {
		return c.attack(e, expr, opt)
	}
	if c.Damage != "" {
		return usageError{fmt.Errorf("--damage needs --ac: the damage of an attack depends on whether it hits")}
	}
	d, err := dice.DistributionOf(expr, opt)
	if err != nil {
		return err
	}
	out := summarize(expr.String(), d)
	if c.JSON {
		return writeJSON(e, out)
	}
	fmt.Fprintf(e.stdout, "%s\nmean %.4f  sd %.4f  min %d  max %d  median %d\n\n",
		out.Expr, out.Mean, out.SD, out.Min, out.Max, out.Median)
	printDist(e, d)
	return nil
}

func summarize(expr string, d *dice.Dist) oddsOut {
	out := oddsOut{Expr: expr, Mean: d.Mean(), SD: d.StdDev(), Min: d.Lo(), Max: d.Hi(), Median: d.Quantile(0.5)}
	for v := d.Lo(); v <= d.Hi(); v++ {
		if p := d.Prob(v); p > 0 {
			out.Table = append(out.Table, oddsRow{Total: v, P: p, AtLeast: d.AtLeast(v)})
		}
	}
	return out
}

func printDist(e *env, d *dice.Dist) {
	var rows []histRow
	for v := d.Lo(); v <= d.Hi(); v++ {
		if p := d.Prob(v); p > 0 {
			rows = append(rows, histRow{label: strconv.Itoa(v), p: p,
				extra: fmt.Sprintf("%8.4f%%", 100*d.AtLeast(v))})
		}
	}
	fmt.Fprintf(e.stdout, "%6s %9s %9s\n", "total", "P(=)", "P(>=)")
	printHistogram(e.stdout, rows)
}

type attackOut struct {
	Attack string `json:"attack"`
	*rules.AttackOdds
	DamageExpr string   `json:"damage,omitempty"`
	DamageDist *oddsOut `json:"damage_distribution,omitempty"`
}

func (c *oddsCmd) attack(e *env, expr *dice.Expr, opt dice.Options) error {
	var dmg *dice.Expr
	if c.Damage != "" {
		var err error
		if dmg, err = dice.Parse(c.Damage); err != nil {
			return usageError{fmt.Errorf("--damage: %w", err)}
		}
	}
	o, err := rules.Attack(expr, *c.AC, dmg, opt)
	if err != nil {
		return usageError{err}
	}
	out := attackOut{Attack: expr.String(), AttackOdds: o}
	if dmg != nil {
		out.DamageExpr = dmg.String()
		s := summarize(dmg.String()+" per attack", o.Damage)
		out.DamageDist = &s
	}
	if c.JSON {
		return writeJSON(e, out)
	}
	fmt.Fprintf(e.stdout, "%s vs AC %d\nP(hit)  %8.4f%%   (critical hit, natural 20: %.4f%%)\nP(miss) %8.4f%%\n",
		out.Attack, o.AC, 100*o.Hit, 100*o.Crit, 100*o.Miss)
	if dmg != nil {
		fmt.Fprintf(e.stdout, "expected damage per attack: %.4f  (%s; crits roll its dice twice)\n\n", o.Expected, out.DamageExpr)
		printDist(e, o.Damage)
	}
	return nil
}
