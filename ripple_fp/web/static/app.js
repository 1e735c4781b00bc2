// The page: load a puzzle, play it on its own picture, ask the API (docs/cli.md).
"use strict";

const CELL = 40, MARGIN = 4, SVGNS = "http://www.w3.org/2000/svg";
// What each symbol of a style is drawn as, in words for the keys' help (drawn() draws it).
const NAMES = {
  colour: { R: "red", B: "blue" },
  circle: { B: "black", R: "white" },
  shade: { "1": "shaded", "0": "white (a dot)" },
};
const $ = (id) => document.getElementById(id);
let kinds = {}, game = null, explained = null;

async function api(name, body) {
  const response = await fetch("/api/" + name, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let said;
  try { said = await response.json(); } catch (e) { said = { error: "the server's answer is not JSON" }; }
  if (!response.ok) throw new Error(said.error || ("error " + response.status));
  return said;
}

function tell(text, fine) {
  const message = $("message");
  message.textContent = text;
  message.className = fine ? "fine" : "";
}

function wrap(task) {
  return async (...args) => {
    try { await task(...args); } catch (error) { tell(error.message); }
  };
}

// --- loading -------------------------------------------------------------------------------

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
}

function showMaker() {
  const kind = kinds[$("kind").value];
  const why = !kind ? "choose a kind to make one" : kind.make;
  $("make").disabled = Boolean(why);
  $("make").title = why || "make a new " + kind.title;
}

async function load(kind, text) {
  tell("");
  const read = await api("load", { kind: kind || null, puzzle: text });
  const look = read.board.look;
  game = {
    kind: read.kind, puzzle: read.puzzle, board: read.board, look: look,
    position: Array.from({ length: read.board.rows }, () => Array(read.board.cols).fill("")),
    givens: new Set(read.board.givens.map(([r, c]) => r + "," + c)),
    done: [], undone: [], at: [1, 1], marks: { wrong: [], hinted: [], faulty: [] }, drawn: new Map(),
  };
  $("play").hidden = false;
  $("title").textContent = read.kind.title;
  $("board").innerHTML = read.board.svg;
  $("said").textContent = ""; $("status").textContent = ""; $("status").className = "";
  $("solution").innerHTML = ""; $("explanation").hidden = true; $("exported").hidden = true;
  const others = (read.readers || []).filter((name) => name !== read.kind.name);
  if (others.length) tell("Read as a " + read.kind.title + "; " + others.join(", ") + " read it too (choose the kind to change).", true);
  const capable = (button, why, what) => { button.disabled = Boolean(why); button.title = why || what; };
  capable($("hint"), read.kind.explain, "the next step from your position");
  capable($("explain"), read.kind.explain, "every step of the solve");
  const formats = $("export-format");
  formats.innerHTML = "";
  for (const name of read.kind.formats) formats.add(new Option(name, name));
  $("keys").textContent = keysOf(look);
  const svg = $("board").querySelector("svg");
  const layer = document.createElementNS(SVGNS, "g");
  layer.id = "entries";
  underLines(svg, layer);
  const cursor = document.createElementNS(SVGNS, "g");
  cursor.id = "cursor";
  svg.appendChild(cursor);
  svg.addEventListener("click", clicked);
  draw();
  $("board").focus();
}

// The keys of the kind's board, in words: the arrows move, then what enters each value.
function keysOf(look) {
  const names = NAMES[look.style] || {};
  const values = look.symbols.length
    ? look.symbols.map((s) => s + " " + (names[s] || s)).join(", ") + ", Space (or a click) cycles through them"
    : "type the number (its digits one after the other; 0 clears)";
  return "Keys: click a cell or move with the arrow keys; " + values + "; Backspace or Delete clears; Ctrl+Z undoes, Ctrl+Y redoes.";
}

// The entries go over the cells but under the grid's lines and the clues on them, as the
// kind's own pictures draw a filled cell.
function underLines(svg, layer) {
  svg.insertBefore(layer, svg.querySelector("g.walls-light") || null);
}

// --- playing -------------------------------------------------------------------------------

function cellAt(event) {
  const svg = $("board").querySelector("svg");
  const point = svg.createSVGPoint();
  point.x = event.clientX; point.y = event.clientY;
  const local = point.matrixTransform(svg.getScreenCTM().inverse());
  const r = Math.floor((local.y - MARGIN) / CELL) + 1, c = Math.floor((local.x - MARGIN) / CELL) + 1;
  return r >= 1 && c >= 1 && r <= game.board.rows && c <= game.board.cols ? [r, c] : null;
}

function clicked(event) {
  const cell = cellAt(event);
  if (!cell) return;
  game.at = cell;
  if (game.look.symbols.length) cycle();
  drawCursor();
  $("board").focus();
}

