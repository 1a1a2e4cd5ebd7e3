// One game as this browser plays it: the seat tokens it holds (several in hot-seat), each
// seat's latest state from the server, and which seat the screen shows.

import type { SeatState } from '../game-module';
import type { ProtocolClient } from '../protocol';
import { applyPatch } from 'fast-json-patch';
import type { Action, JoinedMessage, LegalRun, UpdateFields, UpdateMessage, View } from '../protocol-types';

/** The key of the spectator's state among the seats. */
export const SPECTATOR = '(spectator)';

/** The log a page keeps: the server sends at most 200 events with `joined`. */
const LOG_LIMIT = 2000;

export class GameSession {
  private readonly states = new Map<string, SeatState>();
  /** When each seat's state arrived; seq cannot tell, since an undo lowers it. */
  private readonly arrival = new Map<string, number>();
  private arrivals = 0;
  private shownKeyValue: string | null = null;
  private readonly listeners = new Set<() => void>();
  private staleTimer: ReturnType<typeof setTimeout> | undefined;
  /** Seats joined again after a gap in their updates, until the whole view arrives. */
  private readonly resyncing = new Set<string>();
  private readonly unsubscribe: (() => void)[] = [];
  /**
   * The game's number of actions in the latest news from the server: a joined or an update
   * for any of our seats, or the ack of our own act or undo (which comes before its update).
   * Every act names it, so the server refuses an act resent after the game has moved on.
   */
  private latestSeq = 0;

  /** seat (or SPECTATOR) → token */
  constructor(
    private readonly client: ProtocolClient,
    private readonly tokens: Readonly<Record<string, string>>,
  ) {}

  /** Joins every token; resolves with the game's identity once all seats are in. */
  async start(): Promise<SeatState> {
    this.unsubscribe.push(
      this.client.onUpdate((u) => this.receive(u)),
      this.client.onReconnect(() => void this.rejoinAll()),
    );
    await this.rejoinAll();
    const first = this.states.values().next().value;
    if (!first) throw new Error('no seat could be joined');
    this.shownKeyValue = this.wantedKey();
    return first;
  }

