import { describe, expect, it } from 'vitest';
import { nawEventTrace } from '../games/napoleon-at-waterloo/happened';
import report from '../games/napoleon-at-waterloo/fixtures/report.json';
import type { LoggedEvent } from '../protocol-types';
import { movesBetween, replaySteps, sectionAt, TurnWatcher } from './replay';

const events = report.events as LoggedEvent[];
const ev = (seq: number, seat: string | null, type: string, text = ''): LoggedEvent => ({ seq, seat, event: { type }, text });

describe('replay steps', () => {
  const steps = replaySteps(events, nawEventTrace);

  it('makes one step per action, with its report lines and its arrows', () => {
    const first = steps[0]!;
    expect(first.seq).toBe(321);
    expect(first.lines).toEqual(['Ompteda (2nd KGL Bde, 3rd Div) moves 1708 -> 1810 (3 MP)']);
    expect(first.moves).toEqual([{ path: ['1708', '1809', '1810'], kind: 'move' }]);
    expect(new Set(steps.map((s) => s.seq)).size).toBe(steps.length);
  });

  it('puts a phase heading at the head of the next action instead of a step of its own', () => {
    const bombard = steps.find((s) => s.lines.some((l) => l.startsWith('Game-turn 7 (7 pm), allied bombardment')))!;
    expect(bombard.lines.length).toBeGreaterThan(1);
    expect(bombard.hexes.length + bombard.moves.length).toBeGreaterThan(0);
  });

  it('keeps an attack, its die and its losses in one step', () => {
    const attack = steps.find((s) => s.seq === 327)!;
    expect(attack.lines.filter((l) => /^Attack by/.test(l))).toHaveLength(1);
    expect(attack.lines.some((l) => / die 5 -> DE$/.test(l))).toBe(true);
    expect(attack.hexes).toEqual(['1710']);
  });

  it('cuts a section from a heading to the next one', () => {
    const at = events.findIndex((e) => /allied ground combat/.test(e.text));
    const section = sectionAt(events, at);
    expect(section[0]).toBe(events[at]);
    expect(section.every((e, i) => i === 0 || !/^\s*==/.test(e.text) || e.seq === section[0]!.seq)).toBe(true);
    expect(section.at(-1)!.seq).toBe(389); // the French bombardment's heading (429) starts the next
    // An empty phase is a section of its heading alone.
    expect(sectionAt(events, at - 1)).toEqual([events[at - 1]]);
  });
});

describe('the other side\'s turn', () => {
  const mine = new Set(['french']);
  const log = [ev(1, 'french', 'move', 'a'), ev(2, 'french', 'pass', '== Allied movement =='), ev(3, 'allied', 'move', 'b'), ev(4, 'french', 'defense_mode', 'c'), ev(5, 'allied', 'pass', '== French movement ==')];

  it('offers, when the turn comes back, everything since the player last had it', () => {
    const w = new TurnWatcher();
    expect(w.observe({ seat: 'french', mine, phasing: 'french', toMove: 'french', seq: 1, events: log.slice(0, 1) })).toBeNull();
    expect(w.observe({ seat: 'french', mine, phasing: 'allied', toMove: 'allied', seq: 2, events: log.slice(0, 2) })).toBeNull();
    // Asked a question during the other side's turn: not the player's turn yet.
    expect(w.observe({ seat: 'french', mine, phasing: 'allied', toMove: 'french', seq: 3, events: log.slice(0, 3) })).toBeNull();
    expect(w.observe({ seat: 'french', mine, phasing: 'french', toMove: 'french', seq: 5, events: log })?.map((e) => e.seq)).toEqual([2, 3, 4, 5]);
    // Only once.
    expect(w.observe({ seat: 'french', mine, phasing: 'french', toMove: 'french', seq: 5, events: log })).toBeNull();
  });

  it('offers nothing while the player keeps the turn', () => {
    const w = new TurnWatcher();
    w.observe({ seat: 'french', mine, phasing: 'french', toMove: 'french', seq: 0, events: [] });
    expect(w.observe({ seat: 'french', mine, phasing: 'french', toMove: 'french', seq: 1, events: log.slice(0, 1) })).toBeNull();
  });

  it('offers a page opened mid-game what the others did after the player\'s last action', () => {
    const w = new TurnWatcher();
    expect(w.observe({ seat: 'french', mine, phasing: 'french', toMove: 'french', seq: 5, events: log })?.map((e) => e.seq)).toEqual([5]);
  });
});

describe('moves seen on the map', () => {
  it('draws an arrow for each unit that stands elsewhere, and none for units that came or went', () => {
    const before = new Map([['a', '0101'], ['b', '0202'], ['gone', '0303']]);
    const now = [{ id: 'a', hex: '0102' }, { id: 'b', hex: '0202' }, { id: 'new', hex: '0404' }];
    expect(movesBetween(before, now)).toEqual([{ path: ['0101', '0102'], kind: 'move' }]);
  });
});

describe('a team played on one screen', () => {
  it('remembers the team\'s turn, whichever of its nations is shown', () => {
    const team = new Set(['germany', 'austria']);
    const log = [ev(1, 'germany', 'end_turn', 'a'), ev(2, 'austria', 'end_turn', 'b'), ev(3, 'russia', 'moved', 'c'), ev(4, 'russia', 'end_turn', 'd')];
    const w = new TurnWatcher();
    w.observe({ seat: 'germany', mine: team, phasing: 'germany', toMove: 'germany', seq: 0, events: [] });
    // The Entente's turn is watched while Austria's screen is up…
    expect(w.observe({ seat: 'austria', mine: team, phasing: 'austria', toMove: 'austria', seq: 1, events: log.slice(0, 1) })).toBeNull();
    expect(w.observe({ seat: 'austria', mine: team, phasing: 'russia', toMove: 'russia', seq: 3, events: log.slice(0, 3) })).toBeNull();
    // …and offered when Germany's comes back.
    expect(w.observe({ seat: 'germany', mine: team, phasing: 'germany', toMove: 'germany', seq: 4, events: log })?.map((e) => e.seq)).toEqual([2, 3, 4]);
  });
});
