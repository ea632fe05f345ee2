package web

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"
)

// The page is whole and self-contained: index.html at the root of FS,
// the script and style sheet it links, and nothing fetched from the
// internet (a table may play with no connection).
func TestPageSelfContained(t *testing.T) {
	page := FS()
	index, err := fs.ReadFile(page, "index.html")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"app.js", "style.css"} {
		if !strings.Contains(string(index), `"`+f+`"`) {
			t.Errorf("index.html does not link %s", f)
		}
	}
	remote := regexp.MustCompile(`(?i)(src|href)\s*=\s*["']?(https?:)?//|@import|url\(\s*["']?(https?:)?//`)
	err = fs.WalkDir(page, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(page, path)
		if err != nil {
			return err
		}
		if m := remote.Find(b); m != nil {
			t.Errorf("%s loads something from elsewhere: %q", path, m)
		}
		if strings.Contains(string(b), "fetch(\"http") || strings.Contains(string(b), "fetch('http") {
			t.Errorf("%s fetches from another origin", path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
