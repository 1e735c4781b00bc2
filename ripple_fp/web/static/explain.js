// The explanation of a solve, step by step on the puzzle's own picture (or on the kind's
// page of pictures), and the solution, each under its heading.

import { drawn, shape, square } from "./board.js";

const $ = (id) => document.getElementById(id);
let explained = null;

export function forget() {
  explained = null;
  $("explanation").hidden = true;
  $("solution").hidden = true;
  $("solution-board").innerHTML = "";
}

// The explain job's answer, shown from its first step, for `game`.
export function showExplanation(said, game) {
  explained = { steps: said.steps, shown: said.shown, at: 0, game: game };
  $("grade").textContent = said.grade ? "Grade: " + said.grade + "." : said.stdout.split("\n").slice(-2).join("\n");
  $("explanation").hidden = false;
  if (said.shown.length === said.steps.length) {
    // each step on the puzzle's own picture: the values placed up to it, its cells marked
    $("steps").hidden = true;
    $("steps-board").hidden = false;
    $("steps-board").innerHTML = game.board.svg;
    const svg = $("steps-board").querySelector("svg");
    svg.querySelector("title")?.remove();
    svg.setAttribute("aria-hidden", "true");
    svg.classList.add("playing");
    svg.insertBefore(shape("g", { id: "step-marks" }), svg.querySelector("g.walls-light") || null);
  } else {
    // the kind's page of pictures, split once so that one step is drawn at a time: the
    // page's styles as the server's policy allows them (no inline style, not even in a
    // page only parsed): its style elements' rules kept for a sheet the frame makes,
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
  $("explanation").scrollIntoView({ block: "nearest" });
}

export function showStep(at) {
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
  const layer = $("steps-board").querySelector("#step-marks"), game = explained.game;
  layer.innerHTML = "";
  const step = explained.shown[explained.at];
  for (const [r, c] of step.marked) layer.appendChild(square(r, c, { class: "premise" }));
  for (const [r, c] of step.changed) layer.appendChild(square(r, c, { class: "changed" }));
  const placed = new Map();
  for (let i = 0; i <= explained.at; i++)
    for (const [r, c, token] of explained.shown[i].placed) placed.set(r + "," + c, [r, c, token]);
  for (const [r, c, token] of placed.values()) {
    if (!game.givens.has(r + "," + c)) layer.appendChild(drawn(game.look, r, c, token));
  }
  for (const [r, c] of step.placed) layer.appendChild(square(r, c, { class: "placed" }));
}

export function stepBy(delta) {
  if (explained) showStep(delta === Infinity ? explained.steps.length - 1 : delta === -Infinity ? 0 : explained.at + delta);
}

function styled(doc, css) {
  const sheet = new doc.defaultView.CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [sheet];
  for (const element of doc.querySelectorAll("[data-style]")) element.style.cssText = element.dataset.style;
}

// The solve job's answer, under its heading.
export function showSolution(said, game) {
  const unique = said.unique === true ? "unique" : said.unique === false ? "not unique: more than one solution" : "unique or not: not decided within the server's time";
  const grade = said.grade ? "grade: " + said.grade : "grade: none (" + (game.kind.explain || "") + ")";
  $("solution-said").textContent = "Solved: " + unique + "; " + grade;
  $("solution-board").innerHTML = said.svg;
  const svg = $("solution-board").querySelector("svg");
  if (svg) { svg.classList.add("playing"); svg.setAttribute("role", "img"); svg.setAttribute("aria-label", "the solution"); }
  $("solution").hidden = false;
  $("solution").scrollIntoView({ block: "nearest" });
}
