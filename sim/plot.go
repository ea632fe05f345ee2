package sim

import (
	"bytes"
	"fmt"
	"image/color"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Plot draws the report as an image in format "svg" or "png": each side's
// chance to win with its 95% interval, the rounds histogram, and each
// creature's chance to go down and to die.
func (r *Report) Plot(format string) ([]byte, error) {
	plots := []func() (*plot.Plot, error){r.winPlot, r.roundsPlot, r.fatePlot}
	const w, h = 7 * vg.Inch, 9 * vg.Inch
	var c vg.CanvasWriterTo
	switch format {
	case "svg":
		c = vgsvg.New(w, h)
	case "png":
		c = vgimg.PngCanvas{Canvas: vgimg.New(w, h)}
	default:
		return nil, fmt.Errorf("plot format %q: svg or png", format)
	}
	tiles := draw.Tiles{Rows: len(plots), Cols: 1, PadX: vg.Millimeter, PadY: 4 * vg.Millimeter,
		PadTop: 2 * vg.Millimeter, PadBottom: 2 * vg.Millimeter, PadLeft: 2 * vg.Millimeter, PadRight: 2 * vg.Millimeter}
	dc := draw.New(c.(vg.CanvasSizer))
	for i, mk := range plots {
		p, err := mk()
		if err != nil {
			return nil, err
		}
		p.Draw(tiles.At(dc, 0, i))
	}
	var buf bytes.Buffer
	if _, err := c.WriteTo(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

var (
	blue = color.RGBA{R: 0x3b, G: 0x6e, B: 0xa8, A: 0xff}
	red  = color.RGBA{R: 0xc0, G: 0x39, B: 0x2b, A: 0xff}
	grey = color.RGBA{R: 0x99, G: 0x99, B: 0x99, A: 0xff}
)

// winPlot: one bar per side, with its interval as error bars.
func (r *Report) winPlot() (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("%s: who wins (%d trials, 95%% intervals)", r.File, r.Trials)
	p.Y.Label.Text = "chance to win"
	p.Y.Min, p.Y.Max = 0, 1
	vals, names := plotter.Values{}, []string{}
	errs := plotter.YErrors{}
	for _, s := range r.Sides {
		vals = append(vals, s.Win.P)
		names = append(names, s.Name)
		errs = append(errs, struct{ Low, High float64 }{s.Win.P - s.Win.Lo, s.Win.Hi - s.Win.P})
	}
	bars, err := plotter.NewBarChart(vals, vg.Points(40))
	if err != nil {
		return nil, err
	}
	bars.Color = blue
	pts := make(plotter.XYs, len(vals))
	for i, v := range vals {
		pts[i].X, pts[i].Y = float64(i), v
	}
	eb, err := plotter.NewYErrorBars(struct {
		plotter.XYer
		plotter.YErrorer
	}{pts, errs})
	if err != nil {
		return nil, err
	}
	p.Add(bars, eb)
	p.NominalX(names...)
	return p, nil
}

// roundsPlot: the share of fights that ended in each round.
func (r *Report) roundsPlot() (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("rounds (mean %.1f)", r.Rounds.Mean)
	p.X.Label.Text = "round the fight ended"
	p.Y.Label.Text = "share of fights"
	vals, names := plotter.Values{}, []string{}
	for round, k := range r.Rounds.Histogram {
		if round == 0 {
			continue
		}
		vals = append(vals, float64(k)/float64(max(r.Trials, 1)))
		names = append(names, fmt.Sprint(round))
	}
	if len(vals) == 0 {
		vals, names = plotter.Values{0}, []string{"1"}
	}
	bars, err := plotter.NewBarChart(vals, vg.Points(12))
	if err != nil {
		return nil, err
	}
	bars.Color = grey
	p.Add(bars)
	p.NominalX(names...)
	return p, nil
}

// fatePlot: each creature's chance to go down and to die, side by side.
func (r *Report) fatePlot() (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = "each creature: chance to go down and to die"
	p.Y.Min, p.Y.Max = 0, 1
	down, dead, names := plotter.Values{}, plotter.Values{}, []string{}
	for _, c := range r.Creatures {
		down = append(down, c.Down.P)
		dead = append(dead, c.Dead.P)
		names = append(names, c.Name)
	}
	w := vg.Points(max(4, 240/float64(max(len(names), 1))))
	bd, err := plotter.NewBarChart(down, w)
	if err != nil {
		return nil, err
	}
	bk, err := plotter.NewBarChart(dead, w)
	if err != nil {
		return nil, err
	}
	bd.Color, bk.Color = grey, red
	bd.Offset, bk.Offset = -w/2, w/2
	p.Add(bd, bk)
	p.Legend.Add("down", bd)
	p.Legend.Add("dies", bk)
	p.Legend.Top = true
	p.NominalX(names...)
	return p, nil
}
