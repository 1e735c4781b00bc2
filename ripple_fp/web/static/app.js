// The page: load a puzzle, play it on its own picture, check it, ask the API for a hint,
// an explanation, the solution (docs/cli.md, "ripple-fp serve"). This module holds the
// page together; each concept has its own: api.js (the server), game.js (a game and its
// steps), position.js (a position as data), history.js (undo), board.js (the picture),
// play.js (keys, taps, the pad), words.js (the page's words), storage.js (what the
// browser keeps), links.js (the page's address), timer.js, explain.js.

import { api } from "./api.js";
import { Board } from "./board.js";
import { forget, showExplanation, showSolution, stepBy } from "./explain.js";
import { Game } from "./game.js";
import { asked, fragment, link } from "./links.js";
import { attach, drawPad, padFor } from "./play.js";
import { decodePosition, filled } from "./position.js";
import { keepGame, keepSetting, keptGame, setting } from "./storage.js";
import { Timer } from "./timer.js";
import { cellName, diagnosisWords, keysOf, plainComplaint, refusalWords, valueName, withArticle, wrongCells } from "./words.js";

const $ = (id) => document.getElementById(id);
const kinds = {};
let game = null, timer = null, hinted = null;

// --- messages --------------------------------------------------------------------------------

// A message above the board (`fine`: good news), with buttons that act on it.
function tell(text, fine, actions = []) {
  $("message-text").textContent = text;
  $("message").className = fine ? "fine" : text ? "trouble" : "";
  const row = $("message-actions");
  row.innerHTML = "";
  for (const { label, run } of actions) {
    const button = row.appendChild(document.createElement("button"));
    button.type = "button";
    button.textContent = label;
    button.addEventListener("click", run);
  }
}

// A task of a button: its refusal said in the page's words.
function wrap(name, task) {
  return async (...args) => {
    try { await task(...args); } catch (error) {
      if (error.status !== undefined) tell(refusalWords(error, name));
      else { tell("Something went wrong in the page: " + error.message); console.error(error); }
    }
  };
}

// --- loading ---------------------------------------------------------------------------------

async function start() {
  const all = await api("kinds");
  for (const kind of all.kinds) {
    kinds[kind.name] = kind;
    $("kind").add(new Option(kind.title + " (" + kind.name + ")", kind.name));
  }
  const samples = await api("samples");
  for (const sample of samples.samples) {
    const option = new Option(sample.name, sample.name);
    option.dataset.kind = sample.kind;
    option.dataset.puzzle = sample.puzzle;
    $("samples").add(option);
  }
  $("kind").addEventListener("change", showMaker);
  showMaker();
  const wanted = asked(), kept = keptGame();
  if (wanted) await load(wanted.kind, wanted.puzzle, { kept: kept, position: wanted.position });
  else if (kept && kept.puzzle) await load(kept.kind, kept.puzzle, { kept: kept });
  document.body.dataset.ready = "true";
}

function showMaker() {
  const kind = kinds[$("kind").value];
  const why = !kind ? "choose a kind to make one" : kind.make;
  $("make").disabled = Boolean(why);
  $("make").title = why || "make a new " + kind.title;
}

// Load `text` as a puzzle of `kind` ("": any) and start a game on it: afresh, unless
// `options.kept` is the kept game of this very puzzle (a reload), or `options.position`
// a link's position. A text no kind reads is said in words, with the kinds to switch to.
async function load(kind, text, options = {}) {
  tell("");
  if (!text.trim()) {
    tell("There is nothing to load: paste a puzzle's text or its puzz.link address, or choose a file or a sample.");
    return;
  }
  let read;
  try {
    read = await api("load", { kind: kind || null, puzzle: text });
  } catch (refusal) {
    if (refusal.status === 422 && refusal.code === 4) diagnosed(kind, text, options, refusal.said.diagnosis);
    else if (refusal.status !== undefined) tell(refusalWords(refusal, "load"));
    else throw refusal;
    return;
  }
  begin(read, text, options);
}

// A button that loads `text` again as a puzzle of the kind `name`.
function playAs(name, text, options = {}) {
  return {
    label: "Play it as " + withArticle(kinds[name].title),
    run: wrap("load", async () => { $("kind").value = name; showMaker(); await load(name, text, options); }),
  };
}

// Why `text` is no puzzle of `kind` (`said`: the refusal's diagnosis, the `diagnose`
// job's parts), and a button for each kind that reads it.
function diagnosed(kind, text, options, said) {
  const words = diagnosisWords(said, kinds, kind || null);
  const actions = words.switches.map((name) => playAs(name, text, options));
  for (const name of words.choose || []) {
    actions.push({ label: "Choose " + kinds[name].title + " as the kind", run: () => { $("kind").value = name; showMaker(); $("kind").focus(); } });
  }
  if (words.line && $("text").value === text) actions.push({ label: "Show line " + words.line + " in the text", run: () => showLine(words.line) });
  tell(words.text, false, actions);
}