function cycle() {
  const [r, c] = game.at, symbols = game.look.symbols;
  const now = game.position[r - 1][c - 1];
  const next = now === "" ? symbols[0] : (symbols.indexOf(now) + 1 < symbols.length ? symbols[symbols.indexOf(now) + 1] : "");
  enter(next);
}

function enter(value) {
  const [r, c] = game.at;
  if (game.givens.has(r + "," + c)) { tell("r" + r + "c" + c + " is given."); return; }
  const before = game.position[r - 1][c - 1];
  if (before === value) return;
  game.done.push([r, c, before, value]);
  game.undone = [];
  set(r, c, value);
}

function set(r, c, value) {
  game.position[r - 1][c - 1] = value;
  tell("");
  if (game.marks.hinted.length) { game.marks.hinted = []; draw(); } else drawCell(r, c);
  referee();
}

function undo() {
  const move = game && game.done.pop();
  if (!move) return;
  game.undone.push(move);
  set(move[0], move[1], move[2]);
}

function redo() {
  const move = game && game.undone.pop();
  if (!move) return;
  game.done.push(move);
  set(move[0], move[1], move[3]);
}

function clearAll() {
  if (!game) return;
  for (let r = 1; r <= game.board.rows; r++)
    for (let c = 1; c <= game.board.cols; c++)
      if (game.position[r - 1][c - 1] !== "") game.done.push([r, c, game.position[r - 1][c - 1], ""]);
  game.position = game.position.map((row) => row.map(() => ""));
  game.undone = [];
  game.marks.hinted = [];
  tell("");
  draw();
  referee();
}

function keyed(event) {
  if (!game) return;
  const key = event.key, [r, c] = game.at;
  const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if ((event.ctrlKey || event.metaKey) && (key === "z" || key === "y")) {
    (key === "z" ? undo : redo)();
  } else if (moves[key]) {
    const [dr, dc] = moves[key];
    game.at = [Math.min(Math.max(r + dr, 1), game.board.rows), Math.min(Math.max(c + dc, 1), game.board.cols)];
    drawCursor();
  } else if (key === "Backspace" || key === "Delete") {
    enter("");
  } else if (key === " " && game.look.symbols.length) {
    cycle();
  } else if (game.look.symbols.includes(key.toUpperCase())) {
    enter(key.toUpperCase());
  } else if (game.look.style === "number" && /^[0-9]$/.test(key)) {
    const now = game.position[r - 1][c - 1];
    const typed = game.typing === r + "," + c && now.length < 3 ? now + key : key;
    game.typing = r + "," + c;
    enter(typed === "0" ? "" : String(Number(typed)));
    return event.preventDefault();
  } else {
    return;
  }
  game.typing = null;
  event.preventDefault();
}

