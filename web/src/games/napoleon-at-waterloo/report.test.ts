import { describe, expect, it } from 'vitest';
import type { NawUnit, NawView } from './types';
import { nawReportLine, reportName } from './report';

const unit = (id: string, name: string): NawUnit => ({ id, name, side: 'french', nation: 'french', arm: 'infantry', strength: 4, movement: 4, status: 'map' });
const view = {
  units: [
    unit('FR-1-1', 'Quiot (1st Bde, 1st Div, I Corps: 54e, 55e Ligne)'),
    unit('FR-1-2', 'Bourgeois (2nd Bde, 1st Div, I Corps: 28e, 105e Ligne)'),
    unit('AA-A-II-1', 'II Corps British and KGL batteries'),
    unit('PR-IV-15-1', 'Losthin (15th Bde, IV Corps)'),
  ],
} as unknown as NawView;

describe("Napoleon at Waterloo's report", () => {
  it('names brigades as a report would', () => {
    expect(reportName(view.units![0], 'FR-1-1')).toBe("Quiot's brigade");
    expect(reportName(view.units![1], 'FR-1-2')).toBe("Bourgeois' brigade");
    expect(reportName(view.units![2], 'AA-A-II-1')).toBe('II Corps British and KGL batteries');
    expect(reportName(undefined, 'XX-9')).toBe('XX-9');
  });

  // Events as the server sends them (src/games/napoleon-at-waterloo/narrate.cc gives the text).
  it('an attack by names, not ids', () => {
    const e = { type: 'attack', attackers: ['FR-1-1', 'FR-1-2'], targets: ['1509'] };
    expect(nawReportLine(e, '   Attack by FR-1-1, FR-1-2 on 1509', view)).toBe("   Attack on 1509 by Quiot's brigade and Bourgeois' brigade");
  });

  it("a combat in the chart's words, with the die", () => {
    const e = { type: 'combat', attack: 8, defense: 2, odds: '4-1', shift: 0, attack_mode: 'artillery_2', defense_mode: 'artillery', modifier: -1, roll: 6, result: 'DE' };
    expect(nawReportLine(e, '     8 to 2 at 4-1, artillery_2 vs artillery (-1), die 6 -> DE', view)).toBe(
      '     8 against 2 at 4-1, artillery firing two hexes against artillery (−1): rolled 6, Defender eliminated',
    );
  });

  it('the Prussians due by name', () => {
    const e = { type: 'phase', turn: 3, side: 'allied', phase: 'movement', arriving: ['PR-IV-15-1'] };
    const text = '== Game-turn 3 (3 pm), allied movement phase ==\n   Reinforcements due: PR-IV-15-1';
    expect(nawReportLine(e, text, view)).toBe("== Game-turn 3 (3 pm), allied movement phase ==\n   Reinforcements due: Losthin's brigade");
  });

  it('leaves other lines as the server wrote them', () => {
    expect(nawReportLine({ type: 'move' }, '   Quiot (…) moves 1613 -> 1510 (4 MP)', view)).toBe('   Quiot (…) moves 1613 -> 1510 (4 MP)');
  });
});
