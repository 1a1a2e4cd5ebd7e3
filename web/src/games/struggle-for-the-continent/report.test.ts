import { describe, expect, it } from 'vitest';
import { reportLines } from '../../game/event-log';
import type { LoggedEvent } from '../../protocol-types';
import { sfcReportLine, sfcReportRepeated } from './report';

describe("Struggle for the Continent's report", () => {
  // A wave as the server sends it; narrate.cc wrote "Germany 6+2 vs England 3 (attacker wins)".
  it('tells each pair as rolls: "rolled 6, +2"', () => {
    const wave = {
      type: 'wave',
      at: 'london',
      wave: 1,
      attackers_left: 2,
      defenders_left: 2,
      pairs: [
        { attacker: 'germany', defender: 'england', attacker_roll: 6, defender_roll: 3, advantage: 2, outcome: 'attacker' },
        { attacker: 'germany', defender: 'england', attacker_roll: 7, defender_roll: 8, advantage: -1, outcome: 'standoff' },
        { attacker: 'austria', defender: 'russia', attacker_roll: 2, defender_roll: 9, advantage: 0, outcome: 'defender' },
      ],
    };
    expect(sfcReportLine(wave, 'Wave 1 at London: …')).toBe(
      "Wave 1 at London: Germany rolled 6, +2 against England's 3: Germany wins; Germany rolled 7, −1 against England's 8: standoff; Austria rolled 2 against Russia's 9: Russia wins; 2 attackers and 2 defenders left",
    );
  });

  it('merges armies placed one by one in the same province, and only those', () => {
    const place = (seq: number, at: string): LoggedEvent => ({ seq, seat: 'germany', event: { type: 'placed', nation: 'germany', at }, text: `Germany places an army in ${at === 'berlin' ? 'Berlin' : 'Rhineland'}` });
    const events = [place(1, 'berlin'), place(2, 'berlin'), place(3, 'berlin'), place(4, 'rhineland'), place(5, 'berlin')];
    const words = { line: (e: LoggedEvent) => sfcReportLine(e.event, e.text), repeated: (e: LoggedEvent, n: number) => sfcReportRepeated(e.event, n) };
    const lines = reportLines(events, words).map((l) => (l.count > 1 ? words.repeated(l.first, l.count) : l.text));
    expect(lines).toEqual(['Germany places 3 armies in Berlin', 'Germany places an army in Rhineland', 'Germany places an army in Berlin']);
  });

  it('keeps other lines, even when they repeat', () => {
    const end: LoggedEvent = { seq: 1, seat: null, event: { type: 'end_turn', nation: 'italy' }, text: 'Italy ends its turn' };
    const words = { line: (e: LoggedEvent) => sfcReportLine(e.event, e.text), repeated: (e: LoggedEvent, n: number) => sfcReportRepeated(e.event, n) };
    expect(reportLines([end, { ...end, seq: 2 }], words)).toHaveLength(2);
  });
});
