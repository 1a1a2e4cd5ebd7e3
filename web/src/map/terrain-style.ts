// How terrain looks. Each kind differs in lightness AND in a drawn pattern (trees, building
// blocks), so players who do not tell the colours apart still read the map.

import { svg } from '../util/dom';

export interface TerrainLook {
  /** The fill: a colour or a pattern reference. */
  fill: string;
  /** The flat colour for the mini-map and the legend swatch. */
  swatch: string;
}

const KNOWN: Record<string, TerrainLook> = {
  clear: { fill: '#efe9cc', swatch: '#efe9cc' },
  woods: { fill: 'url(#terrain-woods)', swatch: '#8fba7a' },
  town: { fill: 'url(#terrain-town)', swatch: '#d9c4ad' },
};

/** A fallback for terrain this client has no picture for: a distinct pale colour. */
function unknownLook(kind: string): TerrainLook {
  let hash = 0;
  for (const ch of kind) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  const colour = `hsl(${hash} 35% 80%)`;
  return { fill: colour, swatch: colour };
}

export function terrainLook(kind: string): TerrainLook {
  return KNOWN[kind] ?? unknownLook(kind);
}

/** The <defs> patterns the terrain fills refer to. */
export function terrainDefs(): SVGDefsElement {
  const trees = svg(
    'pattern',
    { id: 'terrain-woods', width: 16, height: 16, patternUnits: 'userSpaceOnUse' },
    svg('rect', { width: 16, height: 16, fill: '#8fba7a' }),
    ...tree(4, 5),
    ...tree(12, 13),
  );
  const blocks = svg(
    'pattern',
    { id: 'terrain-town', width: 14, height: 14, patternUnits: 'userSpaceOnUse' },
    svg('rect', { width: 14, height: 14, fill: '#d9c4ad' }),
    svg('rect', { x: 2, y: 2, width: 5, height: 4, fill: '#7b5a45' }),
    svg('rect', { x: 9, y: 8, width: 4, height: 5, fill: '#7b5a45' }),
  );
  return svg('defs', {}, trees, blocks);
}

function tree(x: number, y: number): SVGElement[] {
  return [
    svg('rect', { x: x - 0.6, y: y + 1.5, width: 1.2, height: 2.5, fill: '#4b3a22' }),
    svg('circle', { cx: x, cy: y, r: 3.2, fill: '#2f5e2a' }),
  ];
}
