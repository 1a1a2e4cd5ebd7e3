// Words for an order given out of turn: whose turn it is, so the player knows whom to wait for.

import type { SeatState } from '../game-module';

/** Null when the seat shown is the one to move (the refusal has another cause). */
export function outOfTurnText(state: SeatState, seatName: (seat: string) => string): string | null {
  if (state.over) return 'The game is over.';
  if (state.seat === null) return 'You are watching: only the players act.';
  if (state.toMove === state.seat || state.toMove === null) return null;
  return `It is the ${seatName(state.toMove)} player's turn; you act again when it is yours.`;
}
