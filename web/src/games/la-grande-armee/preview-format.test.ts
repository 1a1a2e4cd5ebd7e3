import { describe, expect, it } from 'vitest';
import { formatAttack, formatReinforce, formatWithdraw, signed } from './preview-format';

describe('LGA previews', () => {
  it('formats an attack preview: modifiers, total and the result per face', () => {
    const p = formatAttack({
      attack: true, defender: 'AU-I2', defender_type: 'infantry', estimated: true,
      modifiers: [{ why: 'morale difference', value: 1 }, { why: 'forest', value: -1 }],
      total_modifier: 0, mp_cost: 2,
      results: { '2': 'A2', '1': 'A3', '3': 'A1', '4': 'S1', '5': 'D1', '6': 'D2' },
    });
    expect(p.rows.map((r) => r.result)).toEqual(['A3', 'A2', 'A1', 'S1', 'D1', 'D2']);
    expect(p.rows[5]!.words).toBe('defender loses 2 morale');
    expect(p.modifiers).toEqual(['+1 morale difference', '−1 forest']);
    expect(p.total).toBe('±0');
    expect(p.estimated).toBe(true);
    expect(p.summary).toBe('2 of 6 faces hurt the defender more');
  });
  it('formats reinforce and withdraw previews', () => {
    expect(formatReinforce({ arrives_on_faces: 4, modifiers: [{ why: 'HQ', value: 1 }] })).toBe('arrives on 4 of 6 faces (+1 HQ)');
    expect(formatWithdraw({ rout_roll: true, morale_loss: { '1': 2, '2': 1, '3': 1, '4': 0, '5': 0, '6': 0 }, modifiers: [] })).toBe(
      'rout roll: 3/6 lose 0, 2/6 lose 1, 1/6 lose 2',
    );
    expect(formatWithdraw({ rout_roll: false })).toBe('no rout roll');
  });
  it('signs numbers', () => {
    expect([signed(2), signed(-1), signed(0)]).toEqual(['+2', '−1', '±0']);
  });
});
