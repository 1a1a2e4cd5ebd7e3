// Planar helpers for the province generator: rings are arrays of [x, y], closed or not;
// a polygon is [outer, ...holes]; a multipolygon is an array of polygons (polygon-clipping's form).

export function ringArea(ring) {
  let a = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) a += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return a / 2;
}

export function polygonArea(poly) {
  return Math.abs(ringArea(poly[0])) - poly.slice(1).reduce((s, h) => s + Math.abs(ringArea(h)), 0);
}

export function inRing([x, y], ring) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function inPolygon(p, poly) {
  return inRing(p, poly[0]) && !poly.slice(1).some((h) => inRing(p, h));
}

export function inMulti(p, mp) {
  return mp.some((poly) => inPolygon(p, poly));
}

export function segmentDistance([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Distance from a point to the nearest edge of any ring of the multipolygon. */
export function boundaryDistance(p, mp) {
  let best = Infinity;
  for (const poly of mp)
    for (const ring of poly)
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) best = Math.min(best, segmentDistance(p, ring[j], ring[i]));
  return best;
}

export function bbox(mp) {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const poly of mp)
    for (const [x, y] of poly[0]) {
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  return [x0, y0, x1, y1];
}

/** Douglas-Peucker on an open polyline; keeps both ends. Returns the kept indices. */
export function simplifyIndices(points, tolerance) {
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = a + 1; i < b; i++) {
      const d = segmentDistance(points[i], points[a], points[b]);
      if (d > worstDistance) {
        worst = i;
        worstDistance = d;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  return [...keep.keys()].filter((i) => keep[i]);
}

/**
 * Length of ring set A's boundary lying within `near` units of ring set B's boundary,
 * measured on pieces of at most one unit. The same definition as the vitest's.
 */
export function sharedLength(ringsA, ringsB, near = 0.5) {
  const segsB = [];
  for (const ring of ringsB) for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) segsB.push([ring[j], ring[i]]);
  let total = 0;
  for (const ring of ringsA) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[j];
      const b = ring[i];
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      if (len === 0) continue;
      const pieces = Math.ceil(len);
      for (let k = 0; k < pieces; k++) {
        const t = (k + 0.5) / pieces;
        const m = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
        if (segsB.some(([c, d]) => segmentDistance(m, c, d) <= near)) total += len / pieces;
      }
    }
  }
  return total;
}
