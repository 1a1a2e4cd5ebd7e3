import { describe, expect, it } from 'vitest';
import type { ProtocolClient } from '../protocol';
import type { UpdateMessage } from '../protocol-types';
import { boardOf } from '../api';
import { expandLegalRuns, GameSession } from './session';

/** A client that answers joins from a table and lets the test push updates. */
function fakeClient(toMove: string, view: Record<string, unknown> = {}, joined: Record<string, unknown> = {}) {
  let push: (u: UpdateMessage) => void = () => {};
  const sent: Record<string, unknown>[] = [];
  const client = {
    request: async (req: Record<string, unknown>) => {
      sent.push(req);
      if (req.type === 'act') return { type: 'ack', seq: (req.seq as number) + 1 };
      if (req.type !== 'join') return { type: 'ack', seq: 1 };
      const seat = req.token === 'tf' ? 'french' : 'allied';
      return {
        type: 'joined', game_id: 'g1', game: 'napoleon-at-waterloo', scenario: 'waterloo', seat,
        seats: { french: { player: 'human' }, allied: { player: 'human' } },
        seq: 3, view, to_move: toMove, over: false, result: null, legal_runs: [], can_undo: false,
        events: [{ seq: 1, seat: 'french', event: { type: 'move' }, text: 'moved' }],
        ...joined,
      };
    },
    onUpdate: (l: (u: UpdateMessage) => void) => ((push = l), () => {}),
    onReconnect: () => () => {},
  };
  const update = (seat: string, fields: Partial<UpdateMessage>) =>
    push({ type: 'update', game_id: 'g1', seat, seq: 4, view: {}, to_move: 'allied', over: false, result: null, legal_runs: [], events: [], can_undo: false, ...fields });
  return { client: client as unknown as ProtocolClient, update, sent };
}

describe('GameSession (patches)', () => {
  const joinedView = { phase: 'movement', units: [{ id: 'FR-1', hex: '1613' }] };

  it('applies an update\'s patch to the view it holds, leaving the held view as it was', async () => {
    const { client, update } = fakeClient('french', joinedView);
    const session = new GameSession(client, { french: 'tf' });
    await session.start();
    const before = session.shown.view;
    update('french', {
      view: undefined, since: 3, seq: 4,
      patch: [{ op: 'replace', path: '/units/0/hex', value: '1714' }, { op: 'replace', path: '/phase', value: 'combat' }],
    });
    expect(session.shown.seq).toBe(4);
    expect(session.shown.view).toEqual({ phase: 'combat', units: [{ id: 'FR-1', hex: '1714' }] });
    expect(before).toEqual(joinedView);
  });

  it('joins the seat again when an update does not follow the view held, and drops updates meanwhile', async () => {
    const { client, update, sent } = fakeClient('french', joinedView);
    const session = new GameSession(client, { french: 'tf' });
    await session.start();
    const joins = () => sent.filter((r) => r.type === 'join').length;
    update('french', { view: undefined, since: 7, seq: 8, patch: [{ op: 'replace', path: '/phase', value: 'x' }] });
    expect(joins()).toBe(2);
    expect(session.shown.view).toEqual(joinedView); // nothing applied
    await Promise.resolve();
    await Promise.resolve();
    expect(session.shown.seq).toBe(3); // the joined's
    // A patch that does not apply (no such unit) is a gap too.
    update('french', { view: undefined, since: 3, seq: 4, patch: [{ op: 'replace', path: '/units/5/hex', value: '1' }] });
    expect(joins()).toBe(3);
    expect(session.shown.view).toEqual(joinedView);
  });
});

describe('GameSession (legal list patches)', () => {
  const runs = [
    { action: { type: 'move', unit: 'FR-1' }, each: 'to', of: ['1514', '1515'] },
    { action: { type: 'move', unit: 'FR-2' }, each: 'to', of: ['1613'] },
    { action: { type: 'pass' } },
  ];

  it('applies an update\'s legal_patch to the runs it holds and spells the list out', async () => {
    const { client, update } = fakeClient('french', {}, { legal_runs: runs });
    const session = new GameSession(client, { french: 'tf' });
    await session.start();
    expect(session.shown.legal).toHaveLength(4);
    update('french', {
      view: undefined, since: 3, seq: 4, to_move: 'french', patch: [], legal_runs: undefined,
      legal_patch: [{ op: 'remove', path: '/0' }, { op: 'replace', path: '/0/of/0', value: '1713' }],
    });
    expect(session.shown.legal).toEqual([{ type: 'move', unit: 'FR-2', to: '1713' }, { type: 'pass' }]);
    expect(runs[0]!.of).toEqual(['1514', '1515']); // the held runs are patched on a copy
    // A whole list replaces the held one.
    update('french', { view: undefined, since: 4, seq: 5, patch: [], legal_runs: [{ action: { type: 'pass' } }] });
    expect(session.shown.legal).toEqual([{ type: 'pass' }]);
  });

  it('joins again when an update with a patched view brings neither a list nor its patch', async () => {
    const { client, update, sent } = fakeClient('french', {}, { legal_runs: runs });
    const session = new GameSession(client, { french: 'tf' });
    await session.start();
    update('french', { view: undefined, since: 3, seq: 4, patch: [], legal_runs: undefined });
    expect(sent.filter((r) => r.type === 'join')).toHaveLength(2);
    // A legal_patch that does not apply is a gap too.
    await Promise.resolve();
    await Promise.resolve();
    update('french', { view: undefined, since: 3, seq: 4, patch: [], legal_runs: undefined, legal_patch: [{ op: 'remove', path: '/9' }] });
    expect(sent.filter((r) => r.type === 'join')).toHaveLength(3);
  });
});

