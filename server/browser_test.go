package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/skirmish-rpg/skirmish/store"
	"github.com/skirmish-rpg/skirmish/web"
)

// The page (package web) in a real browser: Debian's Chromium driven by
// chromedp, a DM's laptop and a player's phone on one encounter. It
// checks what the issue asks of the page: the live stream (a change on
// one screen is on the other within a second), the player's view
// without monsters' numbers, errors shown, and a whole round clicked
// through as DM and player. docs/web.md says how to run it.

// chromiumPath is Debian's Chromium, which .ci/run installs.
const chromiumPath = "/usr/bin/chromium"

// live is how soon a change made on one page must show on the other.
const live = time.Second

// browser starts a headless Chromium with its own profile; the test is
// skipped without one, except in CI where it fails.
func browser(t *testing.T) context.Context {
	t.Helper()
	if _, err := exec.LookPath(chromiumPath); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("chromium is not installed at %s (.ci/run installs it): %v", chromiumPath, err)
		}
		t.Skipf("chromium is not installed at %s: %v", chromiumPath, err)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromiumPath),
		chromedp.Headless,
		chromedp.NoSandbox, // the tests run as root
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.UserDataDir(t.TempDir()),
	)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(acancel)
	return actx
}

// tab is one page of the browser, as one person sees it.
type tab struct {
	t    *testing.T
	name string
	ctx  context.Context
}

// newTab opens a tab with a viewport of w×h CSS pixels; from a tab, a
// new browser context (its own cookies and storage, like a second
// device).
func newTab(t *testing.T, parent context.Context, name string, w, h int64, mobile bool, opts ...chromedp.ContextOption) *tab {
	t.Helper()
	ctx, cancel := chromedp.NewContext(parent, opts...)
	t.Cleanup(cancel)
	tb := &tab{t: t, name: name, ctx: ctx}
	vo := []chromedp.EmulateViewportOption{chromedp.EmulateScale(1)}
	if mobile {
		vo = []chromedp.EmulateViewportOption{chromedp.EmulateScale(2), chromedp.EmulateMobile}
	}
	tb.do(chromedp.EmulateViewport(w, h, vo...))
	return tb
}

func (b *tab) do(actions ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, actions...); err != nil {
		b.t.Fatalf("%s: %v", b.name, err)
	}
}

// within waits until the JavaScript expression is true on the page, for
// at most d; the failure shows what the page says.
func (b *tab) within(d time.Duration, what, expr string) {
	b.t.Helper()
	deadline := time.Now().Add(d)
	for {
		left := time.Until(deadline)
		ctx, cancel := context.WithTimeout(b.ctx, left+time.Second) // the deadline is the poll's own; this only bounds the call
		_, err := chromedp.Run(ctx, chromedp.Poll[bool]("!!("+expr+")", chromedp.WithPollingTimeout(left), chromedp.WithPollingMutation()))
		cancel()
		// A page that reloads (the claim does) loses the poll: ask again.
		if err != nil && left > 0 && (strings.Contains(err.Error(), "navigated or closed") || strings.Contains(err.Error(), "Cannot find context")) {
			continue
		}
		if err == nil {
			return
		}
		b.t.Fatalf("%s: %s: not within %v (%v); the page shows round %q, message %q", b.name, what, d, err,
			b.js(`document.getElementById("round").textContent`), b.js(`document.getElementById("message").textContent`))
	}
}

// wait is within with room for a loaded machine, for what is not a
// matter of the live stream.
func (b *tab) wait(what, expr string) { b.t.Helper(); b.within(5*time.Second, what, expr) }

func (b *tab) js(expr string) string {
	s, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](expr))
	if err != nil {
		return "(" + err.Error() + ")"
	}
	return s
}

func (b *tab) click(sel string) {
	b.t.Helper()
	b.wait("enabled "+sel, fmt.Sprintf(`(e => e && !e.disabled && !e.closest("[hidden]"))(document.querySelector(%q))`, sel))
	b.do(chromedp.Click(chromedp.CSS(sel)))
}

