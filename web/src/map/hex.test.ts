import { describe, expect, it } from 'vitest';
import {
  DIRECTIONS,
  SQRT3,
  formatLabel,
  hexAtPoint,
  hexCenter,
  hexCorners,
  hexDistance,
  neighbour,
  neighbours,
  parseLabel,
  sideMidpoint,
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
    expect(hexCenter('0101', SIZE, 'even').y).toBe(0);
    expect(hexCenter('0201', SIZE, 'even').y).toBeCloseTo((SQRT3 / 2) * SIZE);
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
    const opposite = { N: 'S', NE: 'SW', SE: 'NW', S: 'N', SW: 'NE', NW: 'SE' } as const;
    for (const label of ['1510', '1409', '0707']) {
      for (const dir of DIRECTIONS) {
        const n = neighbour(label, dir)!;
        expect(hexDistance(label, n)).toBe(1);
        expect(neighbour(n, opposite[dir])).toBe(label);
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
