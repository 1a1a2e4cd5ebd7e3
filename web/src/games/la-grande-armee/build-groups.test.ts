import { describe, expect, it } from 'vitest';
import { buildPanelModel, rallyCost } from './build-groups';
import type { LgaUnit } from './types';

const unit = (id: string, extra: Partial<LgaUnit> = {}): LgaUnit => ({
  id, nation: 'france', side: 'french', type: 'infantry', where: 'later', morale: 3, fatigue: 0, ...extra,
});

describe('build panel model', () => {
  it('groups builds by unit with cost and sites, rallies with cost, aid by country', () => {
    const units = new Map([
      ['FR-I3', unit('FR-I3', { cost: 9 })],
      ['FR-I1', unit('FR-I1', { where: 'map', morale: 1 })],
    ]);
    const m = buildPanelModel(
      [
        { type: 'build', unit: 'FR-I3', at: '0805' },
        { type: 'build', unit: 'FR-I3', at: '1705' },
        { type: 'rally', unit: 'FR-I1' },
        { type: 'aid', to: 'austria', amount: 2 },
        { type: 'aid', to: 'austria', amount: 1 },
        { type: 'end_phase' },
      ],
      units,
    );
    expect(m.builds).toHaveLength(1);
    expect(m.builds[0]).toMatchObject({ unit: 'FR-I3', cost: 9, type: 'infantry' });
    expect(m.builds[0]!.actions.map((a) => a.at)).toEqual(['0805', '1705']);
    expect(m.rallies).toEqual([{ unit: 'FR-I1', cost: 3, action: { type: 'rally', unit: 'FR-I1' } }]);
    expect(m.aid[0]!.actions.map((a) => a.amount)).toEqual([1, 2]);
    expect(m.endPhase).toEqual({ type: 'end_phase' });
  });
  it('rally costs 4/3/2/1 from morale 0/1/2/3', () => {
    expect([0, 1, 2, 3, 4].map(rallyCost)).toEqual([4, 3, 2, 1, 1]);
    expect(rallyCost(null)).toBeNull();
  });
});
