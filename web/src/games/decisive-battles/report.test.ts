import { describe, expect, it } from 'vitest';
import type { LoggedEvent } from '../../protocol-types';
import events from './fixtures/hour-events.json';
import view from './fixtures/union-second-hour.json';
import { dbReportLine } from './report';
import { asDb } from './types';

const v = asDb(view as never);
const hour = events as LoggedEvent[];

describe('report', () => {
  it('narrates every event of an hour in plain English, with names', () => {
    const lines = hour.map((e) => dbReportLine(e.event, e.text, v));
    expect(lines[0]).toBe('The Confederate orders are given');
    expect(lines).toContain("Ayres' Battery (E, 3rd US Artillery) fires on Evans' Demi-Brigade (7th Bde) (fire 3): no hits");
    expect(lines).toContain("Schenck's Brigade (2nd Bde, 1st Div) falls back (2 hexes to the rear)");
    expect(lines).toContain("Schenck's Brigade (2nd Bde, 1st Div) flees 2 hexes to 1707");
    expect(lines.at(-1)).toBe('21 July 1861, 6:00 a.m.: hour 2');
    // No line is left as the server's raw JSON.
    expect(lines.filter((l) => l.includes('{'))).toEqual([]);
  });

  it('words orders, hits, leaders and unseen firers', () => {
    expect(dbReportLine({ type: 'order_given', side: 'union', ordered: 'command', hq: 'MILES', command: 'offensive', objectives: ['1510', '1014'] }, '', v)).toBe('Union order: 5th Division: offensive on Henry Hill by way of Stone Bridge');
    expect(dbReportLine({ type: 'attack', attacker: 'unseen', target: 'KEYES', fire: 7, hits: 2, cohesion_lost: 1, gone: false, hq_retreats: false }, '', v)).toMatch(/^an unseen enemy fires on Keyes' Brigade .*: 2 hits, 1 cohesion lost$/);
    expect(dbReportLine({ type: 'leader_fell', unit: 'SHERMAN', fate: 'wounded', cause: 'fire' }, '', v)).toBe("The commander of Sherman's Brigade (3rd Bde, 1st Div) is wounded (fire)");
    expect(dbReportLine({ type: 'cohesion_check', brigade: 'COCKE', outcome: 'shatter', flee: 0, eliminated: false }, '', v)).toBe("Cocke's Brigade (5th Bde) is shattered");
  });
});
