// The page's words: cells named r1c1, the referee's complaints said so, the server's
// refusals said to a player (not as a command line's), the keys of a kind. Nothing here
// touches the page: each function takes data and gives text.

// What each symbol of a style is drawn as (board.js draws it).
export const NAMES = {
  colour: { R: "red", B: "blue" },
  circle: { B: "black", R: "white" },
  shade: { "1": "shaded", "0": "white (a dot)" },
};

export function cellName(r, c) {
  return "r" + r + "c" + c;
}

// A value in words: "4", "red", "shaded".
export function valueName(look, value) {
  return (NAMES[look.style] || {})[value] || value;
}

// A list in words: "a", "a and b", "a, b and c".
export function listed(items) {
  return items.length < 2 ? items.join("") : items.slice(0, -1).join(", ") + " and " + items[items.length - 1];
}

// A crossing of grid lines as the explanations name it: the clue's corner of a cell
// ("the top-left corner of r2c3"); `r` and `c` count the lines from 1, as the
// referee shows a crossing.
export function crossingName(r, c, rows, cols) {
  const below = r <= rows, right = c <= cols;
  const row = below ? r : r - 1, col = right ? c : c - 1;
  return "the " + (below ? "top" : "bottom") + "-" + (right ? "left" : "right") + " corner of " + cellName(row, col);
}

// A referee's complaint (the command line's words: "Cells at positions (1,5) and (2,4)
// violate touch rule:", "Room at positions (1,1), (1,2) violates Room Rule:") in the
// page's: every cell named r1c5, a crossing by its corner.
export function plainComplaint(text, rows, cols) {
  return text
    .replace(/crossing \((\d+),(\d+)\)/g, (_, r, c) => crossingName(Number(r), Number(c), rows, cols))
    .replace(/Cells at positions \((\d+),(\d+)\) and \((\d+),(\d+)\) violate (\w+) rule:/g, "r$1c$2 and r$3c$4 break the $5 rule:")
    .replace(/\bRoom at positions ((?:\(\d+,\d+\)(?:, )?)+) violates Room Rule:/g, "The room of $1 breaks the room rule:")
    .replace(/ at positions \((\d+),(\d+)\) to \((\d+),(\d+)\) violates/g, " (r$1c$2 to r$3c$4) breaks")
    .replace(/\bCells \((\d+),(\d+)\) to \((\d+),(\d+)\)/g, "r$1c$2 to r$3c$4")
    .replace(/\b[Cc]ell \((\d+),(\d+)\)/g, "r$1c$2")
    .replace(/\bin position \((\d+),(\d+)\)/g, "in r$1c$2")
    .replace(/\((\d+),(\d+)\)/g, "r$1c$2");
}

// "r1c1 is wrong." / "r1c1 and r2c3 are wrong."
export function wrongCells(cells) {
  return listed(cells.map(([r, c]) => cellName(r, c))) + (cells.length > 1 ? " are" : " is") + " wrong.";
}

// A time on the clock: "0:07", "12:34", "1:02:03".
export function clock(ms) {
  const s = Math.floor(ms / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60, sec = s % 60;
  const two = (n) => String(n).padStart(2, "0");
  return h ? h + ":" + two(m) + ":" + two(sec) : m + ":" + two(sec);
}

// The keys and taps of a kind's board, in words.
export function keysOf(look) {
  const names = NAMES[look.style] || {};
  const values = look.symbols.length
    ? look.symbols.map((s) => s + " " + (names[s] || s)).join(", ") + "; Space, a click or a tap cycles through them (a right click backwards)"
    : "a digit enters it (in place of the cell's value; two digits typed one after the other make a number when the cell holds one so large); a click or a tap on the chosen cell counts up (a right click down); Space counts up too";
  return "Keys: click or tap a cell, or move with the arrow keys; " + values +
    "; Backspace or Delete clears; P switches pencil marks on and off (a digit then marks or unmarks a candidate); Ctrl+Z undoes, Ctrl+Y redoes; Ctrl+V pastes a position.";
}

// What a question was, for a refusal's words.
const ASKED = {
  load: "reading the puzzle", play: "checking the position", check: "checking the position",
  solve: "solving the puzzle", hint: "finding a hint", explain: "explaining the solve",
  convert: "writing the export", generate: "making a puzzle", largest: "reading the puzzle",
  diagnose: "reading the text",
};

// The server's words without the command's name before them: "ripple-fp solve: x" is "x".
function bare(message) {
  return message.replace(/^ripple-fp(?: \w+)?: /, "").replace(/^error: /, "");
}

function sentence(text) {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1) + (/[.!?)]$/.test(trimmed) ? "" : ".");
}

