// A counter: the side's colour, an HQ's flag with its size (XXXX army, XXX corps, XX division)
// or a brigade's NATO box (infantry a cross, cavalry a slash, mounted infantry both, artillery
// a dot), line or column in the corner, and at the foot what the seat knows of its strength.

import { COUNTER_SIZE } from '../../game-module';
import { svg } from '../../util/dom';
import { SIDE_COLORS } from './colors';
import type { BrigadeType, DbUnit, HqKind } from './types';

const HALF = COUNTER_SIZE / 2;
const BOX = { x: -11, y: -10, w: 22, h: 14 };
const SIZE_MARKS: Record<HqKind, string> = { army: 'XXXX', corps: 'XXX', division: 'XX' };

export function drawDbCounter(u: DbUnit): SVGGElement {
  const look = SIDE_COLORS[u.side] ?? SIDE_COLORS.union;
  const kind = u.hq ? `hq-${u.hq}` : `type-${u.type}`;
  const g = svg('g', { class: `db-counter side-${u.side} ${kind} formation-${u.formation}`, 'data-formation': u.formation });
  g.appendChild(svg('rect', { x: -HALF, y: -HALF, width: COUNTER_SIZE, height: COUNTER_SIZE, rx: 3, fill: look.fill, stroke: look.edge, class: 'counter-body' }));
  if (u.hq) g.append(...hqSymbol(u.hq, look.ink));
  else g.appendChild(typeSymbol(u.type ?? 'infantry', look.ink));
  if (!u.hq) g.appendChild(formationMark(u.formation, look.ink));
  g.appendChild(svg('text', { x: 0, y: HALF - 3.5, class: 'db-foot', fill: look.ink }, footWords(u)));
  if (u.ordered) g.appendChild(svg('circle', { cx: -HALF + 5, cy: -HALF + 5, r: 2.6, class: 'db-ordered-dot' }));
  if (u.shattered || u.shaken) g.appendChild(svg('path', { d: `M${-HALF},${HALF - 9} L${-HALF + 9},${HALF}`, class: 'db-shaken-band' }));
  return g;
}

/** Strength in hundreds of men, and the cohesion of an own brigade: "29·6"; an HQ its size. */
export function footWords(u: DbUnit): string {
  if (u.hq) return u.id.slice(0, 7);
  if (u.type === 'artillery' && u.guns !== undefined) return `${u.guns}g`;
  return u.cohesion !== undefined ? `${u.strength}·${u.cohesion}` : String(u.strength);
}

/** A headquarters' flag on its staff, its size marks above. */
function hqSymbol(kind: HqKind, ink: string): SVGElement[] {
  return [
    svg('text', { x: 0, y: -HALF + 9, class: 'db-size-marks', fill: ink }, SIZE_MARKS[kind]),
    svg('path', { d: 'M-9,9 L-9,-7 L9,-7 L9,3 L-9,3', fill: 'none', stroke: ink, 'stroke-width': 1.4, class: 'db-hq-flag' }),
  ];
}

/** The symbol inside the NATO box, drawn in the counter's ink. */
export function typeSymbol(type: BrigadeType, ink: string): SVGGElement {
  const { x, y, w, h } = BOX;
  const g = svg('g', { class: 'nato', stroke: ink, fill: 'none', 'stroke-width': 1.3 });
  g.appendChild(svg('rect', { x, y, width: w, height: h }));
  const cross = () => [svg('line', { x1: x, y1: y, x2: x + w, y2: y + h }), svg('line', { x1: x, y1: y + h, x2: x + w, y2: y })];
  const slash = () => svg('line', { x1: x, y1: y + h, x2: x + w, y2: y });
  switch (type) {
    case 'infantry':
      g.append(...cross());
      break;
    case 'cavalry':
      g.append(slash());
      break;
    case 'mounted_infantry':
      // Infantry's cross with a horse's wheel beneath: infantry that rides to the fight.
      g.append(...cross(), svg('circle', { cx: x + w / 2, cy: y + h + 3, r: 2, fill: ink }));
      break;
    case 'artillery':
      g.appendChild(svg('circle', { cx: x + w / 2, cy: y + h / 2, r: 3, fill: ink }));
      break;
  }
  return g;
}

/** Line: a long bar across the top right; column: three short bars one behind the other. */
function formationMark(formation: DbUnit['formation'], ink: string): SVGGElement {
  const g = svg('g', { class: `db-formation db-formation-${formation}`, fill: ink });
  if (formation === 'line') g.appendChild(svg('rect', { x: HALF - 12, y: -HALF + 2.5, width: 9, height: 2.4 }));
  else for (let i = 0; i < 3; i++) g.appendChild(svg('rect', { x: HALF - 6, y: -HALF + 2 + i * 3, width: 3, height: 2 }));
  return g;
}

/** A counter for an id the view no longer holds (gone, unseen): a blank of no side. */
export function drawBlankCounter(id: string): SVGGElement {
  const g = svg('g', { class: 'db-counter db-blank' });
  g.append(
    svg('rect', { x: -HALF, y: -HALF, width: COUNTER_SIZE, height: COUNTER_SIZE, rx: 3, fill: '#ddd', stroke: '#777', class: 'counter-body' }),
    svg('text', { x: 0, y: 3, class: 'db-foot', fill: '#333' }, id.slice(0, 8)),
  );
  return g;
}
