// An SVG preview of a built map for checking by eye: terrain fills, hex labels, streams on
// hexsides (runs dark blue and thick, creeks light blue), roads between centres (pike brown,
// road red, trail dashed), railroads (black, dashed), bridges (black bars across the side),
// fords (white dots ringed blue), fortifications (black ticks) and the named places.
import { SIDE, YARDS_PER_HEX } from './projection.mjs';

const PX = 0.09; // pixels per yard: a 400-yard hex is 36 px across
const FILL = {
  clear: '#f1ecd2', light_woods: '#bcd9a4', woods: '#84b878', thicket: '#4f8a4a', swamp: '#9fc7c0',
  hill: '#d6b98a', wooded_hill: '#9a9c5c', town: '#e07a6a', water: '#6fa0d8',
};
const esc = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function renderSvg(map, { g, sides, traced, roadSides, railSides, terrainOf, kindOfSide }) {
  const G = g.grid;
  const px = (p) => [(p.x * PX + 5).toFixed(1), (p.y * PX + 5).toFixed(1)];
  const hexPoints = (h) => {
    const c = g.centreYards(h), s = SIDE, f = YARDS_PER_HEX / 2;
    return [[s, 0], [s / 2, f], [-s / 2, f], [-s, 0], [-s / 2, -f], [s / 2, -f]].map(([dx, dy]) => px({ x: c.x + dx, y: c.y + dy }).join(',')).join(' ');
  };
  const W = Math.ceil((SIDE * (1 + 1.5 * (g.columns - 1)) + SIDE) * PX) + 10;
  const H = Math.ceil((YARDS_PER_HEX * (g.rows + 0.5)) * PX) + 10;
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif">`, `<rect width="${W}" height="${H}" fill="white"/>`];
  for (const h of G.allLabels()) out.push(`<polygon points="${hexPoints(h)}" fill="${FILL[terrainOf.get(h) ?? map.default_terrain] ?? '#fff'}" stroke="#b0a890" stroke-width="0.5"/>`);
  for (const h of G.allLabels()) { const [x, y] = px(g.centreYards(h)); out.push(`<text x="${x}" y="${(+y + 14).toFixed(1)}" font-size="6" fill="#666" text-anchor="middle">${h}</text>`); }
  for (const h of Object.keys(map.fortifications)) out.push(`<polygon points="${hexPoints(h)}" fill="none" stroke="#000" stroke-width="2" stroke-dasharray="2 2"/>`);
  for (const [, t] of traced) t.sides.forEach((k, i) => {
    const s = sides.get(k), [x1, y1] = px(s.km[0]), [x2, y2] = px(s.km[1]);
    const run = t.kinds[i] === 'run';
    out.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${run ? '#1040b0' : '#4a90e0'}" stroke-width="${run ? 4 : 2.2}" stroke-linecap="round"/>`);
  });
  for (const s of railSides.values()) { const [x1, y1] = px(g.centreYards(s.a)), [x2, y2] = px(g.centreYards(s.b)); out.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#222" stroke-width="2" stroke-dasharray="5 3"/>`); }
  const ROAD = { pike: ['#8a3a10', 3.6, ''], road: ['#d02020', 2.4, ''], trail: ['#d02020', 1.5, ' stroke-dasharray="4 3"'] };
  for (const s of roadSides.values()) {
    const [col, w, dash] = ROAD[s.kind], [x1, y1] = px(g.centreYards(s.a)), [x2, y2] = px(g.centreYards(s.b));
    out.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${col}" stroke-width="${w}"${dash} stroke-linecap="round"/>`);
  }
  for (const b of map.bridges) {
    const s = sides.get(G.sideKey(b.hex, b.side)), [x1, y1] = px(s.km[0]), [x2, y2] = px(s.km[1]);
    out.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="black" stroke-width="6"/>`);
  }
  for (const f of map.fords) {
    const s = sides.get(G.sideKey(f.hex, f.side)), m = { x: (s.km[0].x + s.km[1].x) / 2, y: (s.km[0].y + s.km[1].y) / 2 }, [x, y] = px(m);
    out.push(`<circle cx="${x}" cy="${y}" r="4" fill="white" stroke="#1040b0" stroke-width="2"/>`);
  }
  for (const p of map.places) {
    if (p.kind === 'ford' || p.kind === 'bridge') continue;
    const [x, y] = px(g.centreYards(p.hex));
    out.push(`<circle cx="${x}" cy="${y}" r="2.5" fill="black"/>`);
    out.push(`<text x="${x}" y="${+y - 4}" font-size="9" font-weight="bold" text-anchor="middle" stroke="white" stroke-width="2.5" paint-order="stroke">${esc(p.name)}</text>`);
  }
  for (const p of map.places) {
    if (p.kind !== 'ford' && p.kind !== 'bridge') continue;
    const c = map.fords.find((f) => f.name === p.name) ?? map.bridges.find((b) => b.name === p.name);
    const s = sides.get(G.sideKey(c.hex, c.side)), m = { x: (s.km[0].x + s.km[1].x) / 2, y: (s.km[0].y + s.km[1].y) / 2 }, [x, y] = px(m);
    out.push(`<text x="${+x + 6}" y="${+y + 3}" font-size="8" fill="#0a2a80" stroke="white" stroke-width="2" paint-order="stroke">${esc(p.name)}</text>`);
  }
  out.push('</svg>');
  return out.join('\n');
}
