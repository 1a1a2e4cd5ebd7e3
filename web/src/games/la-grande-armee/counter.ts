// An LGA counter (LGA 3.1): nation colours, a type symbol, morale M# and fatigue F#, the
// stack count at the corner ("?" behind a cavalry screen) and a garrison marker.

import { COUNTER_SIZE } from '../../game-module';
import { svg } from '../../util/dom';
import { counterLook } from './colors';
import type { LgaUnit } from './types';

const HALF = COUNTER_SIZE / 2;

export function drawLgaCounter(unit: LgaUnit, count: string | null): SVGGElement {
  const look = counterLook(unit.nation);
  const g = svg('g', { class: `lga-counter side-${unit.side} type-${unit.type} nation-${unit.nation}${unit.halted ? ' is-halted' : ''}` });
  g.appendChild(svg('rect', { x: -HALF, y: -HALF, width: COUNTER_SIZE, height: COUNTER_SIZE, rx: 3, fill: look.fill }));
  if (look.bands) {
    const w = COUNTER_SIZE / look.bands.length;
    look.bands.forEach((c, i) => g.appendChild(svg('rect', { x: -HALF + i * w, y: -HALF, width: w, height: COUNTER_SIZE, fill: c })));
  }
  g.appendChild(svg('rect', { x: -HALF + 1, y: -HALF + 1, width: COUNTER_SIZE - 2, height: COUNTER_SIZE - 2, rx: 2.5, fill: 'none', stroke: look.border, 'stroke-width': 2 }));
  // France's lettering sits on the white middle band; the symbol gets a white plate.
  const ink = look.bands ? '#000' : look.text;
  g.appendChild(svg('text', { x: -HALF + 3.5, y: -HALF + 9.5, class: 'lga-code', fill: ink, 'text-anchor': 'start' }, look.code));
  g.appendChild(symbol(unit, look.bands ? '#000' : look.text, look.bands ? '#fff' : look.fill));
  const m = unit.type === 'hq' ? `+${unit.bonus ?? ''}` : `M${unit.morale ?? '?'}`;
  const f = `F${unit.fatigue ?? '?'}`;
  g.appendChild(svg('text', { x: 0, y: HALF - 3.5, class: 'lga-factors', fill: ink }, `${m} ${f}`));
  if (unit.garrison) {
    g.appendChild(
      svg('g', { class: 'lga-garrison', transform: `translate(${-HALF + 5},${HALF - 13})` },
        svg('rect', { x: -4.5, y: -4.5, width: 9, height: 9, fill: '#333', stroke: '#fff', 'stroke-width': 0.8 }),
        svg('text', { y: 3, fill: '#fff' }, 'G'),
        svg('title', {}, 'Garrison')),
    );
  }
  if (count) {
    g.appendChild(
      svg('g', { class: 'lga-count', transform: `translate(${HALF},${-HALF})` },
        svg('circle', { r: 7 }),
        svg('text', { y: 3.5 }, count)),
    );
  }
  return g;
}

function symbol(unit: LgaUnit, ink: string, plate: string): SVGGElement {
  const g = svg('g', { class: 'lga-symbol', stroke: ink, fill: 'none', 'stroke-width': 1.4 });
  const box = { x: -10, y: -9, w: 20, h: 12 };
  const rect = () => svg('rect', { x: box.x, y: box.y, width: box.w, height: box.h, fill: plate });
  switch (unit.type) {
    case 'infantry':
    case 'militia':
      g.append(
        rect(),
        svg('line', { x1: box.x, y1: box.y, x2: box.x + box.w, y2: box.y + box.h }),
        svg('line', { x1: box.x, y1: box.y + box.h, x2: box.x + box.w, y2: box.y }),
      );
      if (unit.type === 'militia') g.appendChild(svg('line', { x1: box.x, y1: box.y + box.h / 2, x2: box.x + box.w, y2: box.y + box.h / 2, 'stroke-dasharray': '2 1.5' }));
      break;
    case 'cavalry':
      g.append(rect(), svg('line', { x1: box.x, y1: box.y + box.h, x2: box.x + box.w, y2: box.y }));
      break;
    case 'artillery':
    case 'guard': {
      // A cannon: barrel, wheel and trail.
      g.append(
        svg('rect', { x: box.x, y: box.y, width: box.w, height: box.h, fill: plate, stroke: 'none' }),
        svg('line', { x1: -8, y1: -5, x2: 6, y2: -7.5, 'stroke-width': 3 }),
        svg('circle', { cx: -2, cy: -1, r: 3.2, fill: plate }),
        svg('line', { x1: -2, y1: -1, x2: 8, y2: 2.5 }),
      );
      if (unit.type === 'guard') g.appendChild(svg('text', { x: 7, y: -0.5, class: 'lga-guard', fill: ink, stroke: 'none' }, 'G'));
      break;
    }
    case 'hq':
      g.append(
        svg('line', { x1: -6, y1: -10, x2: -6, y2: 4, 'stroke-width': 1.6 }),
        svg('path', { d: 'M-6,-10 L8,-7 L-6,-3 Z', fill: ink }),
      );
      break;
  }
  return g;
}
