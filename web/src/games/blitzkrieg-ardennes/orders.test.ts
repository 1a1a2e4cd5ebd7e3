import { describe, expect, it } from 'vitest';
import type { Action } from '../../protocol-types';
import { commandable, orderHexes, ordersAt, spreadPlacement, unitButtons } from './orders';

const legal: Action[] = [
  { type: 'place', unit: 'GE-A', hex: '3227' },
  { type: 'place', unit: 'GE-A', hex: '3228' },
  { type: 'place', unit: 'GE-B', hex: '3227' },
  { type: 'target', gun: 'GE-GUN', target: 'US-1' },
  { type: 'target', gun: 'GE-GUN', target: 'US-2' },
  { type: 'demolish', unit: 'GE-GUN' },
  { type: 'engage', attackers: ['GE-C'], targets: ['3126'] },
];
const hexOf = (id: string) => ({ 'US-1': '3126', 'US-2': '3126', 'GE-GUN': '3227' })[id];

describe('orders', () => {
  it('a click on a hex places the selected raster unit there', () => {
    expect(ordersAt(legal, 'GE-A', '3228', hexOf)).toEqual([{ type: 'place', unit: 'GE-A', hex: '3228' }]);
    expect(ordersAt(legal, 'GE-A', '3300', hexOf)).toEqual([]);
  });

  it("aims a gun at the clicked counter first, else at the hex's first enemy", () => {
    expect(ordersAt(legal, 'GE-GUN', '3126', hexOf, 'US-2')[0]).toEqual({ type: 'target', gun: 'GE-GUN', target: 'US-2' });
    expect(ordersAt(legal, 'GE-GUN', '3126', hexOf)[0]).toEqual({ type: 'target', gun: 'GE-GUN', target: 'US-1' });
  });

  it('lights places in green and targets in red', () => {
    expect([...orderHexes(legal, 'GE-A', hexOf).choice]).toEqual(['3227', '3228']);
    expect([...orderHexes(legal, 'GE-GUN', hexOf).target]).toEqual(['3126']);
  });

  it('offers the unit orders that need no place as buttons, and knows who may act', () => {
    expect(unitButtons(legal, 'GE-GUN')).toEqual([{ type: 'demolish', unit: 'GE-GUN' }]);
    expect(commandable(legal, 'GE-C')).toBe(true);
    expect(commandable(legal, 'US-1')).toBe(false);
  });

  it('spreads a quick deployment over the least crowded hexes, counting each unit placed', () => {
    expect(spreadPlacement(legal, ['GE-A', 'GE-B'], new Map([['3227', 2]]))).toEqual([
      { type: 'place', unit: 'GE-A', hex: '3228' },
      { type: 'place', unit: 'GE-B', hex: '3227' },
    ]);
    expect(spreadPlacement(legal, ['GE-A', 'GE-B'], new Map([['3228', 1]]))).toEqual([
      { type: 'place', unit: 'GE-A', hex: '3227' },
      { type: 'place', unit: 'GE-B', hex: '3227' },
    ]);
    expect(spreadPlacement(legal, ['GE-Z'], new Map())).toEqual([]);
  });
});
