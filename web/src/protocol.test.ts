import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProtocolClient, ProtocolError, defaultSocketUrl, type SocketLike } from './protocol';
import type { UpdateMessage } from './protocol-types';

/** A socket the test opens, feeds and closes by hand. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: object): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(): void {
    this.readyState = 3;
    this.onclose?.({});
  }
}

let sockets: FakeSocket[];
let client: ProtocolClient;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  client = new ProtocolClient({
    url: 'ws://test/ws',
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    reconnectDelaysMs: [100, 200],
    requestTimeoutMs: 5000,
  });
});

afterEach(() => {
  vi.useRealTimers();
});

const latest = () => sockets[sockets.length - 1]!;

describe('ProtocolClient', () => {
  it('builds the socket address from the page address', () => {
    expect(defaultSocketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws');
    expect(defaultSocketUrl({ protocol: 'https:', host: 'example.org' })).toBe('wss://example.org/ws');
  });

  it('queues requests until the socket opens, then sends them with v and increasing ids', async () => {
    client.connect();
    const a = client.request({ type: 'ping' });
    const b = client.request({ type: 'join', token: 'abc' });
    expect(latest().sent).toEqual([]);
    latest().open();
    expect(latest().sent).toEqual([
      { v: 1, id: 1, type: 'ping' },
      { v: 1, id: 2, type: 'join', token: 'abc' },
    ]);
    // Replies may come in any order; each resolves its own request.
    latest().receive({ v: 1, id: 2, type: 'joined', game_id: 'g1', seat: 'french' });
    latest().receive({ v: 1, id: 1, type: 'pong' });
    await expect(a).resolves.toMatchObject({ type: 'pong' });
    await expect(b).resolves.toMatchObject({ type: 'joined', seat: 'french' });
    expect(client.pendingCount).toBe(0);
  });

  it('rejects a request answered by an error, keeping code, message and rule', async () => {
    client.connect();
    latest().open();
    const act = client.request({ type: 'act', token: 't', seq: 0, action: { type: 'move', unit: 'FR-1-1', to: '0101' } });
    latest().receive({
      v: 1,
      id: 1,
      type: 'error',
      code: 'illegal',
      message: 'reaching 0101 costs 24 movement points',
      rule: 'NAW Movement (1)',
    });
    const error = await act.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProtocolError);
    expect(error).toMatchObject({ code: 'illegal', rule: 'NAW Movement (1)', message: 'reaching 0101 costs 24 movement points' });
  });

  it('dispatches updates to listeners and errors without id to the error listeners', () => {
    const updates: UpdateMessage[] = [];
    const errors: ProtocolError[] = [];
    client.onUpdate((u) => updates.push(u));
    client.onError((e) => errors.push(e));
    client.connect();
    latest().open();
    latest().receive({ v: 1, type: 'update', game_id: 'g', seat: 'allied', seq: 4 });
    latest().receive({ v: 1, type: 'error', code: 'rate_limited', message: 'slow down' });
    latest().receive({ v: 1, id: 99, type: 'ack', seq: 1 }); // answers nothing we asked: ignored
    expect(updates.map((u) => u.seq)).toEqual([4]);
    expect(errors.map((e) => e.code)).toEqual(['rate_limited']);
  });

  it('fails pending requests when the connection drops, reconnects with back-off and announces it', async () => {
    const statuses: string[] = [];
    const reconnects = vi.fn();
    client.onStatus((s) => statuses.push(s));
    client.onReconnect(reconnects);
    client.connect();
    latest().open();
    const pending = client.request({ type: 'games', tokens: ['x'] });
    latest().drop();
    await expect(pending).rejects.toMatchObject({ code: 'disconnected' });
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(2);
    latest().drop(); // the first retry fails too; the next waits longer
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(3);
    expect(reconnects).not.toHaveBeenCalled();
    latest().open();
    expect(reconnects).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'open', 'closed', 'connecting', 'closed', 'connecting', 'open']);
  });

  it('sends re-joins made on reconnect before requests queued while offline', () => {
    client.onReconnect(() => void client.request({ type: 'join', token: 'seat-token' }).catch(() => {}));
    client.connect();
    latest().open();
    latest().drop();
    vi.advanceTimersByTime(100);
    const queued = client.request({ type: 'ping' }).catch(() => {});
    latest().open();
    expect(latest().sent.map((m) => m.type)).toEqual(['join', 'ping']);
    void queued;
  });

  it('times out a request the server never answers', async () => {
    client.connect();
    latest().open();
    const p = client.request({ type: 'ping' });
    vi.advanceTimersByTime(5000);
    await expect(p).rejects.toMatchObject({ code: 'timeout' });
  });

  it('does not reconnect after close()', async () => {
    client.connect();
    latest().open();
    client.close();
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
    await expect(client.request({ type: 'ping' })).rejects.toMatchObject({ code: 'disconnected' });
  });
  it('hands a balance job’s own messages to its listeners, not to a request', async () => {
    client.connect();
    latest().open();
    const pushed: string[] = [];
    const stop = client.onBalance((m) => pushed.push(`${m.type} ${m.job}`));
    const started = client.request({ type: 'balance', game: 'g', scenario: 's', players: { a: 'random' }, games: 2 });
    const id = latest().sent[0]!['id'];
    latest().receive({ v: 1, type: 'balance_progress', job: 7, done: 1, games: 2 });
    latest().receive({ v: 1, id, type: 'balance_started', job: 7, game: 'g', scenario: 's', agents: ['random'], games: 2, first_seed: 1 });
    expect((await started).job).toBe(7);
    latest().receive({ v: 1, type: 'balance_result', job: 7, summary: {}, results: [] });
    stop();
    latest().receive({ v: 1, type: 'balance_cancelled', job: 7 });
    expect(pushed).toEqual(['balance_progress 7', 'balance_result 7']);
  });
});
