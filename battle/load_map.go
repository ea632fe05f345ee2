package battle

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
)

// Checking the map of an encounter file: its size, walls, difficult
// terrain, objects, water, light and heights, each square on the map.

func (l *loader) checkMap(ms *MapSpec) (*grid.Map, error) {
	if strings.TrimSpace(ms.Size) == "" {
		ms.Size = "12x8"
	}
	w, h, err := grid.ParseDims(ms.Size)
	if err != nil {
		return nil, l.cause(nil, "map.size", err, "%s", loadGridMsg(err))
	}
	m := grid.NewMap(w, h)
	for i, d := range ms.Difficult {
		f := fmt.Sprintf("map.difficult[%d]", i)
		sqs, err := grid.ParseSquares(d)
		if err != nil {
			return nil, l.cause(nil, f, err, "%s", loadGridMsg(err))
		}
		for _, s := range sqs {
			if !m.In(s) {
				return nil, l.errf(f, "%s is off the %dx%d map (%s)", s, w, h, loadCorners(m))
			}
		}
	}
	for i, wl := range ms.Walls {
		f := fmt.Sprintf("map.walls[%d]", i)
		sqs, err := l.mapSquares(m, f, wl)
		if err != nil {
			return nil, err
		}
		for _, s := range sqs {
			m.SetWall(s)
		}
	}
	for i, o := range ms.Objects {
		f := fmt.Sprintf("map.objects[%d]", i)
		sqs, err := l.mapSquares(m, f+".at", o.At)
		if err != nil {
			return nil, err
		}
		var lvl grid.CoverLevel
		switch strings.ToLower(strings.TrimSpace(o.Cover)) {
		case "half":
			lvl = grid.HalfCover
		case "three-quarters":
			lvl = grid.ThreeQuartersCover
		default:
			return nil, l.errf(f+".cover", "cover %q: an object gives half or three-quarters cover (a wall gives total)", o.Cover)
		}
		ms.Objects[i].Cover = lvl.String()
		for _, s := range sqs {
			if m.Wall(s) {
				return nil, l.errf(f+".at", "%s is a wall: an object can't stand in it", s)
			}
			m.SetObject(s, lvl)
		}
	}
	return m, l.checkTerrain(ms, m)
}

// checkTerrain reads the map's water, light and heights onto m.
func (l *loader) checkTerrain(ms *MapSpec, m *grid.Map) error {
	for _, layer := range terrainLayers(ms, m) {
		for i, text := range layer.list {
			f := fmt.Sprintf("map.%s[%d]", layer.key, i)
			sqs, err := l.mapSquares(m, f, text)
			if err != nil {
				return err
			}
			for _, s := range sqs {
				if m.Wall(s) {
					if len(sqs) == 1 {
						return l.errf(f, "%s is a wall: it has no %s", s, strings.ReplaceAll(layer.key, "_", " "))
					}
					continue // a range over a room leaves its walls as they are
				}
				layer.set(s)
			}
		}
	}
	given := map[grid.Square]string{}
	for _, k := range l.keyOrder("map.elevation", ms.Elevation) {
		f := loadJoin("map.elevation", k)
		sqs, err := grid.ParseSquares(k)
		if err != nil {
			return l.cause(l.keys[f], f, err, "%s", loadGridMsg(err))
		}
		if v := ms.Elevation[k]; v < -grid.MaxElevation || v > grid.MaxElevation || v%5 != 0 {
			return l.errf(f, "a height is a multiple of 5 ft from -%d to %d, not %d", grid.MaxElevation, grid.MaxElevation, v)
		}
		for _, s := range sqs {
			if !m.In(s) {
				return l.at(l.keys[f], f, "%s is off the %dx%d map (%s)", s, m.W, m.H, loadCorners(m))
			}
			if prev, ok := given[s]; ok {
				return l.at(l.keys[f], f, "%s already has a height (from %s): give each square one height", s, prev)
			}
			given[s] = k
			m.SetElevation(s, ms.Elevation[k])
		}
	}
	return nil
}

// mapSquares reads a square or range that must lie on the map.
func (l *loader) mapSquares(m *grid.Map, f, text string) ([]grid.Square, error) {
	sqs, err := grid.ParseSquares(text)
	if err != nil {
		return nil, l.cause(nil, f, err, "%s", loadGridMsg(err))
	}
	for _, s := range sqs {
		if !m.In(s) {
			return nil, l.errf(f, "%s is off the %dx%d map (%s)", s, m.W, m.H, loadCorners(m))
		}
	}
	return sqs, nil
}

// loadGridMsg is a grid error without grid's "bad grid notation: " prefix,
// which the field name already says.
func loadGridMsg(err error) string {
	return strings.TrimPrefix(err.Error(), grid.ErrSyntax.Error()+": ")
}

func loadCorners(m *grid.Map) string {
	return fmt.Sprintf("A1-%s", grid.Square{Col: m.W - 1, Row: m.H - 1})
}
