// Topology of a flat-topped hex grid labelled CCRR (column 01.. west to east, row 01.. north
// to south) whose odd-numbered columns sit half a hex lower, the layout of src/core/hex.h
// (HexLayout{kFlatTop, odd_shifted}). makeGrid(columns, rows) gives the neighbours across the
// six named sides, hexside keys and the lattice of hex corners that streams follow. Lattice
// units: X in half a side (s/2) east, Y in half a flat south of the grid's north-west origin,
// so any scale maps a lattice point to distance by x = X*s/2, y = Y*flat/2.

export const SIDES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
export const OPPOSITE = { N: 'S', NE: 'SW', SE: 'NW', S: 'N', SW: 'NE', NW: 'SE' };

export function makeGrid(COLUMNS, ROWS) {
  const label = (column, row) => String(column).padStart(2, '0') + String(row).padStart(2, '0');

  function parseLabel(text) {
    if (typeof text !== 'string' || !/^\d{4}$/.test(text)) return null;
    const column = Number(text.slice(0, 2)), row = Number(text.slice(2));
    if (column < 1 || column > COLUMNS || row < 1 || row > ROWS) return null;
    return { column, row };
  }

  function allLabels() {
    const out = [];
    for (let c = 1; c <= COLUMNS; c++) for (let r = 1; r <= ROWS; r++) out.push(label(c, r));
    return out;
  }

  // The hex across `side`, or null off the grid. Odd columns sit half a hex lower.
  function neighbour(text, side) {
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

  const neighbours = (text) => SIDES.map((side) => ({ side, hex: neighbour(text, side) })).filter((n) => n.hex);

  // The side of `a` that faces `b`, or null when they are not neighbours.
  function sideBetween(a, b) {
    for (const side of SIDES) if (neighbour(a, side) === b) return side;
    return null;
  }

  function centreLattice(text) {
    const { column: c, row: r } = parseLabel(text);
    return { X: 2 + 3 * (c - 1), Y: 1 + 2 * (r - 1) + (c % 2 === 1 ? 1 : 0) };
  }

  // The two corners that bound a side, each as [X, Y].
  function sideCorners(text, side) {
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

  const cornerKey = ([X, Y]) => `${X},${Y}`;
  // A hexside's key: its two corners, sorted. The same on both faces.
  const sideKey = (text, side) => sideCorners(text, side).map(cornerKey).sort().join('|');

  // Every hexside of the grid (including the outer rim) with the faces that are on the map;
  // `toXY([X, Y])` turns a lattice corner into the caller's units (stored as `km`).
  function buildSides(toXY) {
    const sides = new Map(); // key -> {key, corners:[k1,k2], km:[p1,p2], faces:[{hex, side}]}
    for (const hex of allLabels()) {
      for (const side of SIDES) {
        const key = sideKey(hex, side);
        if (!sides.has(key)) {
          const corners = sideCorners(hex, side);
          sides.set(key, { key, corners: corners.map(cornerKey), km: corners.map(toXY), faces: [] });
        }
        sides.get(key).faces.push({ hex, side });
      }
    }
    return sides;
  }

  // Hex distance between two labels (through cube coordinates).
  function hexDistance(a, b) {
    const cube = (t) => {
      const { column, row } = parseLabel(t);
      const q = column - 1, r0 = row - 1;
      const r = r0 - (q + (q & 1)) / 2; // even-q layout in zero-based terms
      return [q, r, -q - r];
    };
    const [a1, a2, a3] = cube(a), [b1, b2, b3] = cube(b);
    return Math.max(Math.abs(a1 - b1), Math.abs(a2 - b2), Math.abs(a3 - b3));
  }

  return { COLUMNS, ROWS, label, parseLabel, allLabels, neighbour, neighbours, sideBetween, centreLattice, sideCorners, cornerKey, sideKey, buildSides, hexDistance };
}
