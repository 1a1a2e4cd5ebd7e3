import { describe, expect, it } from 'vitest';
import type { LoggedEvent } from '../../protocol-types';
import events from './fixtures/hour-events.json';
import view from './fixtures/union-second-hour.json';
import { dbEventTrace, hourMarks, lastHourEvents, orderedSinceHour } from './happened';
import { asDb } from './types';

const v = asDb(view as never);
const hour = events as LoggedEvent[];
const before: LoggedEvent[] = [
  { seq: 1, seat: 'union', event: { type: 'order_given', side: 'union', ordered: 'order', brigade: 'BLENKER', order: 'column' }, text: '' },
  { seq: 2, seat: 'union', event: { type: 'orders_given', side: 'union' }, text: '' },
];

describe('the hour on the map', () => {
  it('draws marches along their path, flights as retreats, attacks from firer to target', () => {
    expect(dbEventTrace({ type: 'moved', unit: 'SCHENCK', path: ['1709', '1708', '1707'], why: 'flight' }, v)).toEqual({ moves: [{ path: ['1709', '1708', '1707'], kind: 'retreat' }], hexes: ['1707'] });
    const ayres = v.units.find((u) => u.id === 'AYRES')!.hex;
    const evans = v.units.find((u) => u.id === 'EVANS')!.hex;
    expect(dbEventTrace({ type: 'attack', attacker: 'AYRES', target: 'EVANS' }, v)).toEqual({ moves: [{ path: [ayres, evans], kind: 'attack' }], hexes: [evans] });
    // Where they stood as they fired, when the event says.
    expect(dbEventTrace({ type: 'attack', attacker: 'AYRES', attacker_hex: '1610', target: 'EVANS', target_hex: '1411' }, v)).toEqual({ moves: [{ path: ['1610', '1411'], kind: 'attack' }], hexes: ['1411'] });
    // An unseen firer: only the target is marked.
    expect(dbEventTrace({ type: 'attack', attacker: 'unseen', target: 'AYRES' }, v)).toEqual({ moves: [], hexes: [ayres] });
    expect(dbEventTrace({ type: 'orders_given', side: 'union' }, v)).toBeNull();
  });

  it('keeps the last hour run until the side orders again', () => {
    const all = [...before, ...hour];
    const last = lastHourEvents(all);
    expect(last[0]!.event.type).toBe('attack');
    expect(last.at(-1)!.event.type).toBe('moved');
    const marks = hourMarks(last);
    expect(marks.hit).toEqual(expect.arrayContaining(['EVANS', 'AYRES', 'SCHENCK', 'RICHARDSN', 'LONGST', 'DAVIES']));
    expect(marks.moves.some((m) => m.kind === 'retreat')).toBe(true);
    expect(orderedSinceHour(all)).toBe(false);
    expect(orderedSinceHour([...all, { seq: 99, seat: 'union', event: { type: 'order_given', side: 'union' }, text: '' }])).toBe(true);
    expect(lastHourEvents(before)).toEqual([]);
  });
});
