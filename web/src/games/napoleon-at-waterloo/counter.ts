// A Napoleon at Waterloo counter as printed: contingent colour, NATO unit-type box,
// strength-movement at the bottom. Drawn centred on (0, 0), COUNTER_SIZE square.

import { COUNTER_SIZE } from '../../game-module';
import { svg } from '../../util/dom';
import { CONTINGENTS, contingentOf } from './contingent';
import type { NawUnit } from './types';

const HALF = COUNTER_SIZE / 2;
const BOX = { x: -11, y: -8, w: 22, h: 14 };

export function drawNawCounter(unit: NawUnit): SVGGElement {
  const look = CONTINGENTS[contingentOf(unit)];
  const g = svg('g', { class: `naw-counter arm-${unit.arm} side-${unit.side}` });
  g.appendChild(
    svg('rect', { x: -HALF, y: -HALF, width: COUNTER_SIZE, height: COUNTER_SIZE, rx: 3, fill: look.fill, class: 'counter-body' }),
  );
  if (look.band) {
    g.appendChild(svg('rect', { x: -HALF + 0.5, y: -HALF + 0.5, width: COUNTER_SIZE - 1, height: 4, rx: 2, fill: look.band }));
  }
  g.appendChild(svg('text', { x: -HALF + 3, y: -HALF + 11, class: 'counter-code', fill: look.text }, look.code));
  g.appendChild(unit.arm === 'leader' ? leaderStar() : natoBox(unit));
  g.appendChild(
    svg('text', { x: 0, y: HALF - 3.5, class: 'counter-factors', fill: look.text }, factors(unit)),
  );
  const badges = statusBadges(unit);
  // Beside the unit-type box, clear of the stack's count badge on the top corner.
  badges.forEach((badge, i) => {
    const x = i === 0 ? HALF - 4.6 : -HALF + 4.6;
    g.appendChild(
      svg(
        'g',
        { class: `counter-badge badge-${badge.kind}`, transform: `translate(${x},${BOX.y + BOX.h / 2})` },
        svg('circle', { r: 4 }),
        svg('text', { y: 2.4 }, badge.letter),
      ),
    );
  });
  return g;
}

/** "4-4": combat strength and movement allowance, as printed at the counter's foot. */
export function factors(unit: Pick<NawUnit, 'arm' | 'strength' | 'movement'>): string {
  return unit.arm === 'leader' ? `–${unit.movement}` : `${unit.strength}-${unit.movement}`;
}

export function isHorseArtillery(unit: Pick<NawUnit, 'arm' | 'name'>): boolean {
  return unit.arm === 'artillery' && /horse artillery/i.test(unit.name);
}

function natoBox(unit: NawUnit): SVGGElement {
  const { x, y, w, h } = BOX;
  const g = svg('g', { class: 'nato' });
  g.appendChild(svg('rect', { x, y, width: w, height: h, class: 'nato-box' }));
  const rising = svg('line', { x1: x, y1: y + h, x2: x + w, y2: y, class: 'nato-line' });
  if (unit.arm === 'infantry') {
    g.append(svg('line', { x1: x, y1: y, x2: x + w, y2: y + h, class: 'nato-line' }), rising);
  } else if (unit.arm === 'cavalry') {
    g.appendChild(rising);
  } else if (unit.arm === 'artillery') {
    // Horse artillery: the gun's dot with cavalry's stroke, as on the original counters.
    if (isHorseArtillery(unit)) g.appendChild(rising);
    g.appendChild(svg('circle', { cx: x + w / 2, cy: y + h / 2, r: 3.2, class: 'nato-dot' }));
  }
  return g;
}

function leaderStar(): SVGElement {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 9 : 3.8;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a) - 1).toFixed(2)}`);
  }
  return svg('polygon', { points: points.join(' '), class: 'leader-star' });
}

interface Badge {
  kind: string;
  letter: string;
}

/** Flags a player must see at a glance; the detail card spells out all of them. */
export function statusBadges(unit: NawUnit): Badge[] {
  const badges: Badge[] = [];
  if (unit.disrupted) badges.push({ kind: 'disrupted', letter: 'D' });
  if (unit.moved) badges.push({ kind: 'moved', letter: 'M' });
  if (unit.fired) badges.push({ kind: 'fired', letter: 'F' });
  if (unit.attacked) badges.push({ kind: 'attacked', letter: 'A' });
  return badges.slice(0, 2);
}
