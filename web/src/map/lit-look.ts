// How places are lit on a map the game draws itself in its nations' colours (drawBoard): the
// reachable ones striped, so the tint shows between the stripes and the yellow-on-dark stripe
// shows on every tint, pale or dark. The words a panel uses for them come from here too, so
// that what the player reads is what the map draws.

import type { HighlightKind } from '../game-module';
import { svg } from '../util/dom';

export const REACHABLE_STRIPE = '#ffd400';
export const REACHABLE_EDGE = '#2b2300';

/** The colour words of each kind of lit place on a tinted map (styles.css `.map.game-drawn`). */
export const LIT_WORDS: Record<HighlightKind, string> = {
  reachable: 'striped in yellow',
  target: 'outlined in red',
  candidate: 'outlined in blue',
  choice: 'outlined in green',
  chosen: 'outlined in dark red',
  selected: 'outlined in black dashes on white',
};

export function litDefs(): SVGDefsElement {
  return svg(
    'defs',
    {},
    svg(
      'pattern',
      { id: 'lit-reachable-stripes', width: 9, height: 9, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
      svg('rect', { x: 0, y: 0, width: 1, height: 9, fill: REACHABLE_EDGE, 'fill-opacity': 0.85 }),
      svg('rect', { x: 1, y: 0, width: 3, height: 9, fill: REACHABLE_STRIPE, 'fill-opacity': 0.9 }),
    ),
  );
}
