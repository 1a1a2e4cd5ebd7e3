// Writes data/struggle-for-the-continent/shapes.json: the outline of each of the 80 provinces
// of map.json over Natural Earth land, in board units (y down), for the browser to draw.
// Usage (from this folder, after `npm ci`): node make-shapes.mjs [--svg /tmp/shapes.svg]
//
// Method: the land of world-atlas (Natural Earth 1:50m) is simplified on its shared arcs,
// projected (Lambert conformal conic) and cut into groups of modern countries (hints.json);
// each group's land is split among its own provinces by the Voronoi cells of their centres
// plus hint seeds, so a group's outline is a real border and the rest follow the centres.
// Finally every land link of map.json is checked to be a drawn border, and drawn borders
// without a link are listed (the same definition as the vitest beside the game module).

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Delaunay } from 'd3-delaunay';
import { geoConicConformal, geoPath } from 'd3-geo';
import pc from 'polygon-clipping';
import { feature } from 'topojson-client';
import {
  bbox,
  boundaryDistance,
  inMulti,
  inPolygon,
  polygonArea,
  ringArea,
  sharedLength,
  simplifyIndices,
} from './geometry.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = join(here, '../../../data/struggle-for-the-continent');
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

const WIDTH = 2400;
const MARGIN = 20;
/** Coastlines and borders are simplified to within this many board units. */
const TOLERANCE = 1.1;
/** Land smaller than this (board units squared) is left out. */
const MIN_AREA = 12;
/** An island with no centre joins the nearest province of its group if it is this small and near. */
const ISLAND_MAX_KM2 = 4500;
const ISLAND_MAX_GAP_KM = 30;
/** Two provinces share a drawn border when this much of their outlines lies within NEAR units. */
const BORDER_MIN = 3;
const NEAR = 0.5;

const map = readJson(join(dataDir, 'map.json'));
const hints = readJson(join(here, 'hints.json'));
const world = readJson(join(here, 'node_modules/world-atlas/countries-50m.json'));
const svgOut = process.argv.indexOf('--svg') > 0 ? process.argv[process.argv.indexOf('--svg') + 1] : null;

// ---- projection: Ireland to the Volga, Lapland to Damascus ----
// The top edge cuts Scandinavia at 68.9 N (at 20 E), north of which Norway would border
// Finland and Russia: borders the map does not have.
const frame = {
  type: 'MultiPoint',
  coordinates: [[-10.6, 51.8], [-9.6, 38.5], [-6.5, 36.0], [20, 68.9], [50.5, 46.0], [48.5, 58.5], [36.8, 31.0], [43.0, 31.0]],
};
const projection = geoConicConformal().parallels([40, 62]).rotate([-20, 0]).precision(0).fitWidth(WIDTH - 2 * MARGIN, frame);
projection.translate([projection.translate()[0] + MARGIN, projection.translate()[1]]);
const HEIGHT = Math.ceil(geoPath(projection).bounds(frame)[1][1] + MARGIN);
projection.clipExtent([[0, 0], [WIDTH, HEIGHT]]);
const kmPerUnit = (() => {
  const a = projection([2.35, 48.86]);
  const b = projection([13.4, 52.52]);
  return 878 / Math.hypot(a[0] - b[0], a[1] - b[1]); // Paris-Berlin great circle
})();

// ---- topology: simplify each shared arc once, so neighbours keep one common border ----
function simplifiedTopology(topo) {
  const { scale, translate } = topo.transform;
  const arcs = topo.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    const points = arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
    });
    const near = points.some(([lon, lat]) => lon > -30 && lon < 70 && lat > 20 && lat < 80);
    if (!near || points.length < 3) return points;
    const projected = points.map((p) => projection(p));
    return simplifyIndices(projected, TOLERANCE).map((i) => points[i]);
  });
  return { type: 'Topology', objects: topo.objects, arcs };
}

const topo = simplifiedTopology(world);
const countries = new Map(feature(topo, topo.objects.countries).features.map((f) => [f.properties.name, f]));

/** Spherical GeoJSON to a planar multipolygon in board units, cut to the board. */
function planar(geo) {
  const rings = [];
  let ring = null;
  const context = {
    beginPath() {},
    moveTo(x, y) {
      ring = [[x, y]];
      rings.push(ring);
    },
    lineTo(x, y) {
      ring.push([x, y]);
    },
    closePath() {},
    arc() {},
  };
  geoPath(projection, context)(geo);
  const polys = rings.filter((r) => r.length >= 3).map((r) => [r]);
  return polys.length ? pc.xor(...polys) : [];
}