// roundIs waits for the round and turn line of the page's header.
func (b *tab) roundIs(d time.Duration, want string) {
	b.t.Helper()
	b.within(d, "round "+want, fmt.Sprintf(`document.getElementById("round").textContent === %q`, want))
}

// logHas waits for a log line with every one of the words.
func (b *tab) logHas(d time.Duration, words ...string) {
	b.t.Helper()
	js, _ := json.Marshal(words)
	b.within(d, fmt.Sprintf("a log line with %q", words), fmt.Sprintf(
		`[...document.querySelectorAll("#log li[data-seq]")].some(li => %s.every(w => li.textContent.includes(w)))`, js))
}

func (b *tab) screenshot(dirs []string, file string) {
	b.t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		b.t.Fatalf("%s: screenshot: %v", b.name, err)
	}
	for _, d := range dirs {
		if err := os.WriteFile(filepath.Join(d, file), png, 0o644); err != nil {
			b.t.Fatal(err)
		}
	}
}

// survivingSeed is a seed for the service's dice with which the
// Fighter's first longsword swing leaves Goblin 1 standing, so that the
// goblin still has its turn in the round the test clicks through.
func survivingSeed(t *testing.T) uint64 {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		ts := newTestServer(t)
		ts.svc.seed = func() uint64 { return seed }
		ts.cmd(ts.dm, "begin", http.StatusOK)
		ts.cmd(ts.dm, "Fighter attack Goblin 1", http.StatusOK)
		for _, c := range ts.state(ts.dm).Creatures {
			if c.Name == "Goblin 1" && c.Status != "dead" {
				return seed
			}
		}
	}
	t.Fatal("no seed leaves Goblin 1 alive")
	return 0
}

// servePage serves the API and the page over a memory store with the
// encounter of file made, the dice of the seed, and returns the DM's
// test server and the encounter's links.
func servePage(t *testing.T, file, name string, seed uint64) (*testServer, map[string]string) {
	t.Helper()
	svc := New(store.NewMemory())
	svc.seed = func() uint64 { return seed }
	srv := httptest.NewServer(Handler(svc, web.FS()))
	t.Cleanup(srv.Close)
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	ts := &testServer{t: t, svc: svc, srv: srv, url: srv.URL}
	var made struct {
		ID, DM_token, Player_token string
		Links                      map[string]string
	}
	ts.call("POST", "/api/encounters", "", map[string]any{"name": name, "yaml": string(src)}, http.StatusCreated, &made)
	ts.id, ts.dm, ts.pl = made.ID, made.DM_token, made.Player_token
	return ts, made.Links
}

// screenshotDirs: a temporary directory, and $SKIRMISH_SCREENSHOTS when
// set, to keep them.
func screenshotDirs(t *testing.T) []string {
	t.Helper()
	dirs := []string{t.TempDir()}
	if d := os.Getenv("SKIRMISH_SCREENSHOTS"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, d)
	}
	return dirs
}