// Line `n` of the text area, selected.
function showLine(n) {
  const area = $("text"), lines = area.value.split("\n");
  const start = lines.slice(0, n - 1).reduce((sum, line) => sum + line.length + 1, 0);
  $("load-box").open = true;
  area.focus();
  area.setSelectionRange(start, start + (lines[n - 1] || "").length);
}

// A game on `read`, its board drawn, its position kept or taken from a link.
function begin(read, source, options) {
  game = new Game(read);
  const kept = options.kept;
  // the same puzzle: as read, or as its address wrote it (a puzz.link URL read again
  // may number its rooms otherwise than the text it was made from)
  const same = kept && kept.kind === read.kind.name && (kept.puzzle === read.puzzle || (Boolean(kept.linked) && kept.linked === source.trim()));
  let elapsed = 0, solved = false;
  if (options.position) {
    const values = decodePosition(options.position, read.board.rows, read.board.cols);
    if (values) game.values = values.map((row, i) => row.map((t, j) => (game.isGiven(i + 1, j + 1) ? "" : t)));
    else tell("The link's position does not fit this puzzle: the puzzle is shown without it.");
  } else if (same && game.restore(kept)) {
    elapsed = Number(kept.elapsed) || 0;
    solved = Boolean(kept.solved);
  }
  game.onChange = changed;
  game.view = new Board($("board"), game);
  game.view.draw();
  $("play").hidden = false;
  game.view.fit();
  $("title").textContent = read.kind.title;
  for (const id of ["status", "said", "spoken"]) $(id).textContent = "";
  $("status").className = "";
  $("exported").hidden = true;
  $("link-row").hidden = true;
  forget();
  unhint();
  const others = (read.readers || []).filter((name) => name !== read.kind.name);
  if (others.length) {
    const actions = others.map((name) => playAs(name, source));
    tell("Read as " + withArticle(read.kind.title) + "; it reads as " + others.map((n) => kinds[n].title).join(" or ") + " too.", true, actions);
  }
  const capable = (button, why, what) => { button.disabled = Boolean(why); button.title = why || what; };
  capable($("hint"), read.kind.explain, "the next step from your position");
  capable($("explain"), read.kind.explain, "every step of the solve");
  const formats = $("export-format");
  formats.innerHTML = "";
  for (const name of read.kind.formats) formats.add(new Option(name, name));
  $("keys").textContent = keysOf(read.board.look);
  drawPad($("pad"), game);
  timer.reset(elapsed, !solved);
  addressed(read, source);
  save();
  if (matchMedia("(max-width: 700px)").matches) $("load-box").open = false;
  referee();
  $("board").focus({ preventScroll: true });
}

// The page's address made the puzzle's link, so that a reload (or a bookmark) opens it:
// its puzz.link URL where its kind writes one, else its text.
async function addressed(read, source) {
  const playing = game;
  let text = read.puzzle;
  if (read.kind.formats.includes("url")) {
    const one = source.trim();
    if (!/\s/.test(one) && one.includes("/")) text = one;
    else {
      try { text = (await api("convert", { kind: read.kind.name, puzzle: read.puzzle, to: "url" })).stdout.trim(); } catch (error) { text = read.puzzle; }
    }
  }
  if (playing !== game) return;
  game.linked = text;
  history.replaceState(null, "", fragment(read.kind.name, text));
}

// --- the game goes on --------------------------------------------------------------------

// After every step: the hint and a check's marks are gone (the position they spoke of
// is), the referee is asked again, the browser keeps the game.
function changed(step) {
  unhint();
  const checked = game.shown.wrong.length || game.shown.faulty.length;
  game.checking = false;
  if (!$("live").checked && checked) { game.shown.wrong = []; game.shown.faulty = []; game.view.draw(); }
  if (game.solved) { game.solved = false; timer.reset(timer.elapsed(), true); }
  $("status").textContent = ""; $("status").className = "";
  if (step.length === 1) {
    const { r, c, after } = step[0];
    $("spoken").textContent = cellName(r, c) + ": " + (after.value !== "" ? valueName(game.look, after.value) : after.marks.length ? "pencil marks " + after.marks.join(" ") : "empty");
  } else {
    $("spoken").textContent = step.length + " cells changed";
  }
  padFor($("pad"), game);
  referee();
  save();
}

