// Which sounds an update of the game makes: the events new since the last update (a die, a
// combat, a march, as the game module says), the start of the player's turn, the end of the
// game. Every sound repeats something already on screen (the report, the turn bar, the result).

import type { EventSound, GameModule, SeatState } from '../game-module';
import type { LoggedEvent } from '../protocol-types';

export type Sound = EventSound | 'turn' | 'won' | 'lost' | 'ended';

/** The order sounds of one update are played in: the die before the combat it decides. */
const ORDER: Sound[] = ['die', 'combat', 'march', 'won', 'lost', 'ended', 'turn'];

/** What an event sounds like: the game's answer, and a die for any event that rolled one. */
export function eventSounds(event: LoggedEvent['event'], module: Pick<GameModule, 'soundOf'>): EventSound[] {
  const out: EventSound[] = [];
  if (typeof event.roll === 'number') out.push('die');
  const own = module.soundOf?.(event);
  if (own && !out.includes(own)) out.push(own);
  return out;
}

/** Remembers what the player has heard so far, so that each update sounds only what is new. */
export class SoundCues {
  private lastSeq: number | null = null;
  private toMove: string | null = null;
  private over = false;

  constructor(private readonly module: Pick<GameModule, 'soundOf'>) {}

  /** The sounds of this state, given the one heard before; the first state only sets the start. */
  next(state: SeatState, heldSeats: readonly string[]): Sound[] {
    const lastSeq = state.events.reduce((m, e) => Math.max(m, e.seq), -1);
    const first = this.lastSeq === null;
    // An undo shortens the report: what comes after it again is new.
    const since = first || lastSeq < this.lastSeq! ? lastSeq : this.lastSeq!;
    const heard = new Set<Sound>();
    if (!first) {
      for (const e of state.events) if (e.seq > since) eventSounds(e.event, this.module).forEach((s) => heard.add(s));
      if (state.toMove !== this.toMove && state.toMove !== null && heldSeats.includes(state.toMove) && !state.over) heard.add('turn');
      if (state.over && !this.over) heard.add(outcome(state, heldSeats));
    }
    this.lastSeq = lastSeq;
    this.toMove = state.toMove;
    this.over = state.over;
    return ORDER.filter((s) => heard.has(s));
  }
}

/** Won or lost for the seats this browser holds; `ended` for a draw or a spectator. The games'
 * results name the `winner`: a seat, or a team of seats. */
function outcome(state: SeatState, heldSeats: readonly string[]): Sound {
  const winner = typeof state.result?.winner === 'string' && state.result.winner !== 'none' ? state.result.winner : null;
  if (!winner || heldSeats.length === 0) return 'ended';
  const winners = state.teams.find((t) => t.id === winner)?.seats ?? [winner];
  return heldSeats.some((s) => winners.includes(s)) ? 'won' : 'lost';
}
