// The time a game has been played: it runs from the load, stops at "Solved!", and
// goes on from where it was after a reload (the time the page was closed not counted).

import { clock } from "./words.js";

export class Timer {
  constructor(shown) {
    this.shown = shown;
    this.before = 0;
    this.since = null;
    setInterval(() => this.show(), 1000);
  }

  elapsed() {
    return this.before + (this.since === null ? 0 : performance.now() - this.since);
  }

  // Running again from `ms`, or stopped at it (`running` false).
  reset(ms, running) {
    this.before = ms;
    this.since = running ? performance.now() : null;
    this.show();
  }

  stop() {
    this.before = this.elapsed();
    this.since = null;
    this.show();
  }

  running() {
    return this.since !== null;
  }

  show() {
    const text = clock(this.elapsed());
    if (this.shown.textContent !== text) this.shown.textContent = text;
    this.shown.dataset.running = String(this.running());
  }
}