function countryRegion(names) {
  const parts = names.map((n) => {
    const f = countries.get(n);
    if (!f) throw new Error(`no country '${n}' in world-atlas`);
    return planar(f);
  });
  return parts.length ? pc.union(...parts) : [];
}

const projectRing = (lonlat) => lonlat.map((p) => projection(p));

// ---- groups of land ----
const landAll = planar(feature(topo, topo.objects.land));
const regions = {};
for (const [id, group] of Object.entries(hints.groups)) regions[id] = countryRegion(group.countries);
for (const c of hints.corrections) {
  const cut = [[projectRing(c.lonlat)]];
  const moved = pc.intersection(regions[c.from], cut);
  regions[c.from] = pc.difference(regions[c.from], cut);
  regions[c.to] = pc.union(regions[c.to], moved);
}
const impassableRegions = Object.fromEntries(
  Object.entries(hints.impassable).map(([id, names]) => [id, countryRegion(names)]),
);

const provinces = map.provinces;
const byId = new Map(provinces.map((p) => [p.id, p]));
function groupOf(p) {
  for (const [id, g] of Object.entries(hints.groups)) if (g.members.includes(p.id) || g.members.includes(p.nation)) return id;
  return Object.entries(hints.groups).find(([, g]) => g.members.includes('*'))[0];
}

// ---- seeds: each province's centre plus its hint seeds, moved onto its group's land ----
const seeds = [];
for (const p of provinces) {
  const extra = hints.seeds[p.id]?.at ?? [];
  for (const lonlat of [p.lonlat, ...extra]) seeds.push({ province: p.id, group: groupOf(p), lonlat, at: projection(lonlat) });
}
for (const s of seeds) {
  const land = regions[s.group];
  if (inMulti(s.at, land)) continue;
  let found = null;
  for (let r = 1; r <= 80 && !found; r++)
    for (let a = 0; a < 36 && !found; a++) {
      const q = [s.at[0] + r * Math.cos((a * Math.PI) / 18), s.at[1] + r * Math.sin((a * Math.PI) / 18)];
      if (inMulti(q, land)) found = q;
    }
  if (!found) throw new Error(`seed ${s.province} ${s.lonlat} is not near its group's land`);
  console.log(`seed ${s.province} ${s.lonlat} moved ${Math.hypot(found[0] - s.at[0], found[1] - s.at[1]).toFixed(0)} units onto land`);
  s.at = found;
}

// ---- Voronoi per piece of land ----
const key = ([x, y]) => `${x},${y}`;
const parts = new Map(provinces.map((p) => [p.id, []]));

function pinchCells(cells, owner) {
  for (const { corner, why } of hints.pinch) {
    if (!corner.every((id) => owner.includes(id))) continue;
    // Whichever diagonal pair of the four shares a border has it shrunk to a point.
    pinchPair(cells, owner, corner[0], corner[2], why);
    pinchPair(cells, owner, corner[1], corner[3], why);
  }
}

