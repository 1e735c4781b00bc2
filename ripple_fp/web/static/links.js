// Links to the page: the puzzle in the page's address (its puzz.link URL where its kind
// writes one, else its text), and the position too where asked. The part after "#" is
// never sent to the server: a link holds a whole puzzle and says it to nobody.
//
//   http://127.0.0.1:8000/#kind=ripple&puzzle=https://puzz.link/p?ripple/...&position=1.3./....

import { encodePosition } from "./position.js";

function part(value) {
  return encodeURIComponent(value).replace(/%2F/g, "/").replace(/%3A/g, ":").replace(/%3F/g, "?").replace(/%2C/g, ",");
}

// The fragment ("#kind=...&puzzle=...") of a puzzle, and of a position when given.
export function fragment(kind, puzzle, values) {
  let text = "#kind=" + part(kind) + "&puzzle=" + part(puzzle);
  if (values) text += "&position=" + part(encodePosition(values));
  return text;
}

// The page's address with a fragment.
export function link(hash) {
  return location.origin + location.pathname + hash;
}

// What the page's address asks for: { kind, puzzle, position } (position: the text of
// one, or null), or null when it names no puzzle. The query ("?puzzle=...") is read
// too, for a link written by hand.
export function asked() {
  for (const text of [location.hash.slice(1), location.search.slice(1)]) {
    const params = new URLSearchParams(text);
    const puzzle = params.get("puzzle");
    if (puzzle) return { kind: params.get("kind") || "", puzzle: puzzle, position: params.get("position") };
  }
  return null;
}
