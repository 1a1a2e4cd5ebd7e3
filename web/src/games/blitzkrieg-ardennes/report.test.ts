import { describe, expect, it } from 'vitest';
import view from './fixtures/german-movement.json';
import { bkaReportLine } from './report';
import { asBka } from './types';

const v = asBka(view as never);

describe('report', () => {
  it('writes the report with names, and engagements as sentences', () => {
    const name = v.units.find((u) => u.id === 'GE-272VGD')!.name;
    expect(bkaReportLine({ type: 'advanced', unit: 'GE-272VGD', from: '3227', to: '2725' }, 'GE-272VGD advances to 2725', v)).toBe(`${name} advances to 2725`);
    expect(bkaReportLine({ type: 'engaged', attackers: ['GE-272VGD'], targets: ['3126'], odds: '2-1' }, 'engagement: {...}', v)).toBe(`Engagement: ${name} against 3126 at 2-1`);
    expect(bkaReportLine({ type: 'turn', turn: '1944-12-16 PM', side: 'allied', weather: 'fog' }, '', v)).toBe('16 December 1944, P.M.: the Allied turn (fog)');
  });
});
