// What the browser keeps for the page (its localStorage, this machine only): the game
// being played (the puzzle, the position, the pencil marks, the undo steps, the time)
// and the player's settings. A browser that keeps nothing (a private window that
// refuses) loses them on reload, and nothing else.

const GAME = "ripple_fp.game", SETTINGS = "ripple_fp.settings";

function read(key) {
  try { return JSON.parse(localStorage.getItem(key) || "null"); } catch (e) { return null; }
}

function write(key, value) {
  try { localStorage.setItem(key, JSON.stringify(value)); return true; } catch (e) { return false; }
}

// The game kept: { kind, puzzle, values, marks, done, undone, elapsed, solved, at }.
export function keptGame() {
  return read(GAME);
}

export function keepGame(kept) {
  return write(GAME, kept);
}

export function setting(name, fallback) {
  const all = read(SETTINGS) || {};
  return name in all ? all[name] : fallback;
}

export function keepSetting(name, value) {
  const all = read(SETTINGS) || {};
  all[name] = value;
  write(SETTINGS, all);
}
