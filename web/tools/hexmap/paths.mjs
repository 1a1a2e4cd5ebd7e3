// General path and polygon helpers shared by the hex-map generators (bka-map, db-map):
// a binary heap, Dijkstra's shortest path over any node graph, loop removal, the distance
// from a point to a segment and the even-odd point-in-polygon test. Nothing here knows the
// grid, the scale or the projection: callers pass plain {x, y} points and edge functions.

// Distance from point p to segment ab (all {x, y} in the same unit).
export function segmentDistance(p, a, b) {
  const dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

// A small binary heap keyed on cost.
export class Heap {
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

// The cheapest path from `start` to the first node for which isGoal() holds, as a list of
// nodes; edgesOf(u) gives [[v, weight], ...]. null when no goal is reachable.
export function dijkstra(start, isGoal, edgesOf) {
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
export function unloop(path) {
  const out = [], at = new Map();
  for (const n of path) {
    if (at.has(n)) { const i = at.get(n); for (const m of out.splice(i + 1)) at.delete(m); continue; }
    at.set(n, out.length); out.push(n);
  }
  return out;
}

// Even-odd test of (lat, lon) against a polygon of [lat, lon] corners.
export function pointInPolygon(lat, lon, poly) {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [yi, xi] = poly[i], [yj, xj] = poly[j];
    if ((yi > lat) !== (yj > lat) && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
