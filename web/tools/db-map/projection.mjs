// The grids and projections of the Decisive Battles maps. Flat-topped hexes 400 yards across
// the flats (side s = 400/√3 yards), labels CCRR with column 01.. west to east and row 01..
// north to south, odd-numbered columns half a hex lower (src/core/hex.h, flat-top,
// odd-shifted). The centre of hex (c, r) lies x = s·(1 + 1.5·(c − 1)) yards east and
// y = 200 + 400·(r − 1) (+ 200 when c is odd) yards south of the grid's north-west origin
// (lat0, lon0). Equirectangular about the map: 121,700 yards per degree of latitude
// (111.28 km) and 121,700·cos(mid-latitude) per degree of longitude, both rounded to the
// yard and written into the map's `projection` so that any tool can repeat the sums.
import { makeGrid } from '../hexmap/grid.mjs';

export const YARDS_PER_HEX = 400;
export const SIDE = YARDS_PER_HEX / Math.sqrt(3);
const YARDS_PER_DEG_LAT = 121700;

// Extents: see README.md and ../../../data/decisive-battles/SOURCES.md (section 4).
const SPECS = {
  'first-bull-run': { columns: 40, rows: 35, lat0: 38.857, lon0: -77.558, midLat: 38.80 },
  shiloh: { columns: 29, rows: 30, lat0: 35.1865, lon0: -88.3985, midLat: 35.14 },
};

const cache = new Map();

// The projection and grid of one battle: {battle, columns, rows, grid, toYards, toLatLon,
// centreYards, hexOf, centreOf, nearestHex, json}.
export function battleGrid(battle) {
  if (cache.has(battle)) return cache.get(battle);
  const spec = SPECS[battle];
  if (!spec) throw new Error(`unknown battle '${battle}' (known: ${Object.keys(SPECS).join(', ')})`);
  const { columns, rows, lat0, lon0 } = spec;
  const yLat = YARDS_PER_DEG_LAT, yLon = Math.round(YARDS_PER_DEG_LAT * Math.cos((spec.midLat * Math.PI) / 180));
  const grid = makeGrid(columns, rows);
  const toYards = (lat, lon) => ({ x: (lon - lon0) * yLon, y: (lat0 - lat) * yLat });
  const toLatLon = (x, y) => ({ lat: lat0 - y / yLat, lon: lon0 + x / yLon });
  const centreCR = (c, r) => ({
    x: SIDE * (1 + 1.5 * (c - 1)),
    y: YARDS_PER_HEX / 2 + YARDS_PER_HEX * (r - 1) + (c % 2 === 1 ? YARDS_PER_HEX / 2 : 0),
  });
  const centreYards = (text) => { const p = grid.parseLabel(text); return p ? centreCR(p.column, p.row) : null; };
  const cornerYards = ([X, Y]) => ({ x: (X * SIDE) / 2, y: (Y * YARDS_PER_HEX) / 2 });

  // The grid hex whose centre is nearest to (x, y) yards, and that distance.
  function nearest(x, y) {
    let best = null, bestD = Infinity;
    const c0 = Math.round((x / SIDE - 1) / 1.5) + 1;
    for (let c = Math.max(1, c0 - 2); c <= Math.min(columns, c0 + 2); c++) {
      const r0 = Math.round((y - YARDS_PER_HEX / 2 - (c % 2 === 1 ? YARDS_PER_HEX / 2 : 0)) / YARDS_PER_HEX) + 1;
      for (let r = Math.max(1, r0 - 1); r <= Math.min(rows, r0 + 1); r++) {
        const cc = centreCR(c, r), d = Math.hypot(cc.x - x, cc.y - y);
        if (d < bestD) { bestD = d; best = grid.label(c, r); }
      }
    }
    if (best === null || bestD > YARDS_PER_HEX) {
      // Far off the grid: clamp to the rim and search the whole rim column/row band.
      for (const h of grid.allLabels()) {
        const p = grid.parseLabel(h);
        if (p.column !== 1 && p.column !== columns && p.row !== 1 && p.row !== rows) continue;
        const cc = centreCR(p.column, p.row), d = Math.hypot(cc.x - x, cc.y - y);
        if (d < bestD) { bestD = d; best = h; }
      }
    }
    return { hex: best, yards: bestD };
  }
  // Inside the map: the point lies within the hex's own area, i.e. the nearest centre is at
  // most one hex side away (s = 231 yards) -- within the outline of the grid's hexes.
  const hexOf = (lat, lon) => { const { x, y } = toYards(lat, lon); const n = nearest(x, y); return n.yards <= SIDE ? n.hex : null; };
  const centreOf = (text) => { const c = centreYards(text); return c ? toLatLon(c.x, c.y) : null; };
  // The nearest hex even for a point off the map (an arrival at an edge): {hex, onMap, yards}.
  const nearestHex = (lat, lon) => { const { x, y } = toYards(lat, lon); const n = nearest(x, y); return { hex: n.hex, onMap: n.yards <= SIDE, yards: Math.round(n.yards) }; };
  const out = {
    battle, columns, rows, grid, toYards, toLatLon, centreYards, cornerYards, hexOf, centreOf, nearestHex,
    json: { lat0, lon0, yards_per_hex: YARDS_PER_HEX, yards_per_degree_lat: yLat, yards_per_degree_lon: yLon, method: 'equirectangular; hex (c, r) centre x = s(1 + 1.5(c-1)), y = 200 + 400(r-1) (+200 for odd c) yards east and south of (lat0, lon0), s = 400/sqrt(3)' },
  };
  cache.set(battle, out);
  return out;
}

export const BATTLES = Object.keys(SPECS);
export const hexOf = (battle, lat, lon) => battleGrid(battle).hexOf(lat, lon);
export const centreOf = (battle, label) => battleGrid(battle).centreOf(label);
export const nearestHex = (battle, lat, lon) => battleGrid(battle).nearestHex(lat, lon);
