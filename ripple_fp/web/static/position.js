// A position, as data: what a player has entered (a token a cell, "" where nothing),
// the pencil marks (the candidates a player keeps in a cell), and the rules of entering
// a value: a digit replaces the cell's value, two digits typed one after the other make
// one number when the cell holds one so large. Nothing here touches the page.

export function grid(rows, cols, fill) {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => (typeof fill === "function" ? fill() : fill)));
}

export function copied(values) {
  return values.map((row) => row.slice());
}

// The value a digit typed into a cell holding `now` gives (a string; "" clears), or why
// none (`refused`): the digit replaces the value, unless it follows another typed into
// the same cell (`joining`) and the two make a number the cell may hold (`most`: its
// largest number; null: single digits). 0 alone clears.
export function typed(now, digit, most, joining) {
  const limit = most || 9;
  if (joining && now !== "") {
    const joined = Number(now + digit);
    if (joined <= limit) return { value: String(joined) };
  }
  if (digit === "0") return { value: "" };
  if (Number(digit) > limit) return { refused: limit };
  return { value: digit };
}

// The value after `now` in the kind's cycle (`step` 1: forwards, -1: backwards): its
// symbols, or the numbers 1 to `most`, then empty, then round again.
export function cycled(look, now, most, step) {
  const values = look.symbols.length ? look.symbols : Array.from({ length: most || 9 }, (_, i) => String(i + 1));
  const ring = ["", ...values];
  const at = Math.max(ring.indexOf(now), 0);
  return ring[(at + step + ring.length) % ring.length];
}

// A pencil mark toggled: the marks of a cell, sorted as the kind's values are.
export function toggled(marks, value, look) {
  const next = marks.includes(value) ? marks.filter((m) => m !== value) : [...marks, value];
  const order = (v) => (look.symbols.length ? look.symbols.indexOf(v) : Number(v));
  return next.sort((a, b) => order(a) - order(b));
}

// Is the token one the kind enters? (a symbol; or a whole number from 1 to the cell's
// largest, any when the kind does not say)
export function valid(look, token, most) {
  if (look.symbols.length) return look.symbols.includes(token);
  return /^[1-9][0-9]*$/.test(token) && (!most || Number(token) <= most);
}

const EMPTY = new Set(["", "-", ".", "_"]);

// A position pasted as text (rows of tokens, as a position is exported: the puzzle's
// last `rows` lines, or a solution's text): its values, or what is wrong with it.
// Given cells keep their givens.
export function readPosition(text, board, most) {
  const { rows, cols, look } = board;
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "");
  if (lines.length < rows) return { error: "it has " + lines.length + " line" + (lines.length === 1 ? "" : "s") + " of cells, and the puzzle " + rows + " rows" };
  const values = [];
  for (const [i, line] of lines.slice(-rows).entries()) {
    const tokens = /\s/.test(line) ? line.split(/\s+/) : Array.from(line);
    if (tokens.length !== cols) return { error: "its row " + (i + 1) + " has " + tokens.length + " cells, and the puzzle " + cols + " columns" };
    const row = [];
    for (const [j, raw] of tokens.entries()) {
      const token = look.symbols.length ? raw.toUpperCase() : raw;
      const empty = EMPTY.has(token) || (look.blank === null && !look.symbols.length && token === "0");
      if (!empty && !valid(look, token, most ? most[i][j] : null)) return { error: "'" + raw + "' in its row " + (i + 1) + " is not a value of this puzzle" };
      row.push(empty ? "" : token);
    }
    values.push(row);
  }
  return { values };
}

// A position in a link: rows joined by "/", each row's tokens one after the other ("."
// where empty), or separated by "," when some token is longer than one character.
export function encodePosition(values) {
  const long = values.some((row) => row.some((t) => t.length > 1));
  return values.map((row) => row.map((t) => t || ".").join(long ? "," : "")).join("/");
}

// The position of a link (encodePosition's), or null when it is not one of a board of
// `rows` and `cols`.
export function decodePosition(text, rows, cols) {
  const lines = text.split("/");
  if (lines.length !== rows) return null;
  const values = lines.map((line) => (line.includes(",") ? line.split(",") : Array.from(line)).map((t) => (t === "." ? "" : t)));
  return values.every((row) => row.length === cols) ? values : null;
}

// Has every cell not given a value? (A kind with a blank, whose empty cells count as it,
// is never unfinished for want of entries.)
export function filled(values, givens, look) {
  if (look.blank !== null) return true;
  return values.every((row, r) => row.every((t, c) => t !== "" || givens.has((r + 1) + "," + (c + 1))));
}