function pinchPair(cells, owner, a, b, why) {
  // Cells of one Voronoi share their vertices exactly: the a-b border is the edges they share.
  const edges = new Set();
  cells.forEach((ring, i) => {
    if (owner[i] !== a) return;
    for (let k = 0; k + 1 < ring.length; k++) edges.add(key(ring[k]) + '|' + key(ring[k + 1]));
  });
  const shared = new Map();
  cells.forEach((ring, i) => {
    if (owner[i] !== b) return;
    for (let k = 0; k + 1 < ring.length; k++)
      if (edges.has(key(ring[k + 1]) + '|' + key(ring[k]))) {
        shared.set(key(ring[k]), ring[k]);
        shared.set(key(ring[k + 1]), ring[k + 1]);
      }
  });
  if (shared.size === 0) return;
  console.log(`pinch ${a}-${b}: ${shared.size} points (${why})`);
  const pts = [...shared.values()];
  const m = [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
  for (let i = 0; i < cells.length; i++) {
    const moved = cells[i].map((p) => (shared.has(key(p)) ? m : p));
    cells[i] = moved.filter((p, k) => k === 0 || key(p) !== key(moved[k - 1]));
  }
}

const islands = [];
for (const [groupId, region] of Object.entries(regions)) {
  const groupSeeds = seeds.filter((s) => s.group === groupId);
  for (const piece of region) {
    const on = groupSeeds.filter((s) => inPolygon(s.at, piece));
    const owners = new Set(on.map((s) => s.province));
    if (owners.size === 0) islands.push({ groupId, piece });
    else if (owners.size === 1) parts.get(on[0].province).push([piece]);
    else {
      const voronoi = Delaunay.from(on.map((s) => s.at)).voronoi([-50, -50, WIDTH + 50, HEIGHT + 50]);
      const cells = on.map((_, i) => voronoi.cellPolygon(i));
      const owner = on.map((s) => s.province);
      pinchCells(cells, owner);
      cells.forEach((cell, i) => {
        if (cell && cell.length >= 4) parts.get(owner[i]).push(pc.intersection([cell], piece));
      });
    }
  }
}
const shapes = new Map();
for (const [id, list] of parts) shapes.set(id, list.length ? pc.union(...list) : []);

// Small near-shore islands go with the nearest province of their group; big ones stay plain land
// (Sicily, Sardinia, Corsica, Crete and Cyprus are not provinces).
const islandMaxArea = ISLAND_MAX_KM2 / kmPerUnit ** 2;
const islandGap = ISLAND_MAX_GAP_KM / kmPerUnit;
for (const { groupId, piece } of islands) {
  if (polygonArea(piece) > islandMaxArea) continue;
  const [x0, y0, x1, y1] = bbox([piece]);
  let best = null;
  let bestGap = islandGap;
  for (const p of provinces) {
    if (groupOf(p) !== groupId) continue;
    const shape = shapes.get(p.id);
    const [a0, b0, a1, b1] = bbox(shape);
    if (a0 > x1 + bestGap || a1 < x0 - bestGap || b0 > y1 + bestGap || b1 < y0 - bestGap) continue;
    const gap = Math.min(...piece[0].map((q) => boundaryDistance(q, shape)));
    if (gap < bestGap) {
      best = p.id;
      bestGap = gap;
    }
  }
  if (best) shapes.set(best, pc.union(shapes.get(best), [piece]));
}

// ---- rounding: 0.1 units; drop repeated and collinear points, slivers and specks ----
const r1 = (v) => Math.round(v * 10) / 10;
function cleanRing(ring) {
  let pts = ring.map(([x, y]) => [r1(x), r1(y)]);
  if (pts.length > 1 && key(pts[0]) === key(pts[pts.length - 1])) pts.pop();
  pts = pts.filter((p, i) => key(p) !== key(pts[(i + pts.length - 1) % pts.length]));
  let changed = true;
  while (changed && pts.length > 3) {
    changed = false;
    for (let i = 0; i < pts.length && pts.length > 3; i++) {
      const a = pts[(i + pts.length - 1) % pts.length];
      const b = pts[i];
      const c = pts[(i + 1) % pts.length];
      const cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
      if (Math.abs(cross) < 1e-9) {
        pts.splice(i, 1);
        changed = true;
      }
    }
  }
  return pts;
}
function outerRings(mp, label) {
  const rings = [];
  for (const poly of mp) {
    if (polygonArea(poly) < MIN_AREA) continue;
    if (poly.length > 1) console.log(`${label}: ${poly.length - 1} hole(s) dropped`);
    const ring = cleanRing(poly[0]);
    if (ring.length >= 3 && Math.abs(ringArea(ring)) >= MIN_AREA) rings.push(ring);
  }
  return rings.sort((a, b) => Math.abs(ringArea(b)) - Math.abs(ringArea(a)));
}

const out = new Map();
for (const p of provinces) {
  const rings = outerRings(shapes.get(p.id), p.id);
  if (rings.length === 0) throw new Error(`province ${p.id} has no land`);
  out.set(p.id, { rings });
}
const provinceUnion = pc.union(...[...shapes.values()].filter((s) => s.length));
const backdrop = outerRings(pc.difference(landAll, provinceUnion), 'land');
const impassable = map.impassable.map((a) => ({ id: a.id, name: a.name, rings: outerRings(impassableRegions[a.id], a.id) }));

// ---- snaps: a short border that must not exist, shrunk to its end on a third outline ----
// Used where a corner of four lies on the outline of a group (a lake shore, Luxembourg), so the
// Voronoi pinch above cannot reach it. All vertices of the a-b border move to the end that lies
// on c's outline, in every ring that has them; a and b then touch c at one point.
function snapBorder({ between: [a, b], to: c, why }) {
  const near = (p, q) => Math.abs(p[0] - q[0]) <= 0.25 && Math.abs(p[1] - q[1]) <= 0.25;
  const ringsA = out.get(a).rings;
  const ringsB = out.get(b).rings;
  const on = (rings) => (p) => boundaryDistance(p, rings.map((r) => [r])) <= 0.3;
  const chain = [...ringsA.flat().filter(on(ringsB)), ...ringsB.flat().filter(on(ringsA))];
  const ringsC = out.get(c)?.rings ?? impassable.find((i) => i.id === c)?.rings;
  const onC = chain.filter((p) => boundaryDistance(p, ringsC.map((r) => [r])) <= 0.3);
  if (chain.length === 0 || onC.length === 0) {
    console.log(`snap ${a}-${b} to ${c}: nothing to snap (${why})`);
    return;
  }
  const e = onC[0];
  const move = (ring) => {
    const moved = ring.map((p) => (chain.some((q) => near(p, q)) ? e : p));
    return moved.filter((p, i) => key(p) !== key(moved[(i + moved.length - 1) % moved.length]));
  };
  for (const o of out.values()) o.rings = o.rings.map(move);
  for (const i of impassable) i.rings = i.rings.map(move);
  for (let i = 0; i < backdrop.length; i++) backdrop[i] = move(backdrop[i]);
  console.log(`snap ${a}-${b} to ${c}: ${chain.length} points (${why})`);
}
for (const snap of hints.snap ?? []) snapBorder(snap);

// ---- where counters and names go ----
const asMulti = (rings) => rings.map((r) => [r]);
function interiorPoints(rings, step) {
  const [x0, y0, x1, y1] = bbox([[rings[0]]]);
  const pts = [];
  for (let x = x0 + step / 2; x < x1; x += step)
    for (let y = y0 + step / 2; y < y1; y += step) if (inPolygon([x, y], [rings[0]])) pts.push([x, y]);
  return pts.length ? pts : [rings[0][0]];
}
const LABEL_FONT = 15;
/** Room for two counters side by side (the map fans a province's counters in a row). */
const COUNTER_BOX = [36, 22];
for (const p of provinces) {
  const o = out.get(p.id);
  const mp = asMulti(o.rings);
  const area = Math.abs(ringArea(o.rings[0]));
  o.candidates = interiorPoints(o.rings, Math.max(2, Math.sqrt(area) / 45));
  const city = projection(p.lonlat);
  // Counters (40 units square) as near the province's city as keeps them inside.
  let center = o.candidates[0];
  let best = -Infinity;
  for (const q of o.candidates) {
    const score = Math.min(boundaryDistance(q, mp), 24) - 0.06 * Math.hypot(q[0] - city[0], q[1] - city[1]);
    if (score > best) {
      best = score;
      center = q;
    }
  }
  o.center = center.map(r1);
}
// Names, smallest provinces first: inside the province where they fit, clear of every
// province's counters and of the names already placed.
const counterBoxes = provinces.map((p) => {
  const [x, y] = out.get(p.id).center;
  return [x - COUNTER_BOX[0], y - COUNTER_BOX[1], x + COUNTER_BOX[0], y + COUNTER_BOX[1]];
});
const labelBoxes = [];
const hits = (box, boxes) => boxes.some((b) => box[0] < b[2] && b[0] < box[2] && box[1] < b[3] && b[1] < box[3]);
const bySize = [...provinces].sort((a, b) => Math.abs(ringArea(out.get(a.id).rings[0])) - Math.abs(ringArea(out.get(b.id).rings[0])));
for (const p of bySize) {
  const o = out.get(p.id);
  const half = (p.name.length * LABEL_FONT * 0.6 + 4) / 2;
  const boxAt = ([x, y]) => [x - half, y - (p.capital ? 21 : 10), x + half, y + 7];
  const inside = (box) => {
    const xs = [box[0], (box[0] + box[2]) / 2, box[2]];
    const ys = [box[1], (box[1] + box[3]) / 2, box[3]];
    const pts = xs.flatMap((x) => ys.map((y) => [x, y]));
    return pts.filter((q) => o.rings.some((r) => inPolygon(q, [r]))).length / pts.length;
  };
  const score = (q) => {
    const dx = q[0] - o.center[0];
    const dy = q[1] - o.center[1];
    return 10 * inside(boxAt(q)) - 0.04 * Math.hypot(dx, dy) - (dy < 0 ? 1 : 0);
  };
  // Strictest first: clear of counters and names; then of counters only; then of nothing.
  let label = null;
  for (const avoid of [[...counterBoxes, ...labelBoxes], counterBoxes, []]) {
    let best = -Infinity;
    for (const q of o.candidates) {
      if (hits(boxAt(q), avoid)) continue;
      const sc = score(q);
      if (sc > best) {
        best = sc;
        label = q;
      }
    }
    if (label) break;
  }
  label ??= [o.center[0], o.center[1] + 32];
  labelBoxes.push(boxAt(label));
  o.label = label.map(r1);
}
for (const o of out.values()) delete o.candidates;

// ---- adjacency against map.json ----
const pairKey = (a, b) => [a, b].sort().join('|');
const linkKind = new Map(map.links.map((l) => [pairKey(...l.between), l.kind]));
const boxes = new Map(provinces.map((p) => [p.id, bbox(asMulti(out.get(p.id).rings))]));
const overlap = (a, b) => a[0] <= b[2] + 1 && b[0] <= a[2] + 1 && a[1] <= b[3] + 1 && b[1] <= a[3] + 1;
const missing = [];
const extra = [];
for (let i = 0; i < provinces.length; i++)
  for (let j = i + 1; j < provinces.length; j++) {
    const a = provinces[i].id;
    const b = provinces[j].id;
    const kind = linkKind.get(pairKey(a, b));
    const shared = overlap(boxes.get(a), boxes.get(b)) ? sharedLength(out.get(a).rings, out.get(b).rings, NEAR) : 0;
    if (kind === 'land' && shared < BORDER_MIN) missing.push(`${a}-${b}`);
    if (!kind && shared >= BORDER_MIN) extra.push(`${a}-${b} (${shared.toFixed(0)})`);
  }
const landLinks = map.links.filter((l) => l.kind === 'land').length;
console.log(`land links without a drawn border: ${missing.length} of ${landLinks}: ${missing.join(', ')}`);
console.log(`drawn borders without a link: ${extra.length}: ${extra.join(', ')}`);

// ---- shapes.json ----
const json = (v) => JSON.stringify(v);
const lines = [
  '{',
  `"width": ${WIDTH}, "height": ${HEIGHT},`,
  `"source": ${json(`web/tools/sfc-map/make-shapes.mjs: Natural Earth 1:50m land (world-atlas 2.0.2), Lambert conformal conic (parallels 40 and 62 N, centre 20 E), ${WIDTH}x${HEIGHT} units, Voronoi of the province centres and hint seeds within groups of modern countries`)},`,
  `"land": ${json(backdrop)},`,
  `"impassable": [\n${impassable.map((a) => json(a)).join(',\n')}],`,
  '"provinces": {',
  provinces.map((p) => `${json(p.id)}: ${json(out.get(p.id))}`).join(',\n'),
  '}}',
];
const text = lines.join('\n') + '\n';
writeFileSync(join(dataDir, 'shapes.json'), text);
const points = [...out.values()].reduce((s, o) => s + o.rings.reduce((t, r) => t + r.length, 0), 0);
console.log(`wrote shapes.json: ${WIDTH}x${HEIGHT}, ${(text.length / 1024).toFixed(0)} KiB, ${points} province points, ${(kmPerUnit).toFixed(2)} km per unit`);

if (svgOut) {
  const d = (rings) => rings.map((r) => 'M' + r.map((q) => q.join(',')).join('L') + 'Z').join('');
  const hue = (s) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#a9c8e0"/>`,
    `<path d="${d(backdrop)}" fill="#ddd8c8" stroke="#777" stroke-width="0.8"/>`,
    ...impassable.map((a) => `<path d="${d(a.rings)}" fill="#999" stroke="#444"/>`),
    ...provinces.map(
      (p) => `<path d="${d(out.get(p.id).rings)}" fill="hsl(${hue(p.nation)},45%,${60 + (p.number % 3) * 8}%)" stroke="#333" stroke-width="1"/>`,
    ),
    ...provinces.map((p) => {
      const o = out.get(p.id);
      return `<rect x="${o.center[0] - 12}" y="${o.center[1] - 12}" width="24" height="24" fill="none" stroke="#000"/><text x="${o.label[0]}" y="${o.label[1] + 5}" font-size="15" text-anchor="middle" font-family="sans-serif">${p.name}</text>`;
    }),
    ...map.links
      .filter((l) => l.kind !== 'land')
      .map((l) => {
        const [a, b] = l.between.map((id) => out.get(id).center);
        return `<path d="M${a}L${b}" stroke="#036" stroke-dasharray="6 5" stroke-width="2"/>`;
      }),
    ...missing.map((m) => {
      const [a, b] = m.split('-').map((id) => out.get(id).center);
      return `<path d="M${a}L${b}" stroke="red" stroke-width="4"/>`;
    }),
  ];
  writeFileSync(svgOut, `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body.join('\n')}</svg>`);
  console.log('wrote', svgOut);
}