func TestBrowserRound(t *testing.T) {
	bctx := browser(t)
	started := time.Now()
	seed := survivingSeed(t)

	ts, links := servePage(t, "testdata/duel.yaml", "Duel at the ford", seed)
	srv := ts.srv
	dirs := screenshotDirs(t)

	// The DM on a laptop; the player on a phone, in a browser context of
	// its own.
	dm := newTab(t, bctx, "DM", 1280, 860, false)
	dm.do(chromedp.Navigate(srv.URL + links["dm"]))
	dm.wait("the DM's page is live", `document.querySelector("#live.live-on") && document.querySelectorAll("#order li").length === 4`)
	pl := newTab(t, dm.ctx, "player", 390, 844, true, chromedp.WithNewBrowserContext())
	pl.do(chromedp.Navigate(srv.URL + links["player"]))
	pl.wait("the claim picker", `document.querySelectorAll("#claimable button").length === 2`)
	pl.screenshot(dirs, "player-claim.png")

	// The player link offers the characters; claiming one reloads the
	// page with the seat's own link.
	pl.click(`#claimable button[data-character="Fighter"]`)
	pl.wait("the seat's page", `document.getElementById("who").textContent === "Playing Fighter" && document.querySelector("#live.live-on")`)
	if u := pl.js(`location.search`); strings.Contains(u, ts.pl) || !strings.Contains(u, "token=") {
		t.Errorf("after the claim the page is at %q: want the seat's token in the link", u)
	}

	// The DM begins; the player's phone shows it.
	dm.click("#btn-begin")
	pl.roundIs(live, "Round 1 · Fighter's turn")

	// The player targets a goblin by its token and attacks with the button.
	pl.click(`g.token[data-name="Goblin 1"]`)
	pl.wait("the attack button names the target", `document.getElementById("btn-attack").textContent === "Attack Goblin 1"`)
	pl.click("#btn-attack")
	dm.logHas(live, "Fighter", "Goblin 1", "longsword")

	// The player sees how the goblin fares and no number of it.
	var word string
	for _, c := range ts.state(ts.dm).Creatures {
		if c.Name == "Goblin 1" {
			word = strings.ToUpper(c.Status[:1]) + c.Status[1:]
		}
	}
	row := `document.querySelector('#order li[data-name="Goblin 1"]')`
	pl.within(live, "Goblin 1's status word "+word, row+`?.querySelector(".status")?.textContent === "`+word+`"`)
	if txt := pl.js(row + `.textContent.replace("Goblin 1", "")`); strings.ContainsAny(txt, "0123456789") {
		t.Errorf("the player's row of Goblin 1 shows a number: %q", txt)
	}
	if n := pl.js(`String(` + row + `.querySelectorAll(".bar, .hp-text, .ac, .init").length)`); n != "0" {
		t.Errorf("the player's row of Goblin 1 has %s hit point or stat elements", n)
	}
	if lbl := pl.js(`document.querySelector('g.token[data-name="Goblin 1"]').getAttribute("aria-label")`); strings.Contains(lbl, "HP") {
		t.Errorf("the goblin's token tells the player its hit points: %q", lbl)
	}
	pl.wait("the player's own hit points", `document.querySelector('#order li[data-name="Fighter"] .hp-text')?.textContent === "30/30"`)

	// A player's forbidden action: the API's refusal is on the page.
	pl.do(chromedp.SendKeys(chromedp.CSS("#cmd"), "Goblin 1 dodge"))
	pl.click(`#cmd-form button[type="submit"]`)
	pl.wait("the refusal", `(m => !m.hidden && m.classList.contains("error") && m.textContent.includes("you play Fighter, not Goblin 1"))(document.getElementById("message"))`)

	// A player asks the DM for damage on a monster; the DM approves it.
	pl.js(`document.getElementById("cmd").value = ""`)
	pl.do(chromedp.SendKeys(chromedp.CSS("#cmd"), "dm damage Goblin 2 3"))
	pl.click(`#cmd-form button[type="submit"]`)
	dm.within(live, "the request", `document.querySelector("#request-list li")?.textContent.includes("Fighter asks the DM: dm damage Goblin 2 3")`)
	dm.click("#request-list button.primary") // Approve
	pl.logHas(live, "the DM approves Fighter's request")
	dm.wait("the request answered", `document.getElementById("requests").hidden`)

	// The player ends the Fighter's turn; the DM ends the Rogue's (no
	// one claimed it).
	pl.click("#btn-end")
	dm.roundIs(live, "Round 1 · Rogue's turn")
	dm.click("#btn-end")
	pl.roundIs(live, "Round 1 · Goblin 1's turn")

	// Goblin 1 attacks the Fighter, then steps away: the Fighter's
	// opportunity attack is the player's to take, and the player passes.
	dm.click(`g.token[data-name="Fighter"]`)
	dm.click("#btn-attack")
	pl.logHas(live, "Goblin 1", "Fighter", "scimitar")
	dm.click(`rect[data-sq="E2"]`)
	pl.within(live, "the reaction prompt", `!document.getElementById("prompts").hidden`)
	dm.wait("the DM is told", `document.getElementById("message").textContent.includes("Waiting for Fighter")`)
	pl.click("#prompt-list button:not(.primary)") // Pass
	dm.within(live, "Goblin 1 at E2", `document.querySelector('g.token[data-name="Goblin 1"]')?.dataset.at === "E2"`)
	dm.click("#btn-end")

	// Goblin 2 moves by a click on the map, its turn ends with the
	// button, and round 2 comes back to the Fighter.
	pl.roundIs(live, "Round 1 · Goblin 2's turn")
	dm.click(`rect[data-sq="E4"]`)
	pl.within(live, "Goblin 2 at E4", `document.querySelector('g.token[data-name="Goblin 2"]')?.dataset.at === "E4"`)
	dm.click("#btn-end")
	pl.roundIs(live, "Round 2 · Fighter's turn")

	// The DM takes the last turn's end back: the log keeps it, struck.
	dm.click("#btn-undo")
	pl.roundIs(live, "Round 1 · Goblin 2's turn")
	dm.wait("the undone line struck through", `document.querySelectorAll("#log li.undone").length > 0`)

	// An area preview and a selection, for the screenshots.
	dm.do(chromedp.SendKeys(chromedp.CSS("#area"), "sphere 10 at D3"))
	dm.wait("the area preview", `document.querySelectorAll("#map .area rect").length === 13`)
	pl.click(`g.token[data-name="Goblin 2"]`)
	pl.wait("the reach ring", `document.querySelectorAll("#map .reach rect").length === 8`)

	// Nothing on either page is a JavaScript value gone astray.
	for _, b := range []*tab{dm, pl} {
		if txt := b.js(`document.body.innerText`); strings.Contains(txt, "undefined") || strings.Contains(txt, "null") || strings.Contains(txt, "NaN") {
			t.Errorf("%s: the page shows a stray JavaScript value:\n%s", b.name, txt)
		}
	}

	dm.screenshot(dirs, "dm.png")
	pl.screenshot(dirs, "player.png")
	t.Logf("browser round in %v; screenshots in %s", time.Since(started).Round(time.Millisecond), strings.Join(dirs, ", "))
}

