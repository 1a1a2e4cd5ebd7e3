// Laying the map's lines on the grid: rivers as chains of hexsides (paths on the corner
// lattice), roads as chains of hex-to-hex links. Both are least-cost paths that stay near
// the straight line between consecutive points of the source polyline.
import { hexOf, latLonToKm } from './projection.mjs';
import { allLabels, neighbours, sideKey, centreOfLabelKm } from './grid.mjs';

// Distance in km from point p to segment ab (all {x, y} in km).
export function segmentDistance(p, a, b) {
  const dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

// A small binary heap keyed on cost.
class Heap {
  constructor() { this.items = []; }
  get size() { return this.items.length; }
  push(cost, value) {
    const a = this.items; a.push([cost, value]);
    let i = a.length - 1;
    while (i > 0) { const p = (i - 1) >> 1; if (a[p][0] <= a[i][0]) break; [a[p], a[i]] = [a[i], a[p]]; i = p; }
  }
  pop() {
    const a = this.items, top = a[0], last = a.pop();
    if (a.length) {
      a[0] = last; let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1; let m = i;
        if (l < a.length && a[l][0] < a[m][0]) m = l;
        if (r < a.length && a[r][0] < a[m][0]) m = r;
        if (m === i) break; [a[m], a[i]] = [a[i], a[m]]; i = m;
      }
    }
    return top;
  }
}

function dijkstra(start, isGoal, edgesOf) {
  const dist = new Map([[start, 0]]), prev = new Map(), heap = new Heap();
  heap.push(0, start);
  while (heap.size) {
    const [d, u] = heap.pop();
    if (d > dist.get(u)) continue;
    if (isGoal(u)) {
      const path = [u];
      while (prev.has(path[0])) path.unshift(prev.get(path[0]));
      return path;
    }
    for (const [v, w] of edgesOf(u)) {
      const nd = d + w;
      if (nd < (dist.get(v) ?? Infinity)) { dist.set(v, nd); prev.set(v, u); heap.push(nd, v); }
    }
  }
  return null;
}

// Drop the loops of a path that comes back to a node it has already visited.
function unloop(path) {
  const out = [], at = new Map();
  for (const n of path) {
    if (at.has(n)) { const i = at.get(n); for (const m of out.splice(i + 1)) at.delete(m); continue; }
    at.set(n, out.length); out.push(n);
  }
  return out;
}

// The corner lattice: corner key -> [{corner, side}] for every hexside of the grid with a
// hex on each face (a river may not run along the map's rim: it must part two hexes).
export function cornerGraph(sides) {
  const graph = new Map(), km = new Map();
  for (const s of sides.values()) {
    if (s.faces.length !== 2) continue;
    const [a, b] = s.corners;
    (graph.get(a) ?? graph.set(a, []).get(a)).push({ corner: b, side: s.key });
    (graph.get(b) ?? graph.set(b, []).get(b)).push({ corner: a, side: s.key });
    km.set(a, s.km[0]); km.set(b, s.km[1]);
  }
  return { graph, km };
}

function nearestCorner(lattice, p, among) {
  let best = null, bd = Infinity;
  for (const c of among ?? lattice.km.keys()) {
    const q = lattice.km.get(c), d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d < bd) { bd = d; best = c; }
  }
  return best;
}

// Trace one river: returns {sides: [keys], corners: [keys]} (a connected chain).
// `taken` holds the hexsides of rivers already traced (avoided); `parentCorners` the corners
// of the river it joins (its last point snaps to the nearest of them).
export function traceRiver(river, sides, lattice, taken, parentCorners) {
  const pts = river.points.map(([lat, lon]) => latLonToKm(lat, lon));
  let at = nearestCorner(lattice, pts[0]);
  const corners = [at];
  for (let i = 1; i < pts.length; i++) {
    const last = i === pts.length - 1;
    const goal = last && parentCorners ? nearestCorner(lattice, pts[i], parentCorners) : nearestCorner(lattice, pts[i]);
    const a = pts[i - 1], b = pts[i];
    const path = dijkstra(at, (c) => c === goal, (c) => lattice.graph.get(c).map(({ corner, side }) => {
      const s = sides.get(side), mid = { x: (s.km[0].x + s.km[1].x) / 2, y: (s.km[0].y + s.km[1].y) / 2 };
      const d = segmentDistance(mid, a, b) / 2.887;
      return [corner, 1 + 4 * d * d + (taken.has(side) ? 200 : 0)];
    }));
    if (!path) throw new Error(`${river.name}: no path to point ${i}`);
    corners.push(...path.slice(1));
    at = goal;
  }
  let chain = unloop(corners);
  if (parentCorners) {
    // A tributary ends where it first meets the river it joins.
    const parent = new Set(parentCorners), i = chain.findIndex((c) => parent.has(c));
    if (i > 0) chain = chain.slice(0, i + 1);
  }
  const sideList = [];
  for (let i = 1; i < chain.length; i++) {
    const hit = lattice.graph.get(chain[i - 1]).find((e) => e.corner === chain[i]);
    sideList.push(hit.side);
  }
  return { sides: sideList, corners: chain };
}

// Lay one road leg from hex `from` to hex `to`: a chain of labels, each a neighbour of the
// one before. Following an existing road costs a little less, so nearby roads merge and
// share their bridges; a new crossing of a river costs much, less where one face is a named
// place (a town with a bridge).
export function layRoadLeg(from, to, aKm, bKm, { riverSides, placeHexes, roadSides }) {
  const path = dijkstra(from, (h) => h === to, (h) => neighbours(h).map(({ side, hex }) => {
    const key = sideKey(h, side), c = centreOfLabelKm(hex);
    const d = segmentDistance(c, aKm, bKm) / 5;
    let w = 1 + 0.8 * d * d;
    if (roadSides.has(key)) w -= 0.35;
    else if (riverSides.has(key)) w += placeHexes.has(h) || placeHexes.has(hex) ? 4 : 14;
    return [hex, w];
  }));
  if (!path) throw new Error(`no road path ${from} -> ${to}`);
  return path;
}

// Hexes whose centre lies inside a [lat, lon] polygon.
export function pointInPolygon(lat, lon, poly) {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [yi, xi] = poly[i], [yj, xj] = poly[j];
    if ((yi > lat) !== (yj > lat) && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function rasterise(poly, centres) {
  return allLabels().filter((h) => pointInPolygon(centres.get(h).lat, centres.get(h).lon, poly));
}

// The hexes of `within` reachable from the hex of `seed` without crossing `blocked` sides.
export function sameBank(within, seed, blocked) {
  const inside = new Set(within), start = hexOf(seed[0], seed[1]);
  if (!inside.has(start)) throw new Error(`bank seed ${seed} (hex ${start}) is outside its polygon`);
  const seen = new Set([start]), queue = [start];
  while (queue.length) {
    const h = queue.shift();
    for (const { side, hex } of neighbours(h)) {
      if (!inside.has(hex) || seen.has(hex) || blocked.has(sideKey(h, side))) continue;
      seen.add(hex); queue.push(hex);
    }
  }
  return [...seen];
}