describe('expandLegalRuns', () => {
  it('spells out each run in order, lone actions as they are', () => {
    expect(expandLegalRuns([
      { action: { type: 'move', unit: 'FR-NAP' }, each: 'to', of: ['1515', '1616'] },
      { action: { type: 'pass' } },
    ])).toEqual([
      { type: 'move', unit: 'FR-NAP', to: '1515' },
      { type: 'move', unit: 'FR-NAP', to: '1616' },
      { type: 'pass' },
    ]);
  });
});

describe('GameSession (hot-seat)', () => {
  it('joins every seat and shows the one to move', async () => {
    const { client, sent } = fakeClient('allied');
    const session = new GameSession(client, { french: 'tf', allied: 'ta' });
    await session.start();
    expect(sent.map((r) => r.token)).toEqual(['tf', 'ta']);
    expect(session.shownKey).toBe('allied');
    expect(session.tokenOfShown()).toBe('ta');
  });

  it('wants the other seat when the move passes to it, but shows it only when told', async () => {
    const { client, update } = fakeClient('french');
    const session = new GameSession(client, { french: 'tf', allied: 'ta' });
    await session.start();
    let changes = 0;
    session.onChange(() => changes++);
    update('french', { to_move: 'allied', events: [{ seq: 4, seat: 'french', event: { type: 'phase' }, text: 'phase' }] });
    expect(changes).toBe(1);
    expect(session.wanted).toBe('allied');
    expect(session.shownKey).toBe('french'); // the hand-over screen decides when
    expect(session.shown.events.map((e) => e.text)).toEqual(['moved', 'phase']);
    session.show('allied');
    expect(session.shown.seat).toBe('allied');
    expect(session.tokenOfShown()).toBe('ta');
  });

  it('takes an update with a lower seq (an undo) and ignores other games', async () => {
    const { client, update } = fakeClient('french');
    const session = new GameSession(client, { french: 'tf' });
    await session.start();
    update('french', { seq: 2, to_move: 'french', can_undo: false });
    expect(session.shown.seq).toBe(2);
    update('french', { game_id: 'other', seq: 9 } as Partial<UpdateMessage>);
    expect(session.shown.seq).toBe(2);
  });

  it('sends with every act and undo the seq of the latest news: a joined, an update, or an ack', async () => {
    const { client, update, sent } = fakeClient('french');
    const session = new GameSession(client, { french: 'tf' });
    await session.start();
    const acts = () => sent.filter((r) => r.type === 'act').map((r) => r.seq);
    await session.act({ type: 'pass' });
    expect(acts()).toEqual([3]); // the joined's seq
    // The next act goes before the update of the first arrives: the ack's seq tells.
    await session.act({ type: 'pass' });
    expect(acts()).toEqual([3, 4]);
    update('french', { seq: 9, to_move: 'french' }); // a computer played meanwhile
    await session.act({ type: 'pass' });
    expect(acts()).toEqual([3, 4, 9]);
    await session.undo(); // the fake acknowledges an undo at seq 1
    expect(sent.filter((r) => r.type === 'undo').map((r) => r.seq)).toEqual([10]); // the last ack's
    await session.act({ type: 'pass' });
    expect(acts()).toEqual([3, 4, 9, 1]);
  });
});

describe('GameSession (a designer\'s board)', () => {
  it('keeps the board a joined message brings through later updates, and draws from it without asking GET /api/board', async () => {
    const board = { grid: { kind: 'hex', columns: 3, rows: 2 }, hexes: { '0101': 'woods' } };
    const { client, update } = fakeClient('french', {}, { scenario: 'waterloo-wooded', board });
    const session = new GameSession(client, { french: 'tf' });
    await session.start();
    update('french', { view: { phase: 'combat' }, seq: 4 });
    expect(session.shown.seq).toBe(4);
    expect(session.shown.board).toEqual(board);
    expect(await boardOf(session.shown)).toBe(board);
  });
});
