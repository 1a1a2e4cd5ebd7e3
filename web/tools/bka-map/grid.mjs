// Topology of the grid (the general part is ../hexmap/grid.mjs): neighbours across the six
// named sides, hexside keys, and the corner lattice that rivers follow. Corners are integer
// points (X, Y): X in units of half a side (s/2) east, Y in units of 2.5 km (half a flat)
// south of the origin.
import { COLUMNS, ROWS, SIDE_KM, parseLabel, centreKm } from './projection.mjs';
import { makeGrid, SIDES, OPPOSITE } from '../hexmap/grid.mjs';

export { SIDES, OPPOSITE };
const grid = makeGrid(COLUMNS, ROWS);
export const { allLabels, neighbour, neighbours, sideBetween, centreLattice, sideCorners, cornerKey, sideKey, hexDistance } = grid;

export const cornerKm = ([X, Y]) => ({ x: (X * SIDE_KM) / 2, y: Y * 2.5 });

// Every hexside of the grid (including the outer rim) with the faces that are on the map.
export const buildSides = () => grid.buildSides(cornerKm);

export function centreOfLabelKm(text) {
  const { column, row } = parseLabel(text);
  return centreKm(column, row);
}
