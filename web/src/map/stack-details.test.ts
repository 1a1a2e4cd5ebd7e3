import { describe, expect, it } from 'vitest';
import type { GameModule } from '../game-module';
import type { Board } from '../protocol-types';
import { placeLabel, stackDetails } from './stack-details';

const strength: Record<string, number> = { a: 4, b: 3, c: 2 };
const module = {
  unitLabel: (id: string) => `unit ${id}`,
  stackTotals: (ids: readonly string[]) => [['Strength', String(ids.reduce((s, id) => s + strength[id]!, 0))]],
} as unknown as GameModule;

describe('stackDetails', () => {
  it('lists every counter top first, then the count and the game’s totals', () => {
    expect(stackDetails(module, ['a', 'b', 'c'], '1612', {})).toEqual({
      title: 'Stack in 1612',
      rows: [
        ['Top', 'unit a'],
        ['2.', 'unit b'],
        ['3.', 'unit c'],
        ['Counters', '3'],
        ['Strength', '9'],
      ],
    });
  });
  it('shows the count alone for a game without totals', () => {
    const plain = { unitLabel: module.unitLabel } as GameModule;
    expect(stackDetails(plain, ['a', 'b'], '0805', {}).rows.at(-1)).toEqual(['Counters', '2']);
  });
});

describe('placeLabel', () => {
  it('names an area, and a named hex with its number in brackets', () => {
    const areas = { grid: { kind: 'areas' }, areas: [{ id: 'belgium', name: 'Belgium' }], places: [] } as unknown as Board;
    expect(placeLabel(areas, 'belgium')).toBe('Belgium');
    const hexes = { grid: { kind: 'hex' }, places: [{ name: 'Paris', hex: '0805' }] } as unknown as Board;
    expect(placeLabel(hexes, '0805')).toBe('Paris (0805)');
    expect(placeLabel(hexes, '0806')).toBe('0806');
  });
});
