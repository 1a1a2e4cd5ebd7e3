import { describe, expect, it } from 'vitest';
import {
  DIRECTIONS,
  POINTY_DIRECTIONS,
  SQRT3,
  formatLabel,
  hexAtPoint,
  hexCenter,
  hexCorners,
  hexDistance,
  neighbour,
  neighbours,
  parseLabel,
  sideEnds,
  sideMidpoint,
  type Direction,
  type HexLayout,
} from './hex';

const SIZE = 10;

describe('labels', () => {
  it('parses and formats CCRR', () => {
    expect(parseLabel('1510')).toEqual({ col: 15, row: 10 });
    expect(formatLabel({ col: 3, row: 7 })).toBe('0307');
    expect(() => parseLabel('151')).toThrow(/CCRR/);
    expect(() => parseLabel('15a0')).toThrow();
  });
});

describe('label to pixel', () => {
  it('puts odd columns half a hex lower', () => {
    expect(hexCenter('0101', SIZE)).toEqual({ x: 0, y: (SQRT3 / 2) * SIZE });
    expect(hexCenter('0201', SIZE)).toEqual({ x: 15, y: 0 });
    const c = hexCenter('0303', SIZE);
    expect(c.x).toBeCloseTo(30);
    expect(c.y).toBeCloseTo(2 * SQRT3 * SIZE + (SQRT3 / 2) * SIZE);
  });

  it('follows the even layout when even columns are low', () => {
    const even = { orientation: 'flat', shifted: 'even' } as const;
    expect(hexCenter('0101', SIZE, even).y).toBe(0);
    expect(hexCenter('0201', SIZE, even).y).toBeCloseTo((SQRT3 / 2) * SIZE);
  });

  it('finds the hex under every centre and near every corner', () => {
    for (const label of ['0101', '0201', '1510', '2722', '1322', '2701']) {
      const c = hexCenter(label, SIZE);
      expect(formatLabel(hexAtPoint(c, SIZE))).toBe(label);
      // A point just inside each corner still belongs to this hex.
      for (const corner of hexCorners(c, SIZE)) {
        const inside = { x: c.x + (corner.x - c.x) * 0.9, y: c.y + (corner.y - c.y) * 0.9 };
        expect(formatLabel(hexAtPoint(inside, SIZE))).toBe(label);
      }
    }
  });
});

describe('neighbours match the engine', () => {
  it('0101: N off-map, NE 0201, SE 0202, S 0102', () => {
    expect(neighbour('0101', 'NE')).toBe('0201');
    expect(neighbour('0101', 'SE')).toBe('0202');
    expect(neighbour('0101', 'S')).toBe('0102');
    expect(neighbour('0101', 'N')).toBeNull();
    expect(neighbour('0101', 'NW')).toBeNull();
  });

  it('an even column reaches one row up on its diagonals', () => {
    expect(neighbour('0210', 'NE')).toBe('0309');
    expect(neighbour('0210', 'SE')).toBe('0310');
    expect(neighbour('0210', 'NW')).toBe('0109');
    expect(neighbour('0210', 'SW')).toBe('0110');
  });

  it('an odd column reaches one row down on its diagonals', () => {
    expect(neighbours('1509')).toEqual(['1508', '1609', '1610', '1510', '1410', '1409']);
  });

  it('every neighbour lies one hex away and the way back is the opposite side', () => {
    const opposite: Partial<Record<Direction, Direction>> = { N: 'S', NE: 'SW', SE: 'NW', S: 'N', SW: 'NE', NW: 'SE' };
    for (const label of ['1510', '1409', '0707']) {
      for (const dir of DIRECTIONS) {
        const n = neighbour(label, dir)!;
        expect(hexDistance(label, n)).toBe(1);
        expect(neighbour(n, opposite[dir]!)).toBe(label);
        // Geometrically, neighbours' centres are one hex height apart.
        const a = hexCenter(label, SIZE);
        const b = hexCenter(n, SIZE);
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(SQRT3 * SIZE);
      }
    }
  });

  it('a hexside midpoint lies halfway to the neighbour across it', () => {
    for (const dir of DIRECTIONS) {
      const a = hexCenter('1014', SIZE);
      const b = hexCenter(neighbour('1014', dir)!, SIZE);
      const m = sideMidpoint(a, dir, SIZE);
      expect(m.x).toBeCloseTo((a.x + b.x) / 2);
      expect(m.y).toBeCloseTo((a.y + b.y) / 2);
    }
  });

  it('measures distance in hexes', () => {
    expect(hexDistance('0101', '0101')).toBe(0);
    expect(hexDistance('0101', '0103')).toBe(2);
    expect(hexDistance('0101', '0301')).toBe(2);
    expect(hexDistance('1410', '1412')).toBe(2);
  });
});

