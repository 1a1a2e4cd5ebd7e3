// Laying the map's lines on the grid: rivers as chains of hexsides (paths on the corner
// lattice), roads as chains of hex-to-hex links. Both are least-cost paths that stay near
// the straight line between consecutive points of the source polyline (the search and
// geometry helpers and the corner-lattice tracer are shared with db-map in ../hexmap/).
import { hexOf, latLonToKm } from './projection.mjs';
import { allLabels, neighbours, sideKey, centreOfLabelKm } from './grid.mjs';
import { segmentDistance, dijkstra, pointInPolygon } from '../hexmap/paths.mjs';
import { cornerGraph, traceChain } from '../hexmap/lattice.mjs';

export { segmentDistance, pointInPolygon, cornerGraph };

// Trace one river: returns {sides: [keys], corners: [keys]} (a connected chain).
// `taken` holds the hexsides of rivers already traced (avoided); `parentCorners` the corners
// of the river it joins (its last point snaps to the nearest of them). The tracer is
// ../hexmap/lattice.mjs traceChain, with the side of a 5 km hex (2.887 km) as its scale.
export function traceRiver(river, sides, lattice, taken, parentCorners) {
  const pts = river.points.map(([lat, lon]) => latLonToKm(lat, lon));
  const { sides: sideList, corners } = traceChain(river.name, pts, sides, lattice, { scale: 2.887, taken, parentCorners });
  return { sides: sideList, corners };
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