  stop(): void {
    this.unsubscribe.forEach((u) => u());
    clearTimeout(this.staleTimer);
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The state on screen. */
  get shown(): SeatState {
    const state = (this.shownKeyValue && this.states.get(this.shownKeyValue)) || this.states.values().next().value;
    if (!state) throw new Error('the session has not started');
    return state;
  }

  /** The seat the screen should show: the one to move if it is ours, else the one shown. */
  get wanted(): string | null {
    return this.wantedKey();
  }

  /** The seat key (or SPECTATOR) on screen now. */
  get shownKey(): string | null {
    return this.shownKeyValue;
  }

  show(key: string): void {
    if (!this.states.has(key)) return;
    this.shownKeyValue = key;
    this.emit();
  }

  /** Seats this browser holds (not the spectator). */
  get heldSeats(): string[] {
    return Object.keys(this.tokens).filter((k) => k !== SPECTATOR);
  }

  get isSpectator(): boolean {
    return this.heldSeats.length === 0;
  }

  tokenOfShown(): string {
    const key = this.shownKeyValue ?? Object.keys(this.tokens)[0]!;
    return this.tokens[key]!;
  }

  async act(action: Action) {
    const ack = await this.client.request({ type: 'act', token: this.tokenOfShown(), seq: this.latestSeq, action });
    this.latestSeq = ack.seq;
    return ack;
  }

  async undo() {
    const ack = await this.client.request({ type: 'undo', token: this.tokenOfShown(), seq: this.latestSeq });
    this.latestSeq = ack.seq;
    return ack;
  }

  save() {
    return this.client.request({ type: 'save', token: this.tokenOfShown() });
  }

  async inspect(query: Record<string, unknown>): Promise<unknown> {
    const reply = await this.client.request({ type: 'inspect', token: this.tokenOfShown(), query });
    return reply.answer;
  }

  private async rejoinAll(): Promise<void> {
    for (const [key, token] of Object.entries(this.tokens)) {
      const joined = await this.client.request({ type: 'join', token });
      this.store(key, fromJoined(joined));
    }
    this.emit();
  }

  private receive(update: UpdateMessage): void {
    const any = this.states.values().next().value;
    if (!any || update.game_id !== any.gameId) return;
    const key = update.seat ?? SPECTATOR;
    const old = this.states.get(key);
    if (!old || this.resyncing.has(key)) return; // a seat not joined, or one being joined again
    const held = heldAfter(old, update);
    if (held === null) return this.resync(key);
    this.store(key, merge(old, update, held));
    this.checkStale();
    this.emit();
  }

  /**
   * An update that does not follow the view held (one missed, or a patch that does not apply):
   * join the seat again for its whole view. Updates that arrive meanwhile are older than it.
   */
  private resync(key: string): void {
    const token = this.tokens[key];
    if (!token) return;
    // Over one ordered connection this never happens unless a side has a bug: say so.
    console.warn(`view resync: an update for ${key} did not follow the view held; joining again`);
    this.resyncing.add(key);
    void this.client.request({ type: 'join', token }).then(
      (joined) => {
        this.resyncing.delete(key);
        this.store(key, fromJoined(joined));
        this.emit();
      },
      () => this.resyncing.delete(key),
    );
  }

  /**
   * When the seat to move is one of ours but its own update has not arrived, ask for it by
   * joining again, so a hot-seat player never waits on a view that never comes.
   */
  private checkStale(): void {
    clearTimeout(this.staleTimer);
    this.staleTimer = setTimeout(() => {
      const newest = this.newest();
      const toMove = newest?.toMove;
      if (!newest || !toMove || !(toMove in this.tokens)) return;
      const mine = this.states.get(toMove);
      if (mine && mine !== newest && mine.seq !== newest.seq) {
        void this.client.request({ type: 'join', token: this.tokens[toMove]! }).then((joined) => {
          this.store(toMove, fromJoined(joined));
          this.emit();
        }, () => {});
      }
    }, 800);
  }

  private store(key: string, state: SeatState): void {
    this.states.set(key, state);
    this.latestSeq = state.seq;
    this.arrival.set(key, ++this.arrivals);
  }

  /** The state that arrived last: the freshest news about whose move it is. */
  private newest(): SeatState | undefined {
    let best: string | undefined;
    for (const key of this.states.keys()) {
      if (best === undefined || this.arrival.get(key)! > this.arrival.get(best)!) best = key;
    }
    return best === undefined ? undefined : this.states.get(best);
  }

  private wantedKey(): string | null {
    const toMove = this.newest()?.toMove;
    if (toMove && this.states.has(toMove) && toMove in this.tokens) return toMove;
    if (this.shownKeyValue) return this.shownKeyValue;
    return this.heldSeats[0] ?? (this.states.has(SPECTATOR) ? SPECTATOR : null);
  }

  private emit(): void {
    this.listeners.forEach((l) => l());
  }
}

function fromJoined(j: JoinedMessage): SeatState {
  return {
    gameId: j.game_id,
    game: j.game,
    scenario: j.scenario,
    ...(j.board ? { board: j.board } : {}),
    seat: j.seat,
    seats: j.seats ?? {},
    teams: j.teams ?? [],
    ...updateFields(j, { view: j.view, legalRuns: j.legal_runs ?? [] }),
    events: [...(j.events ?? [])],
  };
}

/** What an update brings of what a seat holds between updates. */
export interface Held {
  view: View;
  legalRuns: LegalRun[];
}

/**
 * The view and legal list an update brings: each whole, or the held one with its patch applied
 * (on a copy: the held view may still be on screen). Null when the patches do not follow what is
 * held (the update's `since` is not the held seq) or do not apply.
 */
export function heldAfter(old: SeatState, u: UpdateFields): Held | null {
  if (u.view) return { view: u.view, legalRuns: u.legal_runs ?? [] };
  if (!u.patch || u.since !== old.seq) return null;
  try {
    const view = applyPatch(old.view, u.patch, true, false).newDocument;
    if (u.legal_runs) return { view, legalRuns: u.legal_runs };
    if (!u.legal_patch) return null;
    return { view, legalRuns: applyPatch(old.legalRuns, u.legal_patch, true, false).newDocument };
  } catch {
    return null;
  }
}

/** The legal list the runs stand for, in their order (docs/protocol.md, `legal_runs`). */
export function expandLegalRuns(runs: LegalRun[]): Action[] {
  return runs.flatMap((run) => (run.each === undefined ? [run.action] : (run.of ?? []).map((value) => ({ ...run.action, [run.each!]: value }))));
}

function merge(old: SeatState, u: UpdateFields, held: Held): SeatState {
  const events = [...old.events, ...(u.events ?? [])];
  return { ...old, ...updateFields(u, held), events: events.slice(-LOG_LIMIT) };
}

function updateFields(u: UpdateFields, held: Held) {
  return {
    seq: u.seq,
    view: held.view,
    toMove: u.to_move,
    over: u.over,
    result: u.result,
    legal: expandLegalRuns(held.legalRuns),
    legalRuns: held.legalRuns,
    canUndo: u.can_undo,
  };
}
