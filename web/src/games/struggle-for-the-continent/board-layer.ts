// Europe in 1914 as the area board gives it (data/struggle-for-the-continent/shapes.json):
// sea, the land outside the game, the provinces tinted by their nation at the start, province
// and national borders, the dotted sea links and the strait, impassable areas hatched,
// capitals and names. The state layer hatches provinces held by the other team.

import type { AreaBoard, Board, BoardArea, Ring } from '../../protocol-types';
import { svg } from '../../util/dom';
import { ringsPath } from '../../map/geometry';
import { nationTint, teamColor } from './colors';
import { provinceName, rememberProvinceNames } from './words';
import type { SfcView } from './view';

export interface SfcArea extends BoardArea {
  nation: string;
  capital: boolean;
}

export interface SfcBoard extends AreaBoard {
  areas: SfcArea[];
  nations?: { id: string; name: string; team: string | null }[];
  teams?: { id: string; name: string }[];
}

export function asSfcBoard(board: Board): SfcBoard {
  return board as SfcBoard;
}

const SEA = '#a9c9e2';
const BACKDROP = '#ddd7c6';

export function drawSfcBoard(board: SfcBoard): SVGGElement {
  rememberProvinceNames(board.areas);
  const { width, height } = board.grid;
  const layer = svg('g', { class: 'sfc-board', 'pointer-events': 'none' }, defs(board));
  layer.appendChild(svg('rect', { x: 0, y: 0, width, height, fill: SEA }));
  layer.appendChild(seaLinks(board));
  if (board.land?.length) layer.appendChild(svg('path', { d: ringsPath(board.land), fill: BACKDROP, class: 'sfc-backdrop' }));
  const fills = svg('g', { class: 'sfc-fills' });
  for (const area of board.areas) {
    fills.appendChild(svg('path', { d: ringsPath(area.rings), fill: nationTint(area.nation), 'data-area': area.id }));
  }
  layer.appendChild(fills);
  // The game's state (held by the other team) goes here: over the fills, under borders and names.
  layer.appendChild(svg('g', { class: 'state-slot' }));
  layer.appendChild(borders(board));
  for (const imp of board.impassable ?? []) {
    layer.appendChild(svg('path', { d: ringsPath(imp.rings), fill: 'url(#sfc-impassable)', class: 'sfc-impassable' }, svg('title', {}, `${imp.name} (impassable)`)));
  }
  layer.append(capitals(board), names(board));
  return layer;
}

function defs(board: SfcBoard): SVGDefsElement {
  const hatch = (id: string, color: string, angle: number, width: number) =>
    svg(
      'pattern',
      { id, width: 9, height: 9, patternUnits: 'userSpaceOnUse', patternTransform: `rotate(${angle})` },
      svg('rect', { width: width, height: 9, fill: color }),
    );
  return svg(
    'defs',
    {},
    svg(
      'pattern',
      { id: 'sfc-impassable', width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
      svg('rect', { width: 8, height: 8, fill: '#cfc9bb' }),
      svg('rect', { width: 2.5, height: 8, fill: '#6d675c' }),
    ),
    // Each team's holdings: its own colour, the slants alternating from team to team.
    ...(board.teams ?? []).map((t, i) => hatch(`sfc-held-${t.id}`, teamColor(t.id, i), i % 2 === 0 ? 45 : -45, 2.6)),
  );
}

/** Sea links and the strait: dotted lines between the provinces' centres, drawn under the
 * land so that only their crossing of the water shows. */
function seaLinks(board: SfcBoard): SVGGElement {
  const g = svg('g', { class: 'sfc-sea-links' });
  const centre = new Map(board.areas.map((a) => [a.id, a.center]));
  for (const link of board.links) {
    if (link.kind === 'land') continue;
    const a = centre.get(link.a);
    const b = centre.get(link.b);
    if (!a || !b) continue;
    g.appendChild(
      svg(
        'line',
        { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: link.kind === 'strait' ? 'sfc-strait' : 'sfc-sea-link' },
        svg('title', {}, `${provinceName(link.a)} – ${provinceName(link.b)} (${link.kind === 'strait' ? 'strait' : 'by sea'})`),
      ),
    );
  }
  return g;
}

/**
 * Every edge of every province, sorted by what it separates: two provinces of one nation,
 * two nations, or land and sea. Neighbouring provinces share their border's points exactly,
 * so an edge drawn by two provinces is an inland border.
 */
export function classifyEdges(areas: readonly SfcArea[]): { province: string; nation: string; coast: string } {
  const owners = new Map<string, { a: [number, number]; b: [number, number]; nations: string[] }>();
  const pointKey = (p: [number, number]) => `${p[0]},${p[1]}`;
  for (const area of areas) {
    for (const ring of area.rings) {
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i]!;
        const b = ring[(i + 1) % ring.length]!;
        const ka = pointKey(a);
        const kb = pointKey(b);
        const key = ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
        const edge = owners.get(key);
        if (edge) edge.nations.push(area.nation);
        else owners.set(key, { a, b, nations: [area.nation] });
      }
    }
  }
  const out = { province: [] as string[], nation: [] as string[], coast: [] as string[] };
  for (const { a, b, nations } of owners.values()) {
    const d = `M${a[0]},${a[1]}L${b[0]},${b[1]}`;
    if (nations.length === 1) out.coast.push(d);
    else if (nations[0] === nations[1]) out.province.push(d);
    else out.nation.push(d);
  }
  return { province: out.province.join(''), nation: out.nation.join(''), coast: out.coast.join('') };
}

