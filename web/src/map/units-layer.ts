// Counters on the map: each place's units (a hex's, an area's) drawn as an offset stack with a
// count badge.
// The game module draws a single counter; this layer places, stacks and marks them.

import { COUNTER_SIZE, type GameModule, type UnitMarkKind, type UnitOnMap } from '../game-module';
import type { View } from '../protocol-types';
import { svg } from '../util/dom';
import type { BoardGeometry } from './geometry';
import { fanOffsets, groupByHex, stackOffsets, stackOrder } from './stack-layout';

/** How a place's counters are laid out: a physical stack (hexes) or a row (areas). */
export type StackStyle = 'stack' | 'fan';

export class UnitsLayer {
  readonly element = svg('g', { class: 'unit-layer' });
  /** hex → unit ids in the view's order (not the drawing order). */
  private stacks = new Map<string, string[]>();
  private hexOfUnit = new Map<string, string>();

  constructor(
    private readonly module: GameModule,
    private readonly geometry: BoardGeometry,
    private readonly style: StackStyle = 'stack',
  ) {}

  render(
    units: readonly UnitOnMap[],
    view: View,
    selected: string | null,
    marks: ReadonlyMap<UnitMarkKind, ReadonlySet<string>>,
  ): void {
    this.element.replaceChildren();
    this.index(units);
    for (const [hex, ids] of this.stacks) {
      const centre = this.geometry.center(hex);
      const order = stackOrder(ids, selected);
      if (this.style === 'fan') {
        // Each counter keeps its place in the row; the selected one is only drawn last.
        const offsets = fanOffsets(ids.length, COUNTER_SIZE * 0.72);
        for (const id of order) {
          const offset = offsets[ids.indexOf(id)]!;
          const counter = this.drawUnit(id, view, hex, selected === id, marks);
          counter.setAttribute('transform', `translate(${centre.x + offset.x},${centre.y + offset.y})`);
          this.element.appendChild(counter);
        }
        continue;
      }
      const offsets = stackOffsets(order.length);
      order.forEach((id, i) => {
        const offset = offsets[i]!;
        const counter = this.drawUnit(id, view, hex, selected === id, marks);
        counter.setAttribute('transform', `translate(${centre.x + offset.x},${centre.y + offset.y})`);
        if (i === order.length - 1 && order.length > 1) counter.appendChild(countBadge(order.length));
        this.element.appendChild(counter);
      });
    }
  }

  /** Where each unit stands; known at once, while drawing waits for the next microtask. */
  index(units: readonly UnitOnMap[]): void {
    const grouped = groupByHex(units);
    this.stacks = new Map([...grouped].map(([hex, list]) => [hex, list.map((u) => u.id)]));
    this.hexOfUnit = new Map(units.map((u) => [u.id, u.hex]));
  }

  stackAt(hex: string): string[] {
    return this.stacks.get(hex) ?? [];
  }

  hexOf(unitId: string): string | undefined {
    return this.hexOfUnit.get(unitId);
  }

  private drawUnit(
    id: string,
    view: View,
    hex: string,
    isSelected: boolean,
    marks: ReadonlyMap<UnitMarkKind, ReadonlySet<string>>,
  ): SVGGElement {
    const kinds = [...marks].filter(([, ids]) => ids.has(id)).map(([kind]) => kind);
    const g = svg('g', {
      class: ['counter', isSelected ? 'selected' : '', ...kinds.map((k) => `mark-${k}`)].join(' ').trim(),
      'data-unit': id,
      'data-hex': hex,
      'data-testid': `unit-${id}`,
      role: 'button',
      tabindex: 0,
      'aria-label': this.module.unitLabel(id, view) + (isSelected ? ' (selected)' : ''),
      'aria-pressed': isSelected ? 'true' : 'false',
    });
    const half = COUNTER_SIZE / 2;
    // Drop shadow first, so the stack reads as physical counters.
    g.appendChild(svg('rect', { x: -half + 1.5, y: -half + 1.5, width: COUNTER_SIZE, height: COUNTER_SIZE, rx: 3, class: 'counter-shadow' }));
    g.appendChild(this.module.drawCounter(id, view));
    for (const kind of kinds) {
      g.appendChild(svg('rect', { x: -half - 3, y: -half - 3, width: COUNTER_SIZE + 6, height: COUNTER_SIZE + 6, rx: 5, class: `unit-ring ring-${kind}` }));
    }
    if (isSelected) {
      g.appendChild(svg('rect', { x: -half - 3, y: -half - 3, width: COUNTER_SIZE + 6, height: COUNTER_SIZE + 6, rx: 5, class: 'unit-ring ring-selected' }));
    }
    return g;
  }
}

function countBadge(n: number): SVGGElement {
  const x = COUNTER_SIZE / 2;
  const y = -COUNTER_SIZE / 2;
  return svg(
    'g',
    { class: 'stack-badge', 'aria-hidden': 'true' },
    svg('circle', { cx: x, cy: y, r: 7 }),
    svg('text', { x, y: y + 3.5 }, String(n)),
  );
}
