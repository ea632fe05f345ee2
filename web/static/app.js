// The live tracker's page (docs/web.md). Plain JavaScript, no build step
// and nothing fetched from elsewhere: it reads the encounter and token
// from its own URL (/?e=ID&token=T), gets the state the token's role may
// see, then follows the encounter's live stream and draws it again on
// every state the server sends. Everything it shows comes from the
// server's View (server/view.go): the page hides nothing itself, so a
// player's page never holds a monster's hit points to hide.
"use strict";

(function () {
  const params = new URLSearchParams(location.search);
  const ID = params.get("e") || "";
  const TOKEN = params.get("token") || "";
  const API = "/api/encounters/" + encodeURIComponent(ID);
  const SVGNS = "http://www.w3.org/2000/svg";
  const CELL = 40; // a square's size on the map, in SVG units
  const PAD = 22; // room for the column letters and row numbers

  let view = null; // the last View the server sent
  let selected = null; // the name of the creature clicked last
  const events = new Map(); // seq → event, the log as this role sees it
  let waitingOn = null; // the id of the reaction prompt the message is about

  const $ = (id) => document.getElementById(id);

  // el builds an HTML element: text goes in as text, never as markup,
  // since names come from an encounter file anyone may write.
  function el(tag, attrs, ...kids) {
    const n = document.createElement(tag);
    setAttrs(n, attrs);
    for (const k of kids) if (k != null) n.append(k);
    return n;
  }

  function svg(tag, attrs, ...kids) {
    const n = document.createElementNS(SVGNS, tag);
    setAttrs(n, attrs);
    for (const k of kids) if (k != null) n.append(k);
    return n;
  }

  function setAttrs(n, attrs) {
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v == null || v === false) continue;
      if (k.startsWith("on")) n.addEventListener(k.slice(2), v);
      else n.setAttribute(k, v === true ? "" : String(v));
    }
  }

  // ---- talking to the API --------------------------------------------

  // call sends one request with the token and returns the JSON answer; an
  // error answer throws with the API's message. A conflict carries the
  // state now, which is drawn at once.
  async function call(method, path, body) {
    const opts = { method, headers: { Authorization: "Bearer " + TOKEN } };
    if (body !== undefined) {
      opts.headers["Content-Type"] = "application/json";
      opts.body = JSON.stringify(body);
    }
    let res;
    try {
      res = await fetch(API + path, opts);
    } catch (e) {
      throw new Error("The server cannot be reached (" + e.message + ").");
    }
    const text = await res.text();
    let data = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch (e) {
      data = null;
    }
    if (!res.ok) {
      const err = (data && data.error) || { message: res.status + " " + res.statusText };
      if (err.state) render(err.state);
      const e = new Error(err.message || "error " + res.status);
      e.api = err;
      throw e;
    }
    return data;
  }

  function showMessage(text, kind) {
    const m = $("message");
    m.textContent = text;
    m.className = kind;
    m.hidden = !text;
  }
  const showError = (t) => showMessage(t, "error");
  const showInfo = (t) => showMessage(t, "info");

  // act runs one action and shows what came of it: the API's error, a
  // reaction the command now waits on, or why the tactics chose a step.
  async function act(f) {
    showMessage("");
    try {
      const r = await f();
      if (r && r.prompt) {
        waitingOn = r.prompt.id;
        showInfo("Waiting for " + r.prompt.for + "'s answer: " + r.prompt.text);
      }
      else if (r && r.why) showInfo("Tactics: " + r.why);
      return r;
    } catch (e) {
      showError(e.message);
      return null;
    }
  }

  // command posts a line of the command language, decided against the
  // state on screen (a conflict answers with the state now). A player's
  // `dm damage` or `dm condition` is a request to the DM instead.
  function command(line) {
    line = line.trim();
    if (!line || !view) return Promise.resolve(null);
    if (view.role === "seat" && /^dm\s/i.test(line)) {
      return act(() => call("POST", "/requests", { command: line }));
    }
    return act(() => call("POST", "/commands", { command: line, version: view.version }));
  }

  // ---- who does what ---------------------------------------------------

  const find = (name) => view && name ? view.creatures.find((c) => same(c.name, name)) : undefined;
  const same = (a, b) => String(a).toLowerCase() === String(b).toLowerCase();
  const isDM = () => view && view.role === "dm";
  const isSeat = () => view && view.role === "seat";

  // controls: the DM plays every creature, a player only its character.
  function controls(name) {
    if (isDM()) return true;
    return isSeat() && same(name, view.character);
  }

  // actor is the creature the action buttons play: the player's
  // character, or for the DM the creature whose turn it is (else the one
  // selected).
  function actor() {
    if (isSeat()) return view.character;
    if (isDM()) return view.turn || selected || null;
    return null;
  }

  // target is the creature selected that is not the actor.
  function target() {
    const a = actor();
    return selected && (!a || !same(selected, a)) ? selected : null;
  }

  function select(name) {
    selected = selected && same(selected, name) ? null : name;
    render(view);
  }

  // ---- squares -------------------------------------------------------

  function colName(c) {
    let s = "";
    for (c += 1; c > 0; c = Math.floor((c - 1) / 26)) s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
    return s;
  }
  const sqName = (c, r) => colName(c) + (r + 1);

  function parseSq(s) {
    const m = /^([A-Za-z]+)(\d+)$/.exec(String(s || "").trim());
    if (!m) return null;
    let col = 0;
    for (const ch of m[1].toUpperCase()) col = col * 26 + (ch.charCodeAt(0) - 64);
    return { col: col - 1, row: parseInt(m[2], 10) - 1 };
  }

  // space is the squares a creature fills: its square and, for a large
  // one, the squares right and down of it.
  function space(c) {
    const at = parseSq(c.at);
    if (!at) return [];
    const n = Math.max(1, c.squares || 1);
    const out = [];
    for (let dc = 0; dc < n; dc++) for (let dr = 0; dr < n; dr++) out.push({ col: at.col + dc, row: at.row + dr });
    return out;
  }

  // reachRing: the squares within the creature's reach around its space
  // (5 ft a square, diagonals counting as one), not the space itself.
  function reachRing(c) {
    if (c.reach == null) return [];
    const n = Math.max(1, Math.floor(c.reach / 5));
    const sp = space(c);
    if (!sp.length) return [];
    const inSpace = new Set(sp.map((q) => q.col + "," + q.row));
    const out = [];
    const m = view.map;
    for (let r = 0; r < m.h; r++) {
      for (let col = 0; col < m.w; col++) {
        if (inSpace.has(col + "," + r)) continue;
        const d = Math.min(...sp.map((q) => Math.max(Math.abs(q.col - col), Math.abs(q.row - r))));
        if (d <= n) out.push({ col, row: r });
      }
    }
    return out;
  }

  // areaSquares previews `sphere N at SQ` (or cylinder, or at a corner
  // as SQ.nw): the squares whose centres lie within N feet of the point.
  function areaSquares(text) {
    const m = /^\s*(?:sphere|cylinder|circle)\s+(\d+)\s+at\s+([A-Za-z]+\d+)(?:\.(nw|ne|sw|se))?\s*$/i.exec(text || "");
    if (!m || !view) return [];
    const sq = parseSq(m[2]);
    if (!sq) return [];
    const radius = parseInt(m[1], 10) / 5;
    let x = sq.col + 0.5, y = sq.row + 0.5;
    const corner = (m[3] || "").toLowerCase();
    if (corner) {
      x = sq.col + (corner[1] === "e" ? 1 : 0);
      y = sq.row + (corner[0] === "s" ? 1 : 0);
    }
    const out = [];
    for (let r = 0; r < view.map.h; r++) {
      for (let c = 0; c < view.map.w; c++) {
        if (Math.hypot(c + 0.5 - x, r + 0.5 - y) <= radius + 1e-9) out.push({ col: c, row: r });
      }
    }
    return out;
  }

  // ---- drawing ------------------------------------------------------

  function render(v) {
    view = v;
    if (selected && !find(selected)) selected = null;
    if (waitingOn && !(v.prompts || []).some((p) => p.id === waitingOn)) {
      waitingOn = null;
      showMessage("");
    }
    document.body.dataset.role = v.role;
    renderHeader();
    renderClaim();
    renderPrompts();
    renderMap();
    renderActions();
    renderRequests();
    renderOrder();
    renderCompletions();
  }

  function renderHeader() {
    $("title").textContent = view.name || "skirmish";
    document.title = (view.name || "encounter") + " · skirmish";
    let r = "Not begun";
    if (view.over) r = "Over" + (view.winner ? ": " + view.winner + " win" : "");
    else if (view.started && view.count20) r = "Round " + view.round + " · initiative count 20: the lair acts" + (view.turn ? ", then " + view.turn + "'s turn" : "");
    else if (view.started && view.legend_wait) r = "Round " + view.round + " · end of a turn: legendary actions" + (view.turn ? ", then " + view.turn + "'s turn" : "");
    else if (view.started) r = "Round " + view.round + (view.turn ? " · " + view.turn + "'s turn" : "");
    $("round").textContent = r;
    const roles = { dm: "DM", player: "Player (no character yet)", spectator: "Spectator" };
    $("who").textContent = view.role === "seat" ? "Playing " + view.character : roles[view.role] || view.role;
  }

  function renderClaim() {
    const show = view.role === "player";
    $("claim").hidden = !show;
    if (!show) return;
    const box = $("claimable");
    box.replaceChildren();
    for (const name of view.claimable || []) {
      box.append(el("button", { type: "button", "data-character": name, onclick: () => claim(name) }, name));
    }
    if (!(view.claimable || []).length) box.append(el("p", {}, "Every character is taken: ask the DM to free a seat."));
  }

  async function claim(name) {
    const r = await act(() => call("POST", "/claim", { character: name }));
    if (r && r.link) location.replace(r.link);
  }

  function renderPrompts() {
    const list = view.prompts || [];
    $("prompts").hidden = list.length === 0;
    const ul = $("prompt-list");
    ul.replaceChildren();
    for (const p of list) {
      const post = (body) => act(() => call("POST", "/prompts/" + encodeURIComponent(p.id), body));
      if (p.kind === "roll") {
        // A save the player rolls: the d20 faces (two with advantage or
        // disadvantage), or the server rolls them.
        const inputs = [];
        for (let k = 0; k < (p.dice || 1); k++) {
          inputs.push(el("input", { type: "number", min: "1", max: "20", class: "face", "aria-label": "d20 face " + (k + 1) }));
        }
        const faces = () => inputs.map((i) => parseInt(i.value, 10));
        ul.append(el("li", {},
          el("span", {}, p.text),
          el("span", { class: "buttons" }, ...inputs,
            el("button", { type: "button", class: "primary", onclick: () => post({ rolls: faces() }) }, "Roll"),
            el("button", { type: "button", onclick: () => post({ rolls: [] }) }, "Roll for me"))));
        continue;
      }
      ul.append(el("li", {},
        el("span", {}, p.text),
        el("span", { class: "buttons" },
          el("button", { type: "button", class: "primary", onclick: () => post({ take: true }) }, "Take"),
          el("button", { type: "button", onclick: () => post({ take: false }) }, "Pass"))));
    }
  }

  function renderRequests() {
    const list = view.requests || [];
    $("requests").hidden = list.length === 0;
    const ul = $("request-list");
    ul.replaceChildren();
    for (const q of list) {
      const li = el("li", {}, el("span", {}, q.text));
      if (isDM()) {
        const decide = (approve) => act(() => call("POST", "/requests/" + q.seq, { approve }));
        li.append(el("span", { class: "buttons" },
          el("button", { type: "button", class: "primary", onclick: () => decide(true) }, "Approve"),
          el("button", { type: "button", onclick: () => decide(false) }, "Decline")));
      } else {
        li.append(el("span", { class: "muted" }, " (waiting for the DM)"));
      }
      ul.append(li);
    }
  }

  // sideClass gives each side a colour: the sides with characters blue
  // and green, the others red, purple, brown.
  function sideClass(side) {
    const party = [], foes = [];
    for (const c of view.creatures) {
      const list = c.kind === "character" ? party : foes;
      if (!party.includes(c.side) && !foes.includes(c.side)) list.push(c.side);
    }
    const p = party.indexOf(side);
    if (p >= 0) return "side-p" + (p % 2);
    return "side-f" + (Math.max(0, foes.indexOf(side)) % 3);
  }

  // initials: "Goblin 2" → "G2", "Young Red Dragon" → "YRD".
  function initials(name) {
    const words = String(name).split(/\s+/).filter(Boolean);
    let s = "";
    for (const w of words) s += /^\d+$/.test(w) ? w : w[0].toUpperCase();
    return s.slice(0, 3);
  }

  const title = (s) => (s ? s[0].toUpperCase() + s.slice(1) : "");

  function renderMap() {
    const m = view.map;
    const w = PAD + m.w * CELL + 1, h = PAD + m.h * CELL + 1;
    // The map fills its box, but no square shrinks under 28 or grows
    // past 72 pixels: a big map scrolls instead.
    const root = svg("svg", {
      viewBox: `0 0 ${w} ${h}`, role: "group", "aria-label": `Battle map, ${m.w} by ${m.h} squares`,
      style: `min-width:${Math.round(w * 0.7)}px;max-width:${Math.round(w * 1.8)}px`,
    });
    root.append(svg("defs", {},
      svg("pattern", { id: "hatch", width: 8, height: 8, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
        svg("line", { x1: 0, y1: 0, x2: 0, y2: 8, class: "hatch" }))));
    const sets = {};
    for (const k of ["walls", "difficult", "objects", "dark", "dim", "water"]) sets[k] = new Set(m[k] || []);
    for (let c = 0; c < m.w; c++) root.append(svg("text", { x: PAD + c * CELL + CELL / 2, y: PAD - 7, class: "label" }, colName(c)));
    for (let r = 0; r < m.h; r++) root.append(svg("text", { x: PAD / 2, y: PAD + r * CELL + CELL / 2 + 4, class: "label" }, String(r + 1)));
    const grid = svg("g", { class: "squares" });
    for (let r = 0; r < m.h; r++) {
      for (let c = 0; c < m.w; c++) {
        const name = sqName(c, r);
        let cls = "sq";
        if (sets.walls.has(name)) cls += " wall";
        else if (sets.water.has(name)) cls += " water";
        if (sets.objects.has(name)) cls += " object";
        const x = PAD + c * CELL, y = PAD + r * CELL;
        grid.append(svg("rect", { x, y, width: CELL, height: CELL, class: cls, "data-sq": name, onclick: () => squareClick(name) },
          svg("title", {}, name + (m.elevation && m.elevation[name] ? ` (${m.elevation[name]} ft up)` : ""))));
        const up = m.elevation && m.elevation[name];
        if (up) grid.append(svg("text", { x: x + CELL - 3, y: y + 11, class: "elev" }, (up > 0 ? "↑" : "↓") + Math.abs(up)));
        if (sets.difficult.has(name)) grid.append(svg("rect", { x, y, width: CELL, height: CELL, class: "difficult" }));
        if (sets.dark.has(name)) grid.append(svg("rect", { x, y, width: CELL, height: CELL, class: "dark" }));
        else if (sets.dim.has(name)) grid.append(svg("rect", { x, y, width: CELL, height: CELL, class: "dim" }));
      }
    }
    root.append(grid);
    const shade = (squares, cls) => {
      const g = svg("g", { class: cls });
      for (const q of squares) g.append(svg("rect", { x: PAD + q.col * CELL + 2, y: PAD + q.row * CELL + 2, width: CELL - 4, height: CELL - 4 }));
      root.append(g);
    };
    // The reach shown is the selected creature's, when this role may
    // know it (not a monster's, for a player), else the actor's.
    const sel = find(selected);
    const ringOf = sel && sel.reach != null ? sel : find(actor());
    if (ringOf && ringOf.status !== "dead") shade(reachRing(ringOf), "reach");
    shade(areaSquares($("area").value), "area");
    const tokens = svg("g", { class: "tokens" });
    for (const c of view.creatures) {
      const at = parseSq(c.at);
      if (!at) continue;
      const n = Math.max(1, c.squares || 1);
      const cx = PAD + (at.col + n / 2) * CELL, cy = PAD + (at.row + n / 2) * CELL;
      let cls = "token " + sideClass(c.side) + " status-" + c.status;
      if (view.turn && same(c.name, view.turn)) cls += " current";
      if (selected && same(c.name, selected)) cls += " selected";
      if (c.hidden) cls += " hidden-creature";
      const pick = () => select(c.name);
      const label = c.name + (c.hp != null ? `, ${c.hp} of ${c.max_hp} HP` : c.kind === "monster" ? ", " + c.status : "");
      const g = svg("g", {
        class: cls, "data-name": c.name, "data-at": c.at, role: "button", tabindex: 0, "aria-label": label,
        "aria-pressed": selected && same(c.name, selected) ? "true" : "false",
        onclick: pick, onkeydown: (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); pick(); } },
      },
      svg("title", {}, label),
      svg("circle", { cx, cy, r: n * CELL / 2 - 4, class: "disc" }),
      svg("text", { x: cx, y: cy + 5, class: "initials" }, initials(c.name)));
      if (c.alt) g.append(svg("text", { x: cx, y: cy - n * CELL / 2 + 10, class: "alt" }, "↑" + c.alt));
      if (c.status === "dead") g.append(svg("path", { d: `M${cx - 10} ${cy - 10}L${cx + 10} ${cy + 10}M${cx + 10} ${cy - 10}L${cx - 10} ${cy + 10}`, class: "cross" }));
      tokens.append(g);
    }
    root.append(tokens);
    const box = $("map");
    const focused = document.activeElement && document.activeElement.getAttribute && document.activeElement.getAttribute("data-name");
    box.replaceChildren(root);
    if (focused) {
      const again = box.querySelector(`[data-name="${CSS.escape(focused)}"]`);
      if (again) again.focus();
    }
  }

  // squareClick moves the creature you act for to the square: your
  // character, or for the DM the creature whose turn it is (before the
  // fight, the one selected). Only that creature may move, so a token
  // selected as a target is never moved by mistake.
  function squareClick(sq) {
    if (!view) return;
    const mover = actor();
    if (!mover || !controls(mover)) {
      showError(view.role === "player" ? "Claim a character first." : "Only the DM and the players move creatures.");
      return;
    }
    command(mover + " move to " + sq);
  }

  function renderActions() {
    const acts = isDM() || isSeat();
    $("actions").hidden = !acts;
    $("dm-buttons").hidden = !isDM();
    if (!acts) return;
    const a = actor(), t = target();
    $("acting").textContent = a ? "Acting: " + a + (t ? " · target: " + t : " · click a token to target it") : "Select a creature to act for.";
    const live = view.started && !view.over;
    for (const id of ["btn-dash", "btn-dodge", "btn-disengage", "btn-end"]) $(id).disabled = !a || !live;
    // At initiative count 20 (a lair's moment) the turn has not begun: the
    // DM's End turn goes on to it instead of playing it away.
    const wait = isDM() && (view.count20 || view.legend_wait);
    $("btn-end").textContent = wait ? "Next turn" : "End turn";
    if (wait) $("btn-end").disabled = !live;
    const atk = $("btn-attack");
    atk.disabled = !a || !t || !live;
    atk.textContent = t ? "Attack " + t : "Attack";
    const weapons = (find(a) || {}).attacks || [];
    const sel = $("weapon");
    const keep = sel.value;
    sel.replaceChildren(el("option", { value: "" }, "any weapon"), ...weapons.map((w) => el("option", { value: w }, "with " + w)));
    sel.value = weapons.includes(keep) ? keep : "";
    sel.hidden = weapons.length === 0;
    if (!isDM()) return;
    $("btn-begin").hidden = view.started;
    $("btn-step").disabled = !live || !view.turn || !(view.auto || []).some((n) => same(n, view.turn));
    const who = selected || view.turn;
    const auto = who && (view.auto || []).some((n) => same(n, who));
    $("btn-auto").hidden = !who;
    $("btn-auto").textContent = who ? (auto ? "Take back " + who : "Hand " + who + " to tactics") : "";
  }

  // hpBar: a bar for hit points (with temporary ones) or, when the role
  // may not see them, the status word.
  function hpBar(c) {
    if (c.hp == null) return el("span", { class: "status status-" + c.status }, title(c.status));
    const pct = c.max_hp > 0 ? Math.max(0, Math.min(100, (100 * c.hp) / c.max_hp)) : 0;
    const tmp = c.temp_hp ? ` +${c.temp_hp}` : "";
    return el("span", { class: "hp" },
      el("span", { class: "bar status-" + c.status, role: "meter", "aria-valuemin": 0, "aria-valuemax": c.max_hp, "aria-valuenow": c.hp, "aria-label": c.name + " hit points" },
        el("span", { class: "fill", style: `width:${pct}%` })),
      el("span", { class: "hp-text" }, `${c.hp}/${c.max_hp}${tmp}`));
  }

  function chips(c) {
    const box = el("span", { class: "chips" });
    const effects = (view.effects || []).filter((e) => same(e.target, c.name));
    const done = new Set();
    for (const e of effects) {
      done.add(e.condition);
      const left = e.ends ? ` · ${e.rounds} rd` : "";
      box.append(el("span", { class: "chip effect", title: [e.ends && "ends " + e.ends, e.save && "save " + e.save, e.concentration && "concentration of " + e.concentration].filter(Boolean).join("; ") || null }, e.condition + left));
    }
    for (const k of c.conditions || []) if (!done.has(k)) box.append(el("span", { class: "chip" }, k));
    if (c.concentrating) box.append(el("span", { class: "chip conc" }, "concentrating"));
    if (c.death_saves) box.append(el("span", { class: "chip saves", title: "death saves: successes, failures" }, `saves ✓${c.death_saves[0]} ✗${c.death_saves[1]}`));
    if (view.started && c.reaction === false) box.append(el("span", { class: "chip muted" }, "reaction used"));
    if (c.hidden) box.append(el("span", { class: "chip" }, "hidden"));
    if (c.player) box.append(el("span", { class: "chip", title: "a player has claimed this character" }, "player"));
    if ((view.auto || []).some((n) => same(n, c.name))) box.append(el("span", { class: "chip" }, "tactics"));
    return box;
  }

  function renderOrder() {
    const ol = $("order");
    ol.replaceChildren();
    let names = view.order && view.order.length ? view.order.slice() : [];
    for (const c of view.creatures) if (!names.some((n) => same(n, c.name))) names.push(c.name);
    for (const name of names) {
      const c = find(name);
      if (!c) continue;
      const cur = view.turn && same(c.name, view.turn);
      const sel = selected && same(c.name, selected);
      const li = el("li", { class: "creature " + sideClass(c.side) + (cur ? " current" : "") + (sel ? " selected" : "") + " status-" + c.status, "data-name": c.name, "aria-current": cur ? "true" : null });
      li.append(...[
        el("button", { type: "button", class: "pick", "aria-pressed": sel ? "true" : "false", onclick: () => select(c.name) },
          el("span", { class: "dot" }), c.name),
        view.started && c.initiative != null ? el("span", { class: "init", title: "initiative" }, String(c.initiative)) : null,
        c.ac != null ? el("span", { class: "ac", title: "armour class" }, "AC " + c.ac) : null,
        hpBar(c),
        chips(c)].filter(Boolean));
      ol.append(li);
    }
  }

  function renderCompletions() {
    const out = new Set();
    const a = actor();
    const others = view.creatures.filter((c) => !a || !same(c.name, a));
    if (a && (isDM() || isSeat())) {
      const me = find(a) || {};
      for (const c of others) {
        if (c.status === "dead") continue;
        out.add(`${a} attack ${c.name}`);
        for (const w of me.attacks || []) out.add(`${a} attack ${c.name} with ${w}`);
      }
      for (const v of ["move to ", "dash", "dodge", "disengage", "hide", "search", "stand", "drop prone", "end turn"]) out.add(`${a} ${v}`);
      for (const c of others) if (c.side === me.side) out.add(`${a} help ${c.name}`);
    }
    if (isDM()) {
      if (!view.started) out.add("begin");
      if (view.count20 || view.legend_wait) out.add("next turn");
      out.add("undo");
      for (const c of view.creatures) {
        out.add(`dm damage ${c.name} `);
        out.add(`dm heal ${c.name} `);
        out.add(`dm condition ${c.name} +`);
        out.add(`${c.name} end turn`);
      }
    } else if (isSeat()) {
      for (const c of others) {
        out.add(`dm damage ${c.name} `);
        out.add(`dm condition ${c.name} +`);
      }
    }
    const me = find(a);
    const foe = others.find((c) => me && c.side !== me.side && c.status !== "dead");
    $("cmd").placeholder = a && (isDM() || isSeat()) ? `e.g. ${a} ${foe ? "attack " + foe.name : "dash"}` : isDM() ? "e.g. begin" : "";
    const dl = $("completions");
    dl.replaceChildren(...[...out].slice(0, 400).map((s) => el("option", { value: s })));
  }

  // ---- the log -------------------------------------------------------

  function addEvent(e) {
    if (!e || events.has(e.seq)) return;
    events.set(e.seq, e);
    const log = $("log");
    const atEnd = log.scrollHeight - log.scrollTop - log.clientHeight < 40;
    log.append(el("li", { "data-seq": e.seq, class: "ev ev-" + e.type }, e.text || e.type));
    if (e.type === "undo") {
      const from = parseInt(e.from, 10), to = parseInt(e.to, 10);
      for (const li of log.querySelectorAll("li[data-seq]")) {
        const s = parseInt(li.dataset.seq, 10);
        if (s >= from && s <= to) li.classList.add("undone");
      }
    }
    if (atEnd) log.scrollTop = log.scrollHeight;
  }

  // ---- wiring --------------------------------------------------------

  function wire() {
    $("cmd-form").addEventListener("submit", async (ev) => {
      ev.preventDefault();
      const input = $("cmd");
      const r = await command(input.value);
      if (r) input.value = "";
    });
    $("area-form").addEventListener("submit", (ev) => ev.preventDefault());
    $("area").addEventListener("input", () => view && renderMap());
    for (const id of ["btn-dash", "btn-dodge", "btn-disengage", "btn-end"]) {
      $(id).addEventListener("click", () => command(id === "btn-end" && isDM() && (view.count20 || view.legend_wait) ? "next turn" : actor() + " " + $(id).dataset.verb));
    }
    $("btn-attack").addEventListener("click", () => {
      const w = $("weapon").value;
      command(`${actor()} attack ${target()}` + (w ? " with " + w : ""));
    });
    $("btn-begin").addEventListener("click", () => command("begin"));
    $("btn-undo").addEventListener("click", () => act(() => call("POST", "/undo")));
    $("btn-step").addEventListener("click", () => act(() => call("POST", "/step")));
    $("btn-auto").addEventListener("click", () => {
      const who = selected || view.turn;
      const auto = (view.auto || []).some((n) => same(n, who));
      act(() => call("POST", "/control", { creature: who, auto: !auto }));
    });
  }

  // follow opens the live stream: every event of the log (from the
  // first, so the page shows the whole story), then a state after each
  // change. EventSource reconnects by itself and resumes after the last
  // id it saw.
  function follow() {
    const es = new EventSource(API + "/stream?token=" + encodeURIComponent(TOKEN));
    const live = $("live");
    es.addEventListener("open", () => {
      live.textContent = "live";
      live.className = "live-on";
    });
    es.addEventListener("event", (m) => addEvent(JSON.parse(m.data)));
    es.addEventListener("state", (m) => render(JSON.parse(m.data)));
    es.addEventListener("error", () => {
      if (es.readyState === EventSource.CLOSED) {
        live.textContent = "disconnected: reload the page";
        showError("The live stream was refused: the link may have been replaced or revoked.");
      } else {
        live.textContent = "reconnecting…";
      }
      live.className = "live-off";
    });
  }

  async function start() {
    wire();
    if (!ID || !TOKEN) {
      showError("This page needs a link from the DM: /?e=ENCOUNTER&token=TOKEN.");
      $("live").textContent = "";
      return;
    }
    try {
      render(await call("GET", ""));
    } catch (e) {
      showError(e.message);
      $("live").textContent = "";
      return;
    }
    follow();
  }

  start();
})();
