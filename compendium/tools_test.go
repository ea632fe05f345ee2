package compendium

import (
	"strings"
	"testing"
)

// The tool table: each name written as an id is its id (so a name in a
// command finds its tool), ids are unique, and the healer's kit is sent
// to items.
func TestTools(t *testing.T) {
	seen := map[string]bool{}
	for _, tl := range tools {
		if ToolID(tl.Name) != tl.ID {
			t.Errorf("%s: name %q reads as %q", tl.ID, tl.Name, ToolID(tl.Name))
		}
		if seen[tl.ID] {
			t.Errorf("%s twice", tl.ID)
		}
		seen[tl.ID] = true
	}
	if tl, err := LookupTool("  Thieves’ Tools "); err != nil || tl.ID != "thieves-tools" {
		t.Errorf("thieves' tools: %v %v", tl, err)
	}
	if _, err := LookupTool("healer's kit"); err == nil || !strings.Contains(err.Error(), "items:") {
		t.Errorf("healer's kit: %v", err)
	}
	if IsTool("stealth") || !IsTool("herbalism-kit") {
		t.Error("IsTool")
	}
}
