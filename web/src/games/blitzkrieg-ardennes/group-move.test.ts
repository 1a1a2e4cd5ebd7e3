import { describe, expect, it } from 'vitest';
import { commonHexes, toggleInGroup } from './group-move';

const reach = (unit: string, hexes: string[]) => ({ unit, start: '0101', hexes: hexes.map((hex) => ({ hex, cost: 1, path: [hex] })) });

describe('group move', () => {
  it('adds and drops units in the order picked', () => {
    expect(toggleInGroup(toggleInGroup([], 'A'), 'B')).toEqual(['A', 'B']);
    expect(toggleInGroup(['A', 'B'], 'A')).toEqual(['B']);
  });

  it('lights only the hexes every unit can reach', () => {
    expect([...commonHexes([reach('A', ['0102', '0103', '0104']), reach('B', ['0103', '0104', '0105'])])]).toEqual(['0103', '0104']);
    expect(commonHexes([]).size).toBe(0);
  });
});