// La Grande Armée: pointy tops, odd rows half a hex left (the original program's grid, whose
// (row r, column c) is label ccrr). The neighbours its decoded README states.
describe('pointy-topped hexes with odd rows to the left', () => {
  const LGA: HexLayout = { orientation: 'pointy', shifted: 'odd' };

  it('puts odd rows half a hex left of even ones', () => {
    expect(hexCenter('0101', SIZE, LGA)).toEqual({ x: 0, y: 0 });
    expect(hexCenter('0102', SIZE, LGA).x).toBeCloseTo((SQRT3 / 2) * SIZE);
    expect(hexCenter('0102', SIZE, LGA).y).toBeCloseTo(1.5 * SIZE);
  });

  it('names the neighbours as the engine does', () => {
    // Odd row 5, column 15: NW (4,14), NE (4,15), SW (6,14), SE (6,15), W/E (5,14)/(5,16).
    expect(POINTY_DIRECTIONS.map((d) => neighbour('1505', d, LGA))).toEqual(['1404', '1504', '1605', '1506', '1406', '1405']);
    // Even row 4, column 11: NW (3,11), NE (3,12), SW (5,11), SE (5,12).
    expect(POINTY_DIRECTIONS.map((d) => neighbour('1104', d, LGA))).toEqual(['1103', '1203', '1204', '1205', '1105', '1004']);
    expect(() => neighbour('1104', 'N', LGA)).toThrow(/no N side/);
  });

  it('neighbours are one step and one hex width apart, and hexsides lie between them', () => {
    for (const dir of POINTY_DIRECTIONS) {
      const n = neighbour('1505', dir, LGA)!;
      expect(hexDistance('1505', n, LGA)).toBe(1);
      const a = hexCenter('1505', SIZE, LGA);
      const b = hexCenter(n, SIZE, LGA);
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(SQRT3 * SIZE);
      const m = sideMidpoint(a, dir, SIZE, 'pointy');
      expect(m.x).toBeCloseTo((a.x + b.x) / 2);
      expect(m.y).toBeCloseTo((a.y + b.y) / 2);
      const [p, q] = sideEnds(a, dir, SIZE, 'pointy');
      expect((p.x + q.x) / 2).toBeCloseTo(m.x);
      expect((p.y + q.y) / 2).toBeCloseTo(m.y);
    }
    expect(hexDistance('0105', '1105', LGA)).toBe(10);
    expect(hexDistance('1101', '1110', LGA)).toBe(9);
  });

  it('finds the hex under every centre and near every corner', () => {
    for (const label of ['0101', '0102', '1505', '3010', '1104']) {
      const c = hexCenter(label, SIZE, LGA);
      expect(formatLabel(hexAtPoint(c, SIZE, LGA))).toBe(label);
      for (const corner of hexCorners(c, SIZE, 'pointy')) {
        const inside = { x: c.x + (corner.x - c.x) * 0.9, y: c.y + (corner.y - c.y) * 0.9 };
        expect(formatLabel(hexAtPoint(inside, SIZE, LGA))).toBe(label);
      }
    }
  });
});