function moved() {
  padFor($("pad"), game);
}

function pencilled(on) {
  game.pencil = on;
  game.typing = null;
  padFor($("pad"), game);
  game.view.cursor();
  $("spoken").textContent = on ? "pencil marks on" : "pencil marks off";
}

function save() {
  if (!game) return;
  keepGame({ ...game.kept(), elapsed: timer.elapsed(), solved: Boolean(game.solved), linked: game.linked || null });
}

// One question to the referee at a time: entries made while it is asked are judged
// together once it answers (a board filled by keyboard asks a few times, not once a key),
// and an answer about an older position is not shown.
let refereeing = null, again = false;
function referee() {
  if (refereeing) { again = true; return; }
  again = false;
  const asking = game, position = game.values.map((row) => row.slice());
  refereeing = api("play", { kind: game.kind.name, puzzle: game.puzzle, position: position })
    .then((said) => { if (!again && asking === game) judged(said); },
          (error) => { if (!again && asking === game) unjudged(error); })
    .finally(() => { refereeing = null; if (again) referee(); });
}

// The referee unheard (a time limit, a busy server): said where its answer would be, so
// that a message of the player's own question (Solve, Hint) stays.
function unjudged(error) {
  if (error.status === undefined) throw error;
  $("status").textContent = refusalWords(error, "play");
  $("status").className = "broken";
}

// The referee's answer: "Solved!" always; the mistakes when asked for (Check) or as
// the player goes (the setting); else only that a full grid is not right.
function judged(said) {
  // (a count of the referee's answers: a sign the page's tests wait for)
  document.body.dataset.judged = String(Number(document.body.dataset.judged || 0) + 1);
  const status = $("status"), full = filled(game.values, game.givens, game.look);
  const { rows, cols } = game.board;
  const showing = $("live").checked || game.checking;
  if (said.solved) {
    game.solved = true;
    timer.stop();
    game.shown.wrong = []; game.shown.faulty = [];
    game.view.draw();
    status.textContent = "Solved!"; status.className = "solved";
    save();
    return;
  }
  if (showing) {
    game.shown.wrong = said.wrong;
    game.shown.faulty = said.faulty || [];
    game.view.draw();
    if (said.complaints.length) { status.textContent = said.complaints.map((text) => plainComplaint(text, rows, cols)).join("\n"); status.className = "broken"; }
    else if (said.wrong.length) { status.textContent = wrongCells(said.wrong); status.className = "broken"; }
    else if (!said.known) { status.textContent = "This puzzle has no single solution to check entries against: the grid is judged when it is full."; status.className = ""; }
    else { status.textContent = game.checking ? "Nothing is wrong so far." : ""; status.className = game.checking ? "fine" : ""; }
  } else if (full && (said.complaints.length || said.wrong.length)) {
    status.textContent = "Every cell is filled, but not all rightly: Check shows what is wrong.";
    status.className = "broken";
  } else {
    status.textContent = ""; status.className = "";
  }
}

// Check: the mistakes shown now, until the position changes.
function check() {
  if (!game) return;
  game.checking = true;
  referee();
}

// --- asking ------------------------------------------------------------------------------

// A question that takes a while: "Solving..." said while it is asked, taken back after.
async function asking(saying, name, body) {
  $("said").textContent = saying;
  try { return await api(name, body); } finally { $("said").textContent = ""; }
}

async function hint() {
  const playing = game, position = game.values.map((row) => row.slice());
  const said = await asking("Finding a hint...", "hint", { kind: game.kind.name, puzzle: game.puzzle, position: position });
  if (playing !== game || JSON.stringify(position) !== JSON.stringify(game.values)) return; // the position moved on
  hinted = said;
  $("hint-text").textContent = said.stdout.trim();
  $("apply").hidden = !said.placed.length;
  $("hint-box").hidden = false;
  game.shown.hinted = said.cells;
  game.view.draw();
}

// The hint taken back: its words, its marks, its Apply.
function unhint() {
  hinted = null;
  $("hint-box").hidden = true;
  $("hint-text").textContent = "";
  if (game && game.shown.hinted.length) { game.shown.hinted = []; game.view.draw(); }
}

// The values the hint places, entered as one step.
function apply() {
  if (!hinted || !game) return;
  game.typing = null;
  game.change(hinted.placed.map(([r, c, token]) => ({ r, c, value: token })));
}

async function explain() {
  const said = await asking("Explaining...", "explain", { kind: game.kind.name, puzzle: game.puzzle });
  showExplanation(said, game);
}

