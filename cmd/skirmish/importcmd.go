package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/skirmish-rpg/skirmish/compendium"
)

type importCmd struct {
	Monsters importMonstersCmd `cmd:"" help:"Turn the 5e-database monsters JSON (2014 SRD format) into compendium entries, and report what could not be mapped (docs/compendium.md)."`
}

type importMonstersCmd struct {
	File string   `arg:"" type:"existingfile" help:"The 5e-database monsters JSON, e.g. 5e-SRD-Monsters.json."`
	Out  string   `help:"Write one ID.yaml per monster into this directory (created if missing) instead of a YAML stream on standard output." placeholder:"DIR"`
	Only []string `help:"Import only these monsters, by index: --only goblin,ogre." placeholder:"ID,ID"`
}

// Run imports the file, writes the entries, and prints on standard error
// what each monster leaves out and how much of the file mapped.
func (c *importMonstersCmd) Run(e *env) error {
	f, err := os.Open(c.File)
	if err != nil {
		return err
	}
	defer f.Close()
	list, err := compendium.ImportMonsters(f)
	if err != nil {
		return usageError{fmt.Errorf("%s: %w", c.File, err)}
	}
	if len(c.Only) > 0 {
		var ids []string
		for _, imp := range list {
			if imp.Err == nil {
				ids = append(ids, imp.ID)
			}
		}
		for _, id := range c.Only {
			if !slices.Contains(ids, id) {
				return usageError{fmt.Errorf("--only: no monster %q in %s", id, c.File)}
			}
		}
		list = slices.DeleteFunc(list, func(imp compendium.Imported) bool { return imp.Err != nil || !slices.Contains(c.Only, imp.ID) })
	}
	if c.Out != "" {
		if err := os.MkdirAll(c.Out, 0o755); err != nil {
			return err
		}
	}
	actions, mapped, unmapped, failed, written := 0, 0, 0, 0, 0
	for _, imp := range list {
		if imp.Err != nil { // reported, and the others go on
			failed++
			fmt.Fprintf(e.stderr, "%v\n", imp.Err)
			continue
		}
		switch {
		case c.Out != "":
			if err := os.WriteFile(filepath.Join(c.Out, imp.ID+".yaml"), imp.YAML, 0o644); err != nil {
				return err
			}
		default:
			if written > 0 {
				fmt.Fprintln(e.stdout, "---")
			}
			e.stdout.Write(imp.YAML)
		}
		written++
		actions, mapped, unmapped = actions+imp.Actions, mapped+imp.Mapped, unmapped+len(imp.Unmapped)
		if len(imp.Unmapped) == 0 {
			continue
		}
		fmt.Fprintf(e.stderr, "%s:\n", imp.ID)
		for _, u := range imp.Unmapped {
			fmt.Fprintf(e.stderr, "  %s\n", u)
		}
	}
	share := 100.0
	if actions > 0 {
		share = 100 * float64(mapped) / float64(actions)
	}
	notImported := ""
	if failed > 0 {
		notImported = fmt.Sprintf(", %d not imported (see above)", failed)
	}
	fmt.Fprintf(e.stderr, "%d monsters%s; %d of %d actions with an attack roll or damage mapped whole (%.1f%%); %d parts unmapped or approximated\n",
		len(list), notImported, mapped, actions, share, unmapped)
	if c.Out != "" {
		fmt.Fprintf(e.stderr, "wrote %d files to %s\n", written, c.Out)
	}
	return nil
}
