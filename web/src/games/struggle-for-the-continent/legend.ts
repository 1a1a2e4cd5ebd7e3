// The legend of the map board-layer.ts draws; the swatches reuse the map's patterns
// (defined once in its <defs>) and classes, so legend and map cannot drift apart.

import type { LegendItem } from '../../game-module';
import { svg } from '../../util/dom';
import { capitalMark, type SfcBoard } from './board-layer';
import { nationColor, nationTint } from './colors';
import { nationName, teamName } from './words';

function box(...children: SVGElement[]): SVGSVGElement {
  return svg('svg', { class: 'swatch sfc-legend', viewBox: '0 0 24 16', width: 24, height: 16, 'aria-hidden': 'true' }, ...children);
}

const rect = (fill: string) => svg('rect', { width: 24, height: 16, fill, stroke: '#777' });

export function legendItems(board: SfcBoard): LegendItem[] {
  const land = nationTint('france');
  const items: LegendItem[] = [
    { swatch: box(rect(land), capitalMark(12, 8)), label: 'Capital' },
    { swatch: box(rect(land), svg('line', { x1: 12, y1: 0, x2: 12, y2: 16, class: 'sfc-nation-border' })), label: 'Border between nations' },
    { swatch: box(rect(land), svg('line', { x1: 12, y1: 0, x2: 12, y2: 16, class: 'sfc-province-border' })), label: 'Border between provinces' },
    { swatch: box(rect('#a9c9e2'), svg('line', { x1: 1, y1: 8, x2: 23, y2: 8, class: 'sfc-sea-link' })), label: 'Border across the sea (SFC 2.7)' },
    { swatch: box(rect('#a9c9e2'), svg('line', { x1: 1, y1: 8, x2: 23, y2: 8, class: 'sfc-strait' })), label: 'Strait (the Bosporus)' },
    { swatch: box(rect('url(#sfc-impassable)')), label: 'Impassable (SFC 2.9)' },
  ];
  const teams = board.teams ?? []; // the scenario's teams, in its order
  for (const team of teams) {
    items.push({ swatch: box(rect(land), rect(`url(#sfc-held-${team.id})`)), label: `Held by the ${team.name}` });
  }
  // The nations by team in the scenario's order (the Central Powers, the Entente), the
  // neutrals last, then by name.
  const rank = (team: string | null) => {
    const i = teams.findIndex((t) => t.id === team);
    return i < 0 ? teams.length : i;
  };
  const nations = [...(board.nations ?? [])].sort((a, b) => rank(a.team) - rank(b.team) || a.name.localeCompare(b.name));
  for (const n of nations) {
    items.push({
      swatch: box(rect(nationTint(n.id)), svg('rect', { x: 7, y: 3, width: 10, height: 10, rx: 1.5, fill: nationColor(n.id), stroke: '#111', 'stroke-width': 0.8 })),
      label: `${n.name ?? nationName(n.id)}${n.team ? ` (${teams.find((t) => t.id === n.team)?.name ?? teamName(n.team)})` : ' (neutral)'}`,
    });
  }
  return items;
}