// A refusal of question `name` (api.js's Refusal), said to a player.
export function refusalWords(refusal, name) {
  const what = ASKED[name] || "that";
  if (refusal.status === 0) return "The server does not answer: it may have stopped (start it again with ripple-fp serve), or the network is down.";
  if (refusal.status === 503) return "The server is busy with other puzzles just now: try " + what + " again in a moment.";
  if (refusal.status === 504 || refusal.code === 124) {
    const seconds = /within ([\d.]+) s/.exec(refusal.message);
    const limit = seconds ? seconds[1] + " s, the server's time limit" : "the server's time limit";
    return "No answer within " + limit + ": " + what + " takes longer than that here. (Whoever starts the server can give it more time with --timeout.)";
  }
  if (refusal.status === 413) {
    const body = /larger than (\d+ MiB)/.exec(refusal.message);
    if (body) return "This text is larger than the " + body[1] + " the server takes.";
    const reason = bare(refusal.message).replace(/^.*? is too large to solve: /, "").replace(/ \(--max-[\w-]+ N raises the limit\)/, "");
    return "This puzzle is larger than the server takes: " + reason + ". (Whoever starts the server can raise its limits with --max-cells and --max-candidates.)";
  }
  return sentence(bare(refusal.message));
}

// A kind's title with its article: "a Creek puzzle" (and "an" before a vowel).
export function withArticle(title) {
  return (/^[AEIOU]/i.test(title) ? "an " : "a ") + title;
}

// Why a text is no puzzle the page plays (the `diagnose` job's parts), said to a
// player: the words, and the kinds to offer a switch to. `kinds` maps a kind's name
// to what /api/kinds says of it; `asked` is the kind chosen (none: any).
export function diagnosisWords(said, kinds, asked) {
  const title = (name) => (kinds[name] ? kinds[name].title : name);
  const a = (name) => withArticle(title(name));
  const where = (stop) => "line " + stop.line + (stop.column ? ", column " + stop.column : "") + ": " + stop.message;
  if (said.readers.length) {
    const [first, ...rest] = said.readers;
    return {
      text: (asked ? "This is not " + a(asked) + ": it is " : "It reads as ") + a(first) + (rest.length ? " (" + listed(rest.map(a)) + " reads it too)" : "") + ".",
      switches: said.readers, line: null,
    };
  }
  if (said.variety) {
    return {
      text: "This is a puzz.link address of " + said.variety + ", a puzzle this page does not play. It plays the addresses of " + listed(said.varieties) + ".",
      switches: [], line: null,
    };
  }
  if (said.address) {
    return {
      text: "This is a web page's address, and the page fetches nothing from the web: paste the puzzle's text, or its puzz.link address, instead.",
      switches: [], line: null,
    };
  }
  if (said.looks) {
    const stop = said.stopped[said.looks];
    if (asked && asked !== said.looks) {
      return {
        text: "This is not " + a(asked) + ". It looks like " + a(said.looks) + ", but cannot be read as one either: " + where(stop) + ".",
        switches: [], choose: [said.looks], line: stop.line,
      };
    }
    return { text: "This looks like " + a(said.looks) + ", but cannot be read as one: " + where(stop) + ".", switches: [], line: stop.line };
  }
  if (asked) {
    const stop = said.stopped[asked];
    return { text: "This is not " + a(asked) + ": its reader stopped at " + where(stop) + ". No other kind of puzzle reads it either.", switches: [], line: stop.line };
  }
  return {
    text: "No kind of puzzle this page plays reads this text. It plays " + listed(Object.values(kinds).map((k) => k.title.replace(/ puzzle$/, ""))) + ": paste a puzzle's text or its puzz.link address.",
    switches: [], line: null,
  };
}
