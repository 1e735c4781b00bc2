// How a player enters values: keys on the board, clicks and taps on it, the number
// pad (or the symbols' pad) under it, a position pasted. Each asks the game (game.js);
// what cannot be done is said (page.tell).

import { readPosition } from "./position.js";
import { valueName } from "./words.js";

const MOVES = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

// `page`: { game() (the game, or null), tell(text), pencilled() (the pencil mode
// changed) }.
export function attach(page, board, pad) {
  board.addEventListener("keydown", (event) => keyed(page, event));
  board.addEventListener("click", (event) => tapped(page, event, 1));
  board.addEventListener("contextmenu", (event) => { if (page.game()) { event.preventDefault(); tapped(page, event, -1); } });
  pad.addEventListener("click", (event) => padded(page, event));
  document.addEventListener("paste", (event) => pasted(page, event));
}

function said(page, message) {
  if (message) page.tell(message);
}

function keyed(page, event) {
  const game = page.game();
  if (!game || event.altKey) return;
  const key = event.key, symbols = game.look.symbols;
  const ctrl = event.ctrlKey || event.metaKey;
  if (ctrl && (key === "z" || key === "Z")) {
    if (event.shiftKey) game.redo(); else game.undo();
  } else if (ctrl && (key === "y" || key === "Y")) {
    game.redo();
  } else if (ctrl) {
    return; // Ctrl+V and the browser's own keys
  } else if (MOVES[key]) {
    const [dr, dc] = MOVES[key];
    game.moveTo(game.at[0] + dr, game.at[1] + dc);
    page.moved();
  } else if (key === "Backspace" || key === "Delete") {
    said(page, game.erase());
  } else if (key === " ") {
    said(page, game.pencil ? null : game.cycle(1));
  } else if (symbols.includes(key.toUpperCase())) {
    said(page, game.pencil ? game.mark(key.toUpperCase()) : game.enter(key.toUpperCase()));
  } else if ((key === "p" || key === "P") && !symbols.includes("P")) {
    page.pencilled(!game.pencil);
  } else if (!symbols.length && /^[0-9]$/.test(key)) {
    said(page, game.digit(key));
    return event.preventDefault();
  } else {
    return;
  }
  game.typing = null;
  event.preventDefault();
}

// A click or a tap on the board (`step` -1: a right click). A kind of symbols cycles
// the cell's value at once; a kind of numbers chooses the cell first, and counts its
// value up (or down) on a click on the chosen cell, as puzz.link's players do.
function tapped(page, event, step) {
  const game = page.game();
  if (!game || !game.view) return;
  const cell = game.view.cellAt(event);
  if (!cell) return;
  const [r, c] = cell, chosen = game.at[0] === r && game.at[1] === c;
  game.moveTo(r, c);
  page.moved();
  if (!game.pencil && !game.isGiven(r, c) && (game.look.symbols.length || chosen)) said(page, game.cycle(step));
  page.focusBoard();
}

// A key of the pad: a value, the eraser, or the pencil.
function padded(page, event) {
  const game = page.game(), button = event.target.closest("button");
  if (!game || !button) return;
  game.typing = null;
  if (button.id === "pencil") page.pencilled(!game.pencil);
  else if (button.id === "erase") said(page, game.erase());
  else if (button.dataset.value) said(page, game.pencil ? game.mark(button.dataset.value) : game.enter(button.dataset.value));
}

// The pad of a game: a key a number (1 to the largest any cell holds) or a symbol,
// then the eraser and the pencil.
export function drawPad(pad, game) {
  pad.innerHTML = "";
  const keys = pad.appendChild(document.createElement("div"));
  keys.className = "keys";
  keys.setAttribute("role", "group");
  keys.setAttribute("aria-label", "values");
  const values = game.look.symbols.length ? game.look.symbols : Array.from({ length: game.largest() }, (_, i) => String(i + 1));
  for (const value of values) {
    const button = keys.appendChild(document.createElement("button"));
    button.type = "button";
    button.dataset.value = value;
    button.className = "value " + game.look.style + "-key key-" + value;
    button.textContent = game.look.symbols.length ? valueName(game.look, value) : value;
    button.setAttribute("aria-label", (game.look.symbols.length ? valueName(game.look, value) : value));
  }
  const tools = pad.appendChild(document.createElement("div"));
  tools.className = "pad-tools";
  const erase = tools.appendChild(document.createElement("button"));
  erase.type = "button"; erase.id = "erase"; erase.textContent = "Erase";
  erase.title = "Clear the chosen cell (Backspace)";
  const pencil = tools.appendChild(document.createElement("button"));
  pencil.type = "button"; pencil.id = "pencil"; pencil.textContent = "Pencil";
  pencil.title = "Pencil marks: a value then marks or unmarks a candidate (P)";
  pencil.setAttribute("aria-pressed", String(game.pencil));
  padFor(pad, game);
}

// The pad's keys for the cursor's cell: those past its largest number disabled.
export function padFor(pad, game) {
  const [r, c] = game.at, most = game.mostAt(r, c), given = game.isGiven(r, c);
  for (const button of pad.querySelectorAll("button.value")) {
    button.disabled = given || (most !== null && Number(button.dataset.value) > most);
  }
  const pencil = pad.querySelector("#pencil");
  if (pencil) pencil.setAttribute("aria-pressed", String(game.pencil));
}

// A position pasted (Ctrl+V anywhere but a text field): put in as one step.
function pasted(page, event) {
  const game = page.game(), target = event.target;
  if (!game || (target && target.closest && target.closest("input, textarea, select"))) return;
  const text = event.clipboardData ? event.clipboardData.getData("text/plain") : "";
  if (!text.trim()) return;
  event.preventDefault();
  const read = readPosition(text, game.board, game.most);
  if (read.error) { page.tell("The pasted text is not a position of this puzzle: " + read.error + "."); return; }
  game.typing = null;
  const step = game.place(read.values);
  page.tell(step.length ? "Pasted: " + step.length + " cell" + (step.length === 1 ? "" : "s") + " changed (one undo takes them back)." : "Pasted: nothing changed.", true);
}