function shape(name, attributes, text) {
  const element = document.createElementNS(SVGNS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (text !== undefined) element.textContent = text;
  return element;
}

// The entries' layer holds the marks under the values, the values (one group a cell,
// found again by game.drawn) and the marks over them: an entry redraws its own cell
// and a move only the cursor, so that filling a large board stays quick.
function draw() {
  const layer = $("board").querySelector("#entries");
  if (!layer) return;
  layer.innerHTML = "";
  const under = layer.appendChild(shape("g", { class: "under" }));
  const values = layer.appendChild(shape("g", { class: "values" }));
  const over = layer.appendChild(shape("g", { class: "over" }));
  for (const [r, c] of game.marks.hinted) under.appendChild(square(r, c, { class: "hinted", fill: "#ffe14d", "fill-opacity": 0.5 }));
  for (const [r, c] of game.marks.faulty) under.appendChild(square(r, c, { class: "faulty", fill: "#f8c8c8", "fill-opacity": 0.6 }));
  game.drawn = new Map();
  for (let r = 1; r <= game.board.rows; r++) {
    for (let c = 1; c <= game.board.cols; c++) {
      const value = game.position[r - 1][c - 1];
      if (value !== "") game.drawn.set(r + "," + c, values.appendChild(drawn(r, c, value)));
    }
  }
  for (const [r, c] of game.marks.wrong) over.appendChild(square(r, c, { class: "wrong", fill: "none", stroke: "#d00000", "stroke-width": 4 }));
  drawCursor();
}

function drawCell(r, c) {
  const values = $("board").querySelector("#entries .values"), key = r + "," + c;
  if (!values) return;
  const before = game.drawn.get(key), value = game.position[r - 1][c - 1];
  if (before) before.remove();
  game.drawn.delete(key);
  if (value !== "") game.drawn.set(key, values.appendChild(drawn(r, c, value)));
}

function drawCursor() {
  const [r, c] = game.at, cursor = $("board").querySelector("#cursor");
  if (!cursor) return;
  cursor.innerHTML = "";
  cursor.appendChild(square(r, c, { class: "cursor", fill: "none", stroke: "#ff8c00", "stroke-width": 3, "stroke-dasharray": "6 3" }));
}

function square(r, c, extra) {
  return shape("rect", Object.assign({ x: MARGIN + (c - 1) * CELL, y: MARGIN + (r - 1) * CELL, width: CELL, height: CELL, "data-row": r, "data-col": c }, extra));
}

function drawn(r, c, value) {
  const x = MARGIN + (c - 1) * CELL, y = MARGIN + (r - 1) * CELL, half = CELL / 2;
  const group = shape("g", { class: "entry", "data-row": r, "data-col": c, "data-value": value });
  switch (game.look.style) {
    case "colour":
      group.appendChild(shape("rect", { x: x, y: y, width: CELL, height: CELL, fill: value === "R" ? "#e0483e" : "#2f8fd8" }));
      break;
    case "circle":
      group.appendChild(shape("circle", { cx: x + half, cy: y + half, r: CELL * 0.36, fill: value === "B" ? "black" : "white", stroke: "black", "stroke-width": 1.5 }));
      break;
    case "shade":
      if (value === "1") group.appendChild(shape("rect", { x: x, y: y, width: CELL, height: CELL, fill: "#404040", "fill-opacity": 0.85 }));
      else group.appendChild(shape("circle", { cx: x + half, cy: y + half, r: 3, fill: "#808080" }));
      break;
    default: {
      const size = value.length < 2 ? 22 : 17;
      group.appendChild(shape("text", { x: x + half, y: y + half + 0.35 * size, "font-family": "sans-serif", "font-size": size, "text-anchor": "middle", fill: "#1f5fbf" }, value));
    }
  }
  return group;
}

// One question to the referee at a time: entries made while it is asked are judged
// together once it answers (a board filled by keyboard asks a few times, not once a key),
// and an answer about an older position is not shown.
let refereeing = null, moved = false;
function referee() {
  if (refereeing) { moved = true; return; }
  moved = false;
  const asked = game, position = game.position.map((row) => row.slice());
  refereeing = api("play", { kind: game.kind.name, puzzle: game.puzzle, position: position })
    .then((said) => { if (!moved && asked === game) judged(said); },
          (error) => { if (!moved && asked === game) tell(error.message); })
    .finally(() => { refereeing = null; if (moved) referee(); });
}

function judged(said) {
  game.marks.wrong = said.wrong;
  game.marks.faulty = said.faulty || [];
  const status = $("status");
  if (said.solved) { status.textContent = "Solved!"; status.className = "solved"; }
  else if (said.complaints.length) { status.textContent = said.complaints.join("\n"); status.className = "broken"; }
  else if (said.wrong.length) { status.textContent = said.wrong.map(([r, c]) => "r" + r + "c" + c).join(", ") + (said.wrong.length > 1 ? " are" : " is") + " wrong."; status.className = "broken"; }
  else { status.textContent = said.known ? "" : "(this puzzle has no single solution to check against: the grid is judged when full)"; status.className = ""; }
  draw();
}

// --- asking --------------------------------------------------------------------------------

async function hint() {
  const said = await api("hint", { kind: game.kind.name, puzzle: game.puzzle, position: game.position });
  $("said").textContent = said.stdout;
  game.marks.hinted = said.cells;
  draw();
}

// A question that takes a while: "Solving..." said while it is asked, and taken back if
// it is refused (the refusal is the message: a time-out, a busy server).
async function asking(saying, name, body) {
  $("said").textContent = saying;
  try { return await api(name, body); } catch (error) { $("said").textContent = ""; throw error; }
}

async function explain() {
  const said = await asking("Explaining...", "explain", { kind: game.kind.name, puzzle: game.puzzle });
  explained = { steps: said.steps, shown: said.shown, at: 0 };
  $("said").textContent = said.grade ? "grade: " + said.grade : said.stdout.split("\n").slice(-2).join("\n");
  $("explanation").hidden = false;
  if (said.shown.length === said.steps.length) {
    // each step on the puzzle's own picture: the values placed up to it, its cells marked
    $("steps").hidden = true;
    $("steps-board").hidden = false;
    $("steps-board").innerHTML = game.board.svg;
    const layer = document.createElementNS(SVGNS, "g");
    layer.id = "step-marks";
    underLines($("steps-board").querySelector("svg"), layer);
  } else {
    // the kind's page of pictures, split once so that one step is drawn at a time
    // the page's styles as the server's policy allows them (no inline style, not even in
    // a page only parsed): its style elements' rules kept for a sheet the frame makes,
    // each style attribute kept as data-style, set by the element's own style once the
    // frame is loaded (styled)
    const rules = [];
    const text = said.page
      .replace(/<style>([\s\S]*?)<\/style>/g, (_, css) => { rules.push(css); return ""; })
      .replace(/ style="/g, ' data-style="');
    explained.css = rules.join("\n");
    const page = new DOMParser().parseFromString(text, "text/html");
    explained.sections = Array.from(page.querySelectorAll("section"), (section) => section.outerHTML);
    for (const section of page.querySelectorAll("section, h1")) section.remove();
    explained.head = page.head.innerHTML;
    explained.shared = page.body.innerHTML;
    $("steps").hidden = false;
    $("steps-board").hidden = true;
  }
  showStep(0);
}

function showStep(at) {
  if (!explained) return;
  explained.at = Math.min(Math.max(at, 0), explained.steps.length - 1);
  const n = explained.at + 1;
  $("step-number").textContent = "step " + n + " of " + explained.steps.length;
  $("step").textContent = n + ". " + explained.steps[explained.at];
  if (explained.sections) {
    const section = explained.sections[explained.at] || "";
    const frame = $("steps");
    frame.onload = () => styled(frame.contentDocument, explained.css);
    frame.srcdoc = "<!DOCTYPE html><html><head>" + explained.head + "</head><body>" + explained.shared + section + "</body></html>";
    return;
  }
  const layer = $("steps-board").querySelector("#step-marks");
  layer.innerHTML = "";
  const step = explained.shown[explained.at];
  for (const [r, c] of step.marked) layer.appendChild(square(r, c, { class: "premise", fill: "#ffe14d", "fill-opacity": 0.5 }));
  for (const [r, c] of step.changed) layer.appendChild(square(r, c, { class: "changed", fill: "#e05050", "fill-opacity": 0.25 }));
  const placed = new Map();
  for (let i = 0; i <= explained.at; i++)
    for (const [r, c, token] of explained.shown[i].placed) placed.set(r + "," + c, [r, c, token]);
  for (const [r, c, token] of placed.values()) {
    if (!game.givens.has(r + "," + c)) layer.appendChild(drawn(r, c, token));
  }
  for (const [r, c] of step.placed) layer.appendChild(square(r, c, { class: "placed", fill: "none", stroke: "#1f9f3f", "stroke-width": 4 }));
}

function styled(doc, css) {
  const sheet = new doc.defaultView.CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [sheet];
  for (const element of doc.querySelectorAll("[data-style]")) element.style.cssText = element.dataset.style;
}

async function solve() {
  const said = await asking("Solving...", "solve", { kind: game.kind.name, puzzle: game.puzzle, grade: true });
  if (said.solution === null) { $("said").textContent = said.stdout; return; }
  const unique = said.unique === true ? "unique" : said.unique === false ? "not unique: more than one solution" : "unique or not: not known (the search did not look far enough)";
  const grade = said.grade ? "grade: " + said.grade : "grade: none (" + (game.kind.explain || "") + ")";
  $("said").textContent = "Solved: " + unique + "; " + grade;
  $("solution").innerHTML = said.svg;
}

async function exportIt() {
  const body = { kind: game.kind.name, puzzle: game.puzzle, to: $("export-format").value };
  if ($("export-what").value === "position") body.position = game.position;
  const said = await api("convert", body);
  $("exported").hidden = false;
  $("exported").value = said.stdout;
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
  if (file.size > 1024 * 1024) throw new Error(file.name + " is larger than 1 MiB: more than the server takes (the commands read larger files)");
  const bytes = await file.arrayBuffer();
  let text;
  try { text = new TextDecoder("utf-8", { fatal: true }).decode(bytes); }
  catch (e) { throw new Error(file.name + " is not text (not UTF-8): not a puzzle"); }
  $("text").value = text;
  await load($("kind").value, text);
}

async function sample() {
  const option = $("samples").selectedOptions[0];
  if (!option || !option.value) return;
  $("text").value = option.dataset.puzzle;
  $("kind").value = option.dataset.kind;
  showMaker();
  await load(option.dataset.kind, option.dataset.puzzle);
}

document.addEventListener("DOMContentLoaded", () => {
  $("load-text").addEventListener("click", wrap(() => load($("kind").value, $("text").value)));
  $("file").addEventListener("change", wrap(upload));
  $("samples").addEventListener("change", wrap(sample));
  $("make").addEventListener("click", wrap(make));
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("clear").addEventListener("click", clearAll);
  $("hint").addEventListener("click", wrap(hint));
  $("explain").addEventListener("click", wrap(explain));
  $("solve").addEventListener("click", wrap(solve));
  $("export").addEventListener("click", wrap(exportIt));
  $("first").addEventListener("click", () => showStep(0));
  $("back").addEventListener("click", () => showStep(explained.at - 1));
  $("forward").addEventListener("click", () => showStep(explained.at + 1));
  $("last").addEventListener("click", () => showStep(explained.steps.length - 1));
  $("board").addEventListener("keydown", keyed);
  wrap(start)();
});