// TestBrowserMap draws a map with every layer (the flooded cave of the
// engine's tests: walls, difficult ground, water, darkness, dim light, an
// object, a ledge) and a Large creature, for the DM.
func TestBrowserMap(t *testing.T) {
	bctx := browser(t)
	ts, links := servePage(t, "../battle/testdata/encounters/flooded-cave.yaml", "The flooded cave", 1)
	v := ts.state(ts.dm)
	dm := newTab(t, bctx, "DM", 1280, 860, false)
	dm.do(chromedp.Navigate(ts.srv.URL + links["dm"]))
	dm.wait("the DM's page is live", `document.querySelector("#live.live-on")`)
	count := func(sel string, want int) {
		t.Helper()
		dm.wait(fmt.Sprintf("%d of %s", want, sel), fmt.Sprintf(`document.querySelectorAll(%q).length === %d`, sel, want))
	}
	count("#map rect.sq", v.Map.W*v.Map.H)
	count("#map rect.sq.wall", len(v.Map.Walls))
	count("#map rect.difficult", len(v.Map.Difficult))
	count("#map rect.dark", len(v.Map.Dark))
	count("#map rect.sq.object", len(v.Map.Objects))
	count("#map g.token", len(v.Creatures))
	// A Large creature's token covers its 2×2 space.
	dm.wait("the merrow's token", `document.querySelector('g.token[data-name="Merrow"] circle')?.getAttribute("r") === "36"`)

	// An effect with a duration shows its rounds; the Merrow's reach is
	// the ring around its whole space.
	dm.click("#btn-begin")
	dm.do(chromedp.SendKeys(chromedp.CSS("#cmd"), "dm condition Merrow +restrained for 2 rounds"))
	dm.click(`#cmd-form button[type="submit"]`)
	dm.wait("the effect's rounds", `document.querySelector('#order li[data-name="Merrow"] .chips')?.textContent === "restrained · 2 rd"`)
	count("#map text.elev", len(v.Map.Elevation))
	dm.click(`g.token[data-name="Merrow"]`)
	count("#map .reach rect", 12)
	dm.screenshot(screenshotDirs(t), "dm-cave.png")
}
