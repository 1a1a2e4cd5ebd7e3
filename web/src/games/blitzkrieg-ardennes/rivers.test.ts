import { describe, expect, it } from 'vitest';
import { riverAt, riverNames } from './rivers';

describe('river names', () => {
  it('names a hexside from either of its hexes', () => {
    const names = riverNames([{ hex: '0729', side: 'SE', river: 'Meuse' }]);
    expect(riverAt(names, '0729', 'SE', '0830')).toBe('Meuse');
    expect(riverAt(names, '0830', 'NW', '0729')).toBe('Meuse');
    expect(riverAt(names, '0830', 'N', '0829')).toBeUndefined();
  });
});