function borders(board: SfcBoard): SVGGElement {
  const edges = classifyEdges(board.areas);
  return svg(
    'g',
    { class: 'sfc-borders', fill: 'none' },
    svg('path', { d: edges.coast, class: 'sfc-coast' }),
    svg('path', { d: edges.province, class: 'sfc-province-border' }),
    svg('path', { d: edges.nation, class: 'sfc-nation-border' }),
  );
}

function capitals(board: SfcBoard): SVGGElement {
  const g = svg('g', { class: 'sfc-capitals' });
  for (const area of board.areas) if (area.capital) g.appendChild(capitalMark(area.label[0], area.label[1] - 13, `${area.name}, capital`));
  return g;
}

/** The names, which the map lifts above the counters (`place-names`). */
function names(board: SfcBoard): SVGGElement {
  const g = svg('g', { class: 'sfc-names place-names' });
  for (const imp of board.impassable ?? []) {
    const [x, y] = middleOf(imp.rings[0] ?? []);
    g.appendChild(svg('text', { x, y, class: 'sfc-name sfc-impassable-name' }, imp.name));
  }
  for (const area of board.areas) {
    const [x, y] = area.label;
    g.appendChild(svg('text', { x, y: y + 5, class: `sfc-name${area.capital ? ' sfc-capital-name' : ''}` }, area.name));
  }
  return g;
}

/** The state under the counters: a province held by the team that is not its owner's is
 * hatched in the holder's colour; a province that changed owner takes the new owner's tint. */
export function drawControl(board: SfcBoard, view: SfcView): SVGGElement {
  const g = svg('g', { class: 'sfc-control' });
  const teamOf = new Map((view.nations ?? []).map((n) => [n.id, n.team]));
  for (const area of board.areas) {
    const p = view.provinces?.[area.id];
    if (!p) continue;
    const d = ringsPath(area.rings);
    if (p.owner && p.owner !== area.nation) g.appendChild(svg('path', { d, fill: nationTint(p.owner), 'data-owner': p.owner, 'data-area': area.id }));
    const ownerTeam = teamOf.get(p.owner) ?? null;
    if (p.controller && p.controller !== ownerTeam) {
      g.appendChild(
        svg('path', { d, fill: `url(#sfc-held-${p.controller})`, class: 'sfc-held', 'data-held': p.controller, 'data-area': area.id }),
      );
    }
  }
  return g;
}

function middleOf(ring: Ring): [number, number] {
  if (ring.length === 0) return [0, 0];
  let x = 0;
  let y = 0;
  for (const p of ring) {
    x += p[0];
    y += p[1];
  }
  return [x / ring.length, y / ring.length];
}

/** A capital: a ringed dot, as atlases mark them. */
export function capitalMark(x: number, y: number, title?: string): SVGGElement {
  return svg(
    'g',
    { class: 'sfc-capital' },
    svg('circle', { cx: x, cy: y, r: 6, class: 'sfc-capital-ring' }),
    svg('circle', { cx: x, cy: y, r: 2.4, class: 'sfc-capital-dot' }),
    title ? svg('title', {}, title) : '',
  );
}
