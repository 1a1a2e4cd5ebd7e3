// The map legend for Europe as board-layer.ts draws it. The swatches reuse the map's own
// patterns (they live in the map's <defs>) and classes, so legend and map cannot drift apart.

import type { LegendItem } from '../../game-module';
import { svg } from '../../util/dom';
import { nationTint, sideColor } from './colors';
import { star } from './board-layer';

function box(...children: SVGElement[]): SVGSVGElement {
  return svg('svg', { class: 'swatch lga-legend', viewBox: '0 0 24 16', width: 24, height: 16, 'aria-hidden': 'true' }, ...children);
}

const rect = (fill: string) => svg('rect', { width: 24, height: 16, fill, stroke: '#777' });

export function legendItems(): LegendItem[] {
  const land = nationTint('france');
  return [
    { swatch: box(rect(land)), label: 'Land, tinted by country' },
    { swatch: box(rect('url(#lga-sea)')), label: 'Sea area (British moves only)' },
    { swatch: box(rect('url(#lga-prohibited)')), label: 'Prohibited area' },
    { swatch: box(rect(land), rect('url(#lga-forest)')), label: 'Forest' },
    { swatch: box(rect(land), rect('url(#lga-mountains)')), label: 'Mountains' },
    { swatch: box(rect(land), rect('url(#lga-marsh)')), label: 'Marsh' },
    { swatch: box(rect(nationTint('russia')), rect('url(#lga-hinterland)')), label: 'Russian Hinterland' },
    { swatch: box(rect(land), svg('path', { d: star(12, 8, 7, 3), class: 'lga-capital' })), label: 'Capital' },
    { swatch: box(rect(land), svg('circle', { cx: 12, cy: 8, r: 4.5, class: 'lga-major' })), label: 'Major city' },
    { swatch: box(rect(land), svg('circle', { cx: 12, cy: 8, r: 3.2, class: 'lga-minor' })), label: 'Minor city' },
    { swatch: box(rect(land), svg('line', { x1: 2, y1: 8, x2: 22, y2: 8, class: 'lga-river' })), label: 'River (hexside)' },
    { swatch: box(rect(land), svg('line', { x1: 12, y1: 0, x2: 12, y2: 16, class: 'lga-border' })), label: 'National border' },
    { swatch: box(rect('url(#lga-sea)'), svg('path', { d: 'M3,12 Q12,2 21,12', class: 'lga-sea-link' })), label: 'Sea link (around Portugal, the Strait)' },
    ...(['french', 'allied', 'neutral'] as const).map((side) => ({
      swatch: box(rect(land), svg('rect', { x: 2, y: 2, width: 20, height: 12, class: `lga-ctrl lga-ctrl-${side}`, stroke: sideColor(side), fill: 'none' })),
      label: `Controlled by the ${side[0]!.toUpperCase()}${side.slice(1)} side`,
    })),
    { swatch: box(rect(land), rect('url(#lga-occupied-allied)')), label: 'Occupied (held by the other side)' },
  ];
}
