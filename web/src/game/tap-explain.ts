// On a touch screen nothing hovers, so a tap must do what resting the mouse does: a tap on a
// place the selection may not enter explains why (the why-not tip) instead of dropping the
// selection, unless the tap picks something else of the player's (a unit that may move, a
// province's armies). A second tap on the place the tip explains acts as a click would
// (shows an enemy counter, say, or drops the selection), so nothing a click does is lost.

import type { MapClick } from '../game-module';

export interface TapFacts {
  /** The server can be asked why the selection may not go there (a refusal probe exists). */
  refused: boolean;
  /** The tap picks something of the player's (GameController.picks, or a unit that may move). */
  picks: boolean;
  /** The why-not tip already stands on this place: this is the second tap. */
  explained: boolean;
}

/** Whether this click is a finger's tap that should explain, not act. */
export function tapExplains(click: MapClick, facts: TapFacts): boolean {
  return click.touch === true && facts.refused && !facts.picks && !facts.explained;
}
