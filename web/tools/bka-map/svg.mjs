// A quick SVG preview of map.json for checking by eye: terrain fills, rivers on hexsides
// (blue), roads between centres (red), bridges (black bars), places, dumps (yellow, with
// their supply number), the German start zone (red hex outlines) and the reinforcement
// areas (coloured dots).
import { SIDE_KM } from './projection.mjs';
import { allLabels, centreOfLabelKm, sideKey } from './grid.mjs';

const PX = 6; // pixels per km
const FILL = { plain: '#efe9cf', forest: '#8fbf7f', mountain: '#b49a78', city: '#e07a6a', siegfried: '#6d6d8a' };
const AREA_COLOUR = { allied_north: '#1f5fd0', allied_west: '#0aa0a0', allied_south: '#7a2fd0', german_east: '#000000' };

function hexPoints(h) {
  const c = centreOfLabelKm(h), s = SIDE_KM;
  return [[s, 0], [s / 2, 2.5], [-s / 2, 2.5], [-s, 0], [-s / 2, -2.5], [s / 2, -2.5]]
    .map(([dx, dy]) => `${((c.x + dx) * PX).toFixed(1)},${((c.y + dy) * PX).toFixed(1)}`).join(' ');
}
const px = (p) => [(p.x * PX).toFixed(1), (p.y * PX).toFixed(1)];
const esc = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function renderSvg(map, { traced, sides, roadSides }) {
  const terrainOf = new Map();
  for (const [k, list] of Object.entries(map.terrain)) for (const h of list) terrainOf.set(h, k);
  const W = Math.ceil((SIDE_KM * (1 + 1.5 * 43) + SIDE_KM) * PX) + 10, H = Math.ceil(197.5 * PX) + 10;
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif">`,
    `<rect width="${W}" height="${H}" fill="white"/>`];
  const start = new Set(map.german_start_zone);
  for (const h of allLabels()) {
    out.push(`<polygon points="${hexPoints(h)}" fill="${FILL[terrainOf.get(h) ?? 'plain']}" stroke="#c8c0a0" stroke-width="0.6"/>`);
  }
  for (const h of allLabels()) {
    const c = centreOfLabelKm(h);
    out.push(`<text x="${(c.x * PX).toFixed(1)}" y="${((c.y + 2.1) * PX).toFixed(1)}" font-size="6" fill="#777" text-anchor="middle">${h}</text>`);
  }
  for (const h of start) out.push(`<polygon points="${hexPoints(h)}" fill="none" stroke="#d01010" stroke-width="1.6" stroke-dasharray="4 2"/>`);
  for (const [name, t] of traced) {
    for (const key of t.sides) {
      const s = sides.get(key), [x1, y1] = px(s.km[0]), [x2, y2] = px(s.km[1]);
      out.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${name === 'Albert Canal' ? '#3a7bd5' : '#1650c0'}" stroke-width="3.2" stroke-linecap="round"/>`);
    }
  }
  for (const [, [a, b]] of roadSides) {
    const [x1, y1] = px(centreOfLabelKm(a)), [x2, y2] = px(centreOfLabelKm(b));
    out.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#b01818" stroke-width="2" stroke-linecap="round"/>`);
  }
  for (const b of map.bridges) {
    const s = sides.get(sideKey(b.hex, b.side));
    const m = { x: (s.km[0].x + s.km[1].x) / 2, y: (s.km[0].y + s.km[1].y) / 2 }, [x, y] = px(m);
    out.push(`<circle cx="${x}" cy="${y}" r="3.2" fill="black"/>`);
  }
  for (const [k, hexes] of Object.entries(map.reinforcement_areas)) {
    for (const h of hexes) {
      const [x, y] = px(centreOfLabelKm(h));
      out.push(`<circle cx="${(+x + 8).toFixed(1)}" cy="${(+y - 8).toFixed(1)}" r="3.5" fill="${AREA_COLOUR[k]}"/>`);
    }
  }
  for (const d of map.dumps) {
    const [x, y] = px(centreOfLabelKm(d.hex));
    out.push(`<rect x="${+x - 7}" y="${+y + 3}" width="14" height="11" fill="${d.owner === 'allied' ? '#ffe030' : '#ffa020'}" stroke="black"/><text x="${x}" y="${+y + 12}" font-size="9" text-anchor="middle">${d.supply}</text>`);
  }
  for (const p of map.places) {
    const [x, y] = px(centreOfLabelKm(p.hex));
    const big = p.kind !== 'village';
    out.push(`<circle cx="${x}" cy="${y}" r="${big ? 3 : 2}" fill="black"/>`);
    out.push(`<text x="${x}" y="${+y - 4}" font-size="${big ? 11 : 8.5}" font-weight="${big ? 'bold' : 'normal'}" text-anchor="middle" stroke="white" stroke-width="2.5" paint-order="stroke">${esc(p.name)}</text>`);
  }
  out.push('</svg>');
  return out.join('\n');
}