async function solve() {
  const said = await asking("Solving...", "solve", { kind: game.kind.name, puzzle: game.puzzle, grade: true });
  if (said.solution === null) { tell("This puzzle has no solution."); return; }
  showSolution(said, game);
}

async function exportIt() {
  const body = { kind: game.kind.name, puzzle: game.puzzle, to: $("export-format").value };
  if ($("export-what").value === "position") body.position = game.values;
  const said = await api("convert", body);
  $("exported").hidden = false;
  $("exported").value = said.stdout;
}

// A link to the puzzle, or to the puzzle and the position, to copy.
function share(withPosition) {
  if (!game) return;
  const text = link(fragment(game.kind.name, game.linked || game.puzzle, withPosition ? game.values : null));
  $("link-row").hidden = false;
  $("link").value = text;
  $("link").focus();
  $("link").select();
}

async function copy() {
  try {
    await navigator.clipboard.writeText($("link").value);
    tell("The link is copied.", true);
  } catch (error) {
    $("link").select();
    tell("The browser lets the page copy nothing: the link is selected, copy it with Ctrl+C.");
  }
}

async function make() {
  tell("Making...", true);
  const made = await api("generate", { kind: $("kind").value, size: $("rows").value + "x" + $("cols").value, givens: $("givens").value, seed: $("seed").value });
  $("text").value = made.puzzle;
  await load($("kind").value, made.puzzle);
  tell("Made: " + made.clues + " clues, grade " + made.grade, true);
}

async function upload() {
  const file = $("file").files[0];
  if (!file) return;
  if (file.size > 1024 * 1024) { tell(file.name + " is larger than 1 MiB, more than the server takes."); return; }
  const bytes = await file.arrayBuffer();
  let text;
  try { text = new TextDecoder("utf-8", { fatal: true }).decode(bytes); }
  catch (e) { tell(file.name + " is not text (not UTF-8), so not a puzzle: choose a puzzle's .txt or janko.at's .x-janko file."); return; }
  $("text").value = text;
  $("file").value = "";
  await load($("kind").value, text);
}

// A sample, loaded afresh every time it is chosen (again: it starts over).
async function sample() {
  const option = $("samples").selectedOptions[0];
  if (!option || !option.value) return;
  $("text").value = option.dataset.puzzle;
  $("kind").value = option.dataset.kind;
  $("samples").value = "";
  showMaker();
  await load(option.dataset.kind, option.dataset.puzzle);
}

function live() {
  keepSetting("live", $("live").checked);
  if (!game) return;
  if ($("live").checked) referee();
  else { game.shown.wrong = []; game.shown.faulty = []; game.view.draw(); referee(); }
}

document.addEventListener("DOMContentLoaded", () => {
  timer = new Timer($("timer"));
  $("live").checked = Boolean(setting("live", false));
  $("load-text").addEventListener("click", wrap("load", () => load($("kind").value, $("text").value)));
  $("file").addEventListener("change", wrap("load", upload));
  $("samples").addEventListener("change", wrap("load", sample));
  $("make").addEventListener("click", wrap("generate", make));
  $("undo").addEventListener("click", () => game && game.undo());
  $("redo").addEventListener("click", () => game && game.redo());
  $("clear").addEventListener("click", () => { if (game) { game.typing = null; game.clearAll(); } });
  $("check").addEventListener("click", check);
  $("live").addEventListener("change", live);
  $("hint").addEventListener("click", wrap("hint", hint));
  $("apply").addEventListener("click", apply);
  $("explain").addEventListener("click", wrap("explain", explain));
  $("solve").addEventListener("click", wrap("solve", solve));
  $("export").addEventListener("click", wrap("convert", exportIt));
  $("link-puzzle").addEventListener("click", () => share(false));
  $("link-position").addEventListener("click", () => share(true));
  $("copy").addEventListener("click", copy);
  $("first").addEventListener("click", () => stepBy(-Infinity));
  $("back").addEventListener("click", () => stepBy(-1));
  $("forward").addEventListener("click", () => stepBy(1));
  $("last").addEventListener("click", () => stepBy(Infinity));
  attach({
    game: () => game, tell: tell, moved: moved, pencilled: pencilled,
    focusBoard: () => $("board").focus({ preventScroll: true }),
  }, $("board"), $("pad"));
  for (const event of ["pagehide", "visibilitychange"]) addEventListener(event, save);
  addEventListener("resize", () => game && game.view && game.view.fit());
  window.addEventListener("hashchange", wrap("load", () => {
    const wanted = asked();
    if (wanted && game && wanted.puzzle === game.linked && !wanted.position) return;
    if (wanted) return load(wanted.kind, wanted.puzzle, { position: wanted.position });
  }));
  wrap("load", start)();
});
