// The board: the kind's own picture (the SVG of `check --svg`), with the player's
// entries drawn into it (under the grid's lines and the clues on them, as the kind's
// pictures draw a filled cell), the pencil marks, the marks of a check or a hint, the
// cursor, and, for a screen reader, a grid of cells each named with its value. Colours
// are the style sheet's (classes), so that they are one palette, checked for contrast.

import { cellName, valueName } from "./words.js";

export const CELL = 40, MARGIN = 4, SVGNS = "http://www.w3.org/2000/svg";

export function shape(name, attributes, text) {
  const element = document.createElementNS(SVGNS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (text !== undefined) element.textContent = text;
  return element;
}

export function square(r, c, extra) {
  return shape("rect", Object.assign({ x: MARGIN + (c - 1) * CELL, y: MARGIN + (r - 1) * CELL, width: CELL, height: CELL, "data-row": r, "data-col": c }, extra));
}

// A value drawn in its cell, as the kind's look says.
export function drawn(look, r, c, value) {
  const x = MARGIN + (c - 1) * CELL, y = MARGIN + (r - 1) * CELL, half = CELL / 2;
  const group = shape("g", { class: "entry", "data-row": r, "data-col": c, "data-value": value });
  switch (look.style) {
    case "colour":
      group.appendChild(shape("rect", { x: x, y: y, width: CELL, height: CELL, class: "colour-" + value }));
      break;
    case "circle":
      group.appendChild(shape("circle", { cx: x + half, cy: y + half, r: CELL * 0.36, class: "circle-" + value }));
      break;
    case "shade":
      if (value === "1") group.appendChild(shape("rect", { x: x, y: y, width: CELL, height: CELL, class: "shade" }));
      else group.appendChild(shape("circle", { cx: x + half, cy: y + half, r: 3, class: "dot" }));
      break;
    default: {
      const size = value.length < 2 ? 22 : 17;
      group.appendChild(shape("text", { x: x + half, y: y + half + 0.35 * size, "font-size": size, "text-anchor": "middle", class: "digit" }, value));
    }
  }
  return group;
}

// A cell's pencil marks, small, each in its place of a square of places (1 top left,
// as on a phone's keypad), as many places as the cell's values. A shaded kind's clues
// sit on the cells' corners (Creek's), so its marks go in a row across the middle.
export function pencilled(look, r, c, marks, most) {
  const values = look.symbols.length ? look.symbols : null;
  const count = values ? values.length : Math.max(most || 9, ...marks.map(Number));
  const across = look.style === "shade", side = Math.max(2, Math.ceil(Math.sqrt(count)));
  const step = (CELL - 6) / (across ? count + 1 : side);
  const x0 = MARGIN + (c - 1) * CELL + 3, y0 = MARGIN + (r - 1) * CELL + 3;
  const group = shape("g", { class: "pencil", "data-row": r, "data-col": c, "data-marks": marks.join(" ") });
  for (const mark of marks) {
    const place = values ? values.indexOf(mark) : Number(mark) - 1;
    const cx = across ? x0 + (place + 1) * step : x0 + (place % side + 0.5) * step;
    const cy = across ? y0 + (CELL - 6) / 2 : y0 + (Math.floor(place / side) + 0.5) * step;
    if (values && look.style !== "shade") group.appendChild(shape("circle", { cx: cx, cy: cy, r: step * 0.3, class: "mark " + look.style + "-" + mark }));
    else group.appendChild(shape("text", { x: cx, y: cy + step * 0.3, "font-size": step * 0.8, "text-anchor": "middle", class: "mark" }, values ? valueName(look, mark).charAt(0) : mark));
  }
  return group;
}

// The board of one game, drawn into `container`. `game` holds the values, the marks,
// the givens, the cursor and the marks to show (read whenever something is drawn).
export class Board {
  constructor(container, game) {
    this.game = game;
    this.container = container;
    container.innerHTML = game.board.svg;
    const svg = container.querySelector("svg");
    this.svg = svg;
    svg.setAttribute("role", "none");
    for (const child of svg.children) child.setAttribute("aria-hidden", "true");
    svg.querySelector("title")?.remove();
    this.layer = shape("g", { id: "entries", "aria-hidden": "true" });
    svg.insertBefore(this.layer, svg.querySelector("g.walls-light") || null);
    this.under = this.layer.appendChild(shape("g", { class: "under" }));
    this.values = this.layer.appendChild(shape("g", { class: "values" }));
    this.over = this.layer.appendChild(shape("g", { class: "over" }));
    this.cursorLayer = svg.appendChild(shape("g", { id: "cursor", "aria-hidden": "true" }));
    this.cells = svg.appendChild(shape("g", { id: "cells", role: "rowgroup" }));
    this.drawn = new Map();
    this.named = new Map();
    const { rows, cols } = game.board;
    for (let r = 1; r <= rows; r++) {
      const row = this.cells.appendChild(shape("g", { role: "row" }));
      for (let c = 1; c <= cols; c++) {
        const cell = row.appendChild(square(r, c, { id: "cell-" + r + "-" + c, role: "gridcell", class: "spot" }));
        this.named.set(r + "," + c, cell);
      }
    }
    container.setAttribute("role", "grid");
    container.setAttribute("aria-rowcount", rows);
    container.setAttribute("aria-colcount", cols);
    container.setAttribute("aria-label", game.kind.title + ", " + rows + " rows by " + cols + " columns; the arrow keys move");
    this.svg.classList.add("playing");
    this.fit();
  }

  // The board as wide as the page has room for, from its cells no smaller than a
  // finger's tap (the board scrolls sideways below that) to half again the picture's
  // own size.
  fit() {
    const natural = Number(this.svg.getAttribute("width")), cols = this.game.board.cols;
    const room = this.container.parentElement.clientWidth || natural;
    const least = Math.min(natural, cols * 28 + 2 * MARGIN), most = natural * 1.5;
    this.svg.style.width = Math.round(Math.max(least, Math.min(most, room))) + "px";
    this.svg.style.maxWidth = "none";
    this.svg.style.height = "auto";
  }

  // Everything: the marks under the values, the values and pencil marks, the marks
  // over them, the names, the cursor.
  draw() {
    const { rows, cols } = this.game.board, shown = this.game.shown;
    this.under.innerHTML = "";
    this.over.innerHTML = "";
    this.values.innerHTML = "";
    this.drawn = new Map();
    for (const [r, c] of shown.hinted) this.under.appendChild(square(r, c, { class: "hinted" }));
    for (const [r, c] of shown.faulty) this.under.appendChild(square(r, c, { class: "faulty" }));
    for (let r = 1; r <= rows; r++) for (let c = 1; c <= cols; c++) this.cell(r, c);
    for (const [r, c] of shown.wrong) this.over.appendChild(square(r, c, { class: "wrong" }));
    this.cursor();
  }

  // One cell: its value, or its pencil marks when it has none; and its name.
  cell(r, c) {
    const key = r + "," + c, game = this.game;
    const before = this.drawn.get(key);
    if (before) before.remove();
    this.drawn.delete(key);
    const value = game.values[r - 1][c - 1], marks = game.marks[r - 1][c - 1];
    const most = game.mostAt(r, c);
    if (value !== "") this.drawn.set(key, this.values.appendChild(drawn(game.look, r, c, value)));
    else if (marks.length && !game.givens.has(key)) this.drawn.set(key, this.values.appendChild(pencilled(game.look, r, c, marks, most)));
    this.name(r, c);
  }

  // A cell's name for a screen reader: "r3c4, 5", "r1c2, given", "r2c2, empty,
  // pencil marks 1 and 3", "wrong" after a check.
  name(r, c) {
    const game = this.game, key = r + "," + c, element = this.named.get(key);
    const value = game.values[r - 1][c - 1], marks = game.marks[r - 1][c - 1];
    const parts = [cellName(r, c)];
    if (game.givens.has(key)) parts.push("given" + (game.givenValues[key] ? " " + game.givenValues[key] : ""));
    else if (value !== "") parts.push(valueName(game.look, value));
    else parts.push("empty" + (marks.length ? ", pencil marks " + marks.map((m) => valueName(game.look, m)).join(" ") : ""));
    if (game.shown.wrong.some(([wr, wc]) => wr === r && wc === c)) parts.push("wrong");
    if (game.shown.hinted.some(([hr, hc]) => hr === r && hc === c)) parts.push("in the hint");
    element.setAttribute("aria-label", parts.join(", "));
  }

  cursor() {
    const [r, c] = this.game.at;
    this.cursorLayer.innerHTML = "";
    this.cursorLayer.appendChild(square(r, c, { class: this.game.pencil ? "cursor pencilling" : "cursor" }));
    for (const element of this.cells.querySelectorAll("[aria-selected]")) element.removeAttribute("aria-selected");
    const current = this.named.get(r + "," + c);
    current.setAttribute("aria-selected", "true");
    this.container.setAttribute("aria-activedescendant", current.id);
  }

  // The cell under a click or a tap, or null.
  cellAt(event) {
    const point = this.svg.createSVGPoint();
    point.x = event.clientX; point.y = event.clientY;
    const local = point.matrixTransform(this.svg.getScreenCTM().inverse());
    const r = Math.floor((local.y - MARGIN) / CELL) + 1, c = Math.floor((local.x - MARGIN) / CELL) + 1;
    const { rows, cols } = this.game.board;
    return r >= 1 && c >= 1 && r <= rows && c <= cols ? [r, c] : null;
  }
}
