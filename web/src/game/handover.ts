// Hot-seat: when the screen passes from one seat to another, a hand-over cover is shown only
// if the next seat belongs to another person and has something to hide from the one before
// (the catalog's `hidden_information`: without fog of war both see the same, and the cover
// would only cost a click). The seats of one team are one person's (a team invitation, or a
// team's choice in the lobby); in a game without teams each seat is a side.

import type { CatalogTeam, SeatPlayer } from '../protocol-types';
import type { PlayMode } from '../storage';

export interface HandoverCase {
  mode: PlayMode;
  /** Whether a seat may see less than another (the catalog's `hidden_information`). */
  hiddenInformation: boolean;
  teams: readonly CatalogTeam[];
  seats: Readonly<Record<string, SeatPlayer>>;
  /** The seats this screen holds. */
  held: readonly string[];
  /** The seat shown now (null before any) and the one the screen should show next. */
  shown: string | null;
  next: string;
}

export function needsHandover(c: HandoverCase): boolean {
  const sideOf = (seat: string | null) => (seat === null ? null : (c.teams.find((t) => t.seats.includes(seat))?.id ?? seat));
  const humans = c.held.filter((s) => c.seats[s]?.player !== 'computer');
  const sides = new Set(humans.map(sideOf));
  return c.hiddenInformation && (c.mode === 'hotseat' || sides.size > 1) && sideOf(c.next) !== sideOf(c.shown);
}

/** Who the screen passes to: the team's player where the seat plays in a team ("the Entente
 * player"), else the seat's own. */
export function handoverName(seat: string, teams: readonly CatalogTeam[], seatName: (seat: string) => string): string {
  return teams.find((t) => t.seats.includes(seat))?.name ?? seatName(seat);
}
