// A counter: the side's colour, the class symbol in a NATO box (armour an oval, infantry a
// cross, artillery a dot, ...), strength and movement at the foot. An enemy whose strength
// is uncertain shows its range ("3–7"), never one number.

import { COUNTER_SIZE } from '../../game-module';
import { svg } from '../../util/dom';
import { SIDE_COLORS } from './colors';
import { unitInView, type BkaUnit, type BkaView, type UnitClass } from './types';
import { strengthWords } from './words';

const HALF = COUNTER_SIZE / 2;
const BOX = { x: -12, y: -9, w: 24, h: 15 };

export function drawBkaCounter(u: BkaUnit): SVGGElement {
  const look = SIDE_COLORS[u.side] ?? SIDE_COLORS.german;
  const g = svg('g', { class: `bka-counter class-${u.class} side-${u.side}` });
  g.appendChild(svg('rect', { x: -HALF, y: -HALF, width: COUNTER_SIZE, height: COUNTER_SIZE, rx: 3, fill: look.fill, stroke: look.edge, class: 'counter-body' }));
  g.appendChild(classSymbol(u.class, look.ink));
  const ranged = !!u.strength_range;
  g.appendChild(
    svg('text', { x: 0, y: HALF - 3.5, class: `counter-factors${ranged ? ' bka-range' : ''}`, fill: look.ink }, factors(u)),
  );
  if (u.immobilized || u.moved) {
    g.appendChild(svg('text', { x: HALF - 3, y: -HALF + 8, class: 'bka-flag', fill: look.ink, 'text-anchor': 'end' }, u.immobilized ? 'I' : 'M'));
  }
  if (u.isolated_turns) g.appendChild(svg('text', { x: -HALF + 3, y: -HALF + 8, class: 'bka-flag bka-isolated' }, `S${u.isolated_turns}`));
  return g;
}

/** "6-8": strength and movement as printed; an uncertain strength in brackets, "(3–5)-4". */
export function factors(u: Pick<BkaUnit, 'strength' | 'strength_range' | 'movement'>): string {
  return u.strength_range ? `(${strengthWords(u)})-${u.movement}` : `${strengthWords(u)}-${u.movement}`;
}

/** The symbol inside the NATO box, drawn in the counter's ink. */
export function classSymbol(cls: UnitClass, ink: string): SVGGElement {
  const { x, y, w, h } = BOX;
  const g = svg('g', { class: 'nato', stroke: ink, fill: 'none', 'stroke-width': 1.3 });
  g.appendChild(svg('rect', { x, y, width: w, height: h }));
  const cx = x + w / 2;
  const cy = y + h / 2;
  const cross = () => [svg('line', { x1: x, y1: y, x2: x + w, y2: y + h }), svg('line', { x1: x, y1: y + h, x2: x + w, y2: y })];
  const oval = () => svg('rect', { x: x + 4, y: y + 3.5, width: w - 8, height: h - 7, rx: 4 });
  switch (cls) {
    case 'armour':
      g.appendChild(oval());
      break;
    case 'motorised_infantry':
      g.append(...cross(), oval());
      break;
    case 'infantry':
      g.append(...cross());
      break;
    case 'artillery':
      g.appendChild(svg('circle', { cx, cy, r: 3, fill: ink }));
      break;
    case 'volkswerfer':
      // Rocket artillery: the gun's dot under a rocket's arrowhead.
      g.append(svg('circle', { cx, cy: cy + 2, r: 2.4, fill: ink }), svg('path', { d: `M${cx - 5},${cy - 1.5} L${cx},${cy - 6} L${cx + 5},${cy - 1.5}` }));
      break;
    case 'paratrooper':
      g.append(...cross(), svg('path', { d: `M${cx - 6},${y + h - 1} Q${cx - 3},${y + h - 6} ${cx},${y + h - 1} Q${cx + 3},${y + h - 6} ${cx + 6},${y + h - 1}` }));
      break;
    case 'infiltrator':
      g.appendChild(svg('text', { x: cx, y: cy + 3.5, class: 'bka-symbol-text', fill: ink, stroke: 'none' }, '?'));
      break;
  }
  return g;
}

/** The counter of a unit by id; one the view lists only by id (off the map, the raster) is a
 * blank counter of its side with its id, the view giving no class or strength for it. */
export function drawCounterOf(id: string, view: BkaView): SVGGElement {
  const u = unitInView(view, id);
  if (u) return drawBkaCounter(u);
  const side = id.startsWith('GE-') ? 'german' : 'allied';
  const look = SIDE_COLORS[side];
  const g = svg('g', { class: `bka-counter side-${side} bka-off-map` });
  g.append(
    svg('rect', { x: -HALF, y: -HALF, width: COUNTER_SIZE, height: COUNTER_SIZE, rx: 3, fill: look.fill, stroke: look.edge, class: 'counter-body' }),
    svg('text', { x: 0, y: 3, class: 'bka-off-map-id', fill: look.ink }, id.replace(/^[A-Z]+-/, '').slice(0, 8)),
  );
  return g;
}
