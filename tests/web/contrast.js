// The contrast of every text of the page against its background, and of the board's
// marks and drawn values against a cell's white: [what, ratio, least] each, by WCAG's
// formulas (relative luminance, (L1 + 0.05) / (L2 + 0.05)). Run by test_player.py.
const done = arguments[arguments.length - 1];
const parse = (text) => {
  const m = text.match(/rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? ([\d.]+))?\)/);
  if (!m) return null;
  return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
};
const over = (top, below) => top.slice(0, 3).map((v, i) => v * top[3] + below[i] * (1 - top[3])).concat([1]);
const light = (c) => { const [r, g, b] = c.slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
const ratio = (a, b) => { const [x, y] = [light(a), light(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
const background = (element) => {
  const chain = [];
  for (let e = element; e && e.nodeType === 1; e = e.parentElement) chain.push(getComputedStyle(e).backgroundColor);
  let colour = [255, 255, 255, 1];
  for (const text of chain.reverse()) { const c = parse(text); if (c && c[3] > 0) colour = over(c, colour); }
  return colour;
};
const found = [];
const shown = (e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden' && !e.closest('[hidden]');
for (const e of document.querySelectorAll('body *')) {
  if (e.closest('svg') || !shown(e)) continue;
  const own = Array.from(e.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim());
  if (!own && !e.matches('input, select, textarea, button')) continue;
  const style = getComputedStyle(e), size = parseFloat(style.fontSize), bold = Number(style.fontWeight) >= 700;
  const large = size >= 24 || (size >= 18.66 && bold);
  const fg = over(parse(style.color), background(e));
  found.push([e.tagName + '#' + e.id + '.' + e.className + ' ' + (e.textContent || '').trim().slice(0, 30), ratio(fg, background(e)), large ? 3 : 4.5]);
  if (e.matches('textarea, input[type=text]')) {
    const holder = parse(getComputedStyle(e, '::placeholder').color);
    if (holder) found.push(['placeholder of ' + e.id, ratio(over(holder, background(e)), background(e)), 4.5]);
  }
}
const white = [255, 255, 255, 1], hinted = over([255, 225, 77, 0.5], white);
for (const e of document.querySelectorAll('#board svg text')) {
  const fill = parse(getComputedStyle(e).fill); if (!fill) continue;
  found.push(['svg text ' + e.textContent + ' ' + e.getAttribute('class'), ratio(fill, white), 4.5]);
  if (e.closest('.entry')) found.push(['svg text on a hinted cell', ratio(fill, hinted), 4.5]);
}
for (const e of document.querySelectorAll('#board .cursor, #board .wrong')) found.push(['mark ' + e.getAttribute('class'), ratio(parse(getComputedStyle(e).stroke), white), 3]);
for (const e of document.querySelectorAll('#entries .entry > *, #entries .mark')) {
  const fill = parse(getComputedStyle(e).fill);
  if (fill && fill[0] + fill[1] + fill[2] < 700) found.push(['drawn ' + e.getAttribute('class'), ratio(fill, white), 3]);
}
done(found);
