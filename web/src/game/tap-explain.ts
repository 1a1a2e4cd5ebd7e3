// On a touch screen nothing hovers, so a tap must do what resting the mouse does: a tap on a
// place the selection may not enter explains why (the why-not tip) instead of dropping the
// selection, unless the tap picks something else of the player's (a unit, a province's
// armies), which a tap must still be able to do.

import type { MapClick } from '../game-module';

export interface TapFacts {
  /** The server can be asked why the selection may not go there (a refusal probe exists). */
  refused: boolean;
  /** The tap picks something of the player's (GameController.picks, or a counter). */
  picks: boolean;
}

/** Whether this click is a finger's tap that should explain, not act. */
export function tapExplains(click: MapClick, facts: TapFacts): boolean {
  return click.touch === true && facts.refused && !facts.picks;
}
