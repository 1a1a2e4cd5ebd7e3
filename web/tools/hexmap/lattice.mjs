// Streams on hexsides: the lattice of hex corners (from a grid's buildSides()) and the tracer
// that lays a polyline on it as a connected chain of hexsides. Shared by bka-map (rivers)
// and db-map (runs, creeks and branches). Units are the caller's (km, yards): `scale` is
// the hex side length in those units.
import { segmentDistance, dijkstra, unloop } from './paths.mjs';

// The corner lattice: corner key -> [{corner, side}] for every hexside of the grid with a
// hex on each face (a stream may not run along the map's rim: it must part two hexes).
// `km` maps each corner key to its position (the `km` field of buildSides, whatever unit).
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

export function nearestCorner(lattice, p, among) {
  let best = null, bd = Infinity;
  for (const c of among ?? lattice.km.keys()) {
    const q = lattice.km.get(c), d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d < bd) { bd = d; best = c; }
  }
  return best;
}

// Trace a polyline `pts` ([{x, y}], upstream to down) on the lattice: between each pair of
// points, the cheapest corner path whose hexsides stay near the straight line (cost
// 1 + 4·(d/scale)² per hexside, d the distance of its midpoint from the segment; 200 more on
// a hexside in `taken`, another stream's). With `parentCorners` (the corners of the stream it
// joins) the last point snaps to the nearest of them and the chain ends at the first parent
// corner it meets. Returns {sides: [keys], corners: [keys], legs: [leg index of each side]}.
export function traceChain(name, pts, sides, lattice, { scale, taken, parentCorners }) {
  let at = nearestCorner(lattice, pts[0]);
  const corners = [at], legOf = [0];
  for (let i = 1; i < pts.length; i++) {
    const last = i === pts.length - 1;
    const goal = last && parentCorners ? nearestCorner(lattice, pts[i], parentCorners) : nearestCorner(lattice, pts[i]);
    const a = pts[i - 1], b = pts[i];
    const path = dijkstra(at, (c) => c === goal, (c) => lattice.graph.get(c).map(({ corner, side }) => {
      const s = sides.get(side), mid = { x: (s.km[0].x + s.km[1].x) / 2, y: (s.km[0].y + s.km[1].y) / 2 };
      const d = segmentDistance(mid, a, b) / scale;
      return [corner, 1 + 4 * d * d + (taken.has(side) ? 200 : 0)];
    }));
    if (!path) throw new Error(`${name}: no path to point ${i}`);
    for (const c of path.slice(1)) { corners.push(c); legOf.push(i - 1); }
    at = goal;
  }
  const firstLeg = new Map();
  corners.forEach((c, k) => { if (!firstLeg.has(c)) firstLeg.set(c, legOf[k]); });
  let chain = unloop(corners);
  if (parentCorners) {
    // A tributary ends where it first meets the stream it joins.
    const parent = new Set(parentCorners), i = chain.findIndex((c) => parent.has(c));
    if (i > 0) chain = chain.slice(0, i + 1);
  }
  const sideList = [], legs = [];
  for (let i = 1; i < chain.length; i++) {
    const hit = lattice.graph.get(chain[i - 1]).find((e) => e.corner === chain[i]);
    sideList.push(hit.side);
    legs.push(firstLeg.get(chain[i]));
  }
  return { sides: sideList, corners: chain, legs };
}

// Is this list of hexside keys one simple chain (connected, two ends, no branch, none on the
// rim)? Returns the facts for the message.
export function chainFacts(keys, sides) {
  const adj = new Map();
  for (const key of keys) {
    const [a, b] = sides.get(key).corners;
    (adj.get(a) ?? adj.set(a, []).get(a)).push(b); (adj.get(b) ?? adj.set(b, []).get(b)).push(a);
  }
  const start = adj.keys().next().value, seen = new Set([start]), q = [start];
  while (q.length) for (const n of adj.get(q.shift())) if (!seen.has(n)) { seen.add(n); q.push(n); }
  const ends = [...adj.values()].filter((v) => v.length === 1).length;
  const branch = [...adj.values()].filter((v) => v.length > 2).length;
  const rim = keys.filter((key) => sides.get(key).faces.length !== 2).length;
  return { corners: adj.size, reached: seen.size, ends, branch, rim, ok: seen.size === adj.size && ends === 2 && branch === 0 && rim === 0 };
}
