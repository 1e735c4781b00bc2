// Undo and redo, a step an action: an entry, a pencil mark, a Clear, a paste, a hint
// applied. A step is the list of its cells' changes, each with the cell's value and
// marks before and after it, so that one undo takes a whole Clear back.

export const KEPT = 500;

export class History {
  constructor(done = [], undone = []) {
    this.done = done;
    this.undone = undone;
  }

  // A step made: it can be undone, and nothing undone before it can be redone.
  record(changes) {
    if (!changes.length) return;
    this.done.push(changes);
    if (this.done.length > KEPT) this.done.shift();
    this.undone = [];
  }

  // The changes to take back (each cell to its `before`), or null.
  undo() {
    const step = this.done.pop();
    if (!step) return null;
    this.undone.push(step);
    return step.map((change) => ({ r: change.r, c: change.c, to: change.before }));
  }

  // The changes to make again (each cell to its `after`), or null.
  redo() {
    const step = this.undone.pop();
    if (!step) return null;
    this.done.push(step);
    return step.map((change) => ({ r: change.r, c: change.c, to: change.after }));
  }

  saved() {
    return { done: this.done, undone: this.undone };
  }
}
