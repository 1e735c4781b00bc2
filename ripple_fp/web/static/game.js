// One game: the puzzle loaded, the player's position and pencil marks, the cursor, and
// the undo steps. Every change goes through change(), which records it as one step
// (however many cells it touches), redraws its cells and tells the page (onChange).

import { History } from "./history.js";
import { grid, copied, toggled, typed, cycled, readPosition } from "./position.js";
import { cellName } from "./words.js";

export class Game {
  // `read`: /api/load's answer.
  constructor(read) {
    this.kind = read.kind;
    this.puzzle = read.puzzle;
    this.board = read.board;
    this.look = read.board.look;
    const { rows, cols } = read.board;
    this.givens = new Set(read.board.givens.map(([r, c]) => r + "," + c));
    this.givenValues = {};
    const written = readPosition(read.puzzle, read.board, null);
    if (written.values) for (const [r, c] of read.board.givens) this.givenValues[r + "," + c] = written.values[r - 1][c - 1];
    this.values = grid(rows, cols, "");
    this.marks = grid(rows, cols, () => []);
    this.at = [1, 1];
    this.pencil = false;
    this.typing = null;
    this.history = new History();
    this.shown = { wrong: [], hinted: [], faulty: [] };
    this.view = null;
    this.onChange = () => {};
  }

  isGiven(r, c) {
    return this.givens.has(r + "," + c);
  }

  // Each cell's largest number, rows of them, as the board was loaded (null: symbols).
  get most() {
    return this.board.most;
  }

  mostAt(r, c) {
    return this.most ? this.most[r - 1][c - 1] : null;
  }

  // The largest number of any cell (the number pad's last key).
  largest() {
    return this.most ? Math.max(...this.most.flat()) : 9;
  }

  // Cells set to new values and marks (each `{r, c, value, marks}`; either may be left
  // out), as one step; `recorded` false: a step of the history itself (undo, redo).
  change(changes, recorded = true) {
    const step = [];
    for (const { r, c, value, marks } of changes) {
      if (this.isGiven(r, c)) continue;
      const before = { value: this.values[r - 1][c - 1], marks: this.marks[r - 1][c - 1] };
      const after = { value: value === undefined ? before.value : value, marks: marks === undefined ? before.marks : marks };
      if (after.value === before.value && after.marks.join() === before.marks.join()) continue;
      this.values[r - 1][c - 1] = after.value;
      this.marks[r - 1][c - 1] = after.marks;
      step.push({ r, c, before, after });
    }
    if (!step.length) return step;
    if (recorded) this.history.record(step);
    if (this.view) for (const { r, c } of step) this.view.cell(r, c);
    this.onChange(step);
    return step;
  }

  // A value entered in the cursor's cell; a message when it cannot be.
  enter(value) {
    const [r, c] = this.at;
    if (this.isGiven(r, c)) return cellName(r, c) + " is given: its value is the puzzle's.";
    this.change([{ r, c, value }]);
    return null;
  }

  // A digit typed: in place of the cell's value, or joined to the digit typed into it
  // just before when the two make a number the cell may hold; a pencil mark toggled in
  // pencil mode.
  digit(key) {
    const [r, c] = this.at, most = this.mostAt(r, c);
    if (this.pencil) return this.mark(key);
    const joining = this.typing === r + "," + c;
    const result = typed(this.values[r - 1][c - 1], key, most, joining);
    if (result.refused) return cellName(r, c) + " holds a number from 1 to " + result.refused + ".";
    const said = this.enter(result.value);
    this.typing = said ? null : r + "," + c;
    return said;
  }

  // A pencil mark toggled in the cursor's cell.
  mark(value) {
    const [r, c] = this.at, most = this.mostAt(r, c);
    if (this.isGiven(r, c)) return cellName(r, c) + " is given: it takes no pencil marks.";
    if (value === "0" || (most && !this.look.symbols.length && Number(value) > most)) return cellName(r, c) + " holds a number from 1 to " + (most || 9) + ".";
    this.change([{ r, c, marks: toggled(this.marks[r - 1][c - 1], value, this.look) }]);
    return null;
  }

  // The cursor's cell one value on (`step` 1) or back (-1) in the kind's cycle.
  cycle(step) {
    const [r, c] = this.at;
    return this.enter(cycled(this.look, this.values[r - 1][c - 1], this.mostAt(r, c), step));
  }

  // The cursor's cell cleared: its value, or its pencil marks when it has none (or in
  // pencil mode).
  erase() {
    const [r, c] = this.at;
    if (this.isGiven(r, c)) return cellName(r, c) + " is given: its value is the puzzle's.";
    const value = this.values[r - 1][c - 1];
    this.change([value !== "" && !this.pencil ? { r, c, value: "" } : { r, c, marks: [] }]);
    return null;
  }

  // Every cell cleared, values and pencil marks: one step.
  clearAll() {
    const changes = [];
    this.values.forEach((row, i) => row.forEach((_, j) => changes.push({ r: i + 1, c: j + 1, value: "", marks: [] })));
    return this.change(changes);
  }

  // A whole position put in (a paste, a link's), as one step.
  place(values) {
    const changes = [];
    values.forEach((row, i) => row.forEach((value, j) => changes.push({ r: i + 1, c: j + 1, value })));
    return this.change(changes);
  }

  undo() {
    return this.replay(this.history.undo());
  }

  redo() {
    return this.replay(this.history.redo());
  }

  replay(changes) {
    this.typing = null;
    if (!changes) return null;
    const step = this.change(changes.map(({ r, c, to }) => ({ r, c, value: to.value, marks: to.marks })), false);
    if (step.length === 1) this.moveTo(step[0].r, step[0].c);
    return step;
  }

  moveTo(r, c) {
    const { rows, cols } = this.board;
    this.at = [Math.min(Math.max(r, 1), rows), Math.min(Math.max(c, 1), cols)];
    this.typing = null;
    if (this.view) this.view.cursor();
  }

  // What the browser keeps of the game (storage.js).
  kept() {
    return {
      kind: this.kind.name, puzzle: this.puzzle, values: copied(this.values), marks: this.marks,
      at: this.at, ...this.history.saved(),
    };
  }

  // A kept game's position, marks and steps taken back, where they fit this board.
  restore(kept) {
    const { rows, cols } = this.board;
    const fits = (g) => Array.isArray(g) && g.length === rows && g.every((row) => Array.isArray(row) && row.length === cols);
    if (!fits(kept.values) || !fits(kept.marks)) return false;
    this.values = kept.values.map((row, i) => row.map((t, j) => (this.isGiven(i + 1, j + 1) ? "" : String(t))));
    this.marks = kept.marks.map((row) => row.map((m) => (Array.isArray(m) ? m.map(String) : [])));
    this.history = new History(kept.done || [], kept.undone || []);
    if (Array.isArray(kept.at)) this.at = [Math.min(Math.max(kept.at[0], 1), rows), Math.min(Math.max(kept.at[1], 1), cols)];
    return true;
  }
}
