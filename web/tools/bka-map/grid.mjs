// Topology of the grid: neighbours across the six named sides, hexside keys, and the corner
// lattice that rivers follow. Corners are integer points (X, Y): X in units of half a side
// (s/2) east, Y in units of 2.5 km (half a flat) south of the origin.
import { COLUMNS, ROWS, SIDE_KM, label, parseLabel, centreKm } from './projection.mjs';

export const SIDES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
export const OPPOSITE = { N: 'S', NE: 'SW', SE: 'NW', S: 'N', SW: 'NE', NW: 'SE' };

export function allLabels() {
  const out = [];
  for (let c = 1; c <= COLUMNS; c++) for (let r = 1; r <= ROWS; r++) out.push(label(c, r));
  return out;
}

// The hex across `side`, or null off the grid. Odd columns sit half a hex lower.
export function neighbour(text, side) {
  const { column: c, row: r } = parseLabel(text);
  const odd = c % 2 === 1;
  const step = {
    N: [0, -1], S: [0, 1],
    NE: [1, odd ? 0 : -1], SE: [1, odd ? 1 : 0],
    NW: [-1, odd ? 0 : -1], SW: [-1, odd ? 1 : 0],
  }[side];
  const nc = c + step[0], nr = r + step[1];
  if (nc < 1 || nc > COLUMNS || nr < 1 || nr > ROWS) return null;
  return label(nc, nr);
}

export function neighbours(text) {
  return SIDES.map((side) => ({ side, hex: neighbour(text, side) })).filter((n) => n.hex);
}

// The side of `a` that faces `b`, or null when they are not neighbours.
export function sideBetween(a, b) {
  for (const side of SIDES) if (neighbour(a, side) === b) return side;
  return null;
}

export function centreLattice(text) {
  const { column: c, row: r } = parseLabel(text);
  return { X: 2 + 3 * (c - 1), Y: 1 + 2 * (r - 1) + (c % 2 === 1 ? 1 : 0) };
}

// The two corners that bound a side, each as [X, Y].
export function sideCorners(text, side) {
  const { X, Y } = centreLattice(text);
  return {
    N: [[X - 1, Y - 1], [X + 1, Y - 1]],
    NE: [[X + 1, Y - 1], [X + 2, Y]],
    SE: [[X + 2, Y], [X + 1, Y + 1]],
    S: [[X + 1, Y + 1], [X - 1, Y + 1]],
    SW: [[X - 1, Y + 1], [X - 2, Y]],
    NW: [[X - 2, Y], [X - 1, Y - 1]],
  }[side];
}

export const cornerKey = ([X, Y]) => `${X},${Y}`;
export const cornerKm = ([X, Y]) => ({ x: (X * SIDE_KM) / 2, y: Y * 2.5 });

// A hexside's key: its two corners, sorted. The same on both faces.
export function sideKey(text, side) {
  return sideCorners(text, side).map(cornerKey).sort().join('|');
}

// Every hexside of the grid (including the outer rim) with the faces that are on the map.
export function buildSides() {
  const sides = new Map(); // key -> {key, corners:[k1,k2], faces:[{hex, side}]}
  for (const hex of allLabels()) {
    for (const side of SIDES) {
      const key = sideKey(hex, side);
      if (!sides.has(key)) {
        const corners = sideCorners(hex, side);
        sides.set(key, { key, corners: corners.map(cornerKey), km: corners.map(cornerKm), faces: [] });
      }
      sides.get(key).faces.push({ hex, side });
    }
  }
  return sides;
}

// Hex distance between two labels (through cube coordinates).
export function hexDistance(a, b) {
  const cube = (t) => {
    const { column, row } = parseLabel(t);
    const q = column - 1, r0 = row - 1;
    const r = r0 - (q + (q & 1)) / 2; // even-q layout in zero-based terms
    return [q, r, -q - r];
  };
  const [a1, a2, a3] = cube(a), [b1, b2, b3] = cube(b);
  return Math.max(Math.abs(a1 - b1), Math.abs(a2 - b2), Math.abs(a3 - b3));
}

export function centreOfLabelKm(text) {
  const { column, row } = parseLabel(text);
  return centreKm(column, row);
}
