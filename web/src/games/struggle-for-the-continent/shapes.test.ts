/// <reference types="node" />
// The drawn map must tell the truth about the board: data/struggle-for-the-continent/
// shapes.json (made by web/tools/sfc-map) against map.json's links.
//
// Two provinces "share a drawn border" when at least BORDER_MIN units of one's outline lie
// within NEAR units of the other's outline (measured on pieces of at most one unit). Every
// land link must be such a border; two provinces with no link of any kind must not have
// one (touching at a point, as Transylvania and Bucharest do by rule 2.8, is allowed). Sea
// links and the strait are drawn as dotted lines and need no common border.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inRing } from '../../map/geometry';
import type { Ring } from '../../protocol-types';

const BORDER_MIN = 3;
const NEAR = 0.5;

/** Land links drawn without a common border, each with its reason. None today. */
const MISSING_ALLOWED: Record<string, string> = {};
/** Drawn borders without a link, each with its reason. None today. */
const EXTRA_ALLOWED: Record<string, string> = {};

const data = new URL('../../../../data/struggle-for-the-continent/', import.meta.url);
const read = (name: string) => JSON.parse(readFileSync(new URL(name, data), 'utf8'));

interface MapJson {
  provinces: { id: string; name: string }[];
  links: { between: [string, string]; kind: 'land' | 'sea' | 'strait' }[];
  point_contacts: { between: [string, string] }[];
}
interface ShapesJson {
  width: number;
  height: number;
  land: Ring[];
  impassable: { id: string; name: string; rings: Ring[] }[];
  provinces: Record<string, { rings: Ring[]; center: [number, number]; label: [number, number] }>;
}

const map = read('map.json') as MapJson;
const shapes = read('shapes.json') as ShapesJson;
const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

type Segment = [number, number, number, number];

function segments(rings: Ring[]): Segment[] {
  const out: Segment[] = [];
  for (const ring of rings)
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      out.push([a[0], a[1], b[0], b[1]]);
    }
  return out;
}

function distance(px: number, py: number, [ax, ay, bx, by]: Segment): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Length of a's outline within NEAR units of b's outline. */
function sharedLength(a: Ring[], b: Ring[]): number {
  const bs = segments(b);
  let total = 0;
  for (const s of segments(a)) {
    const [ax, ay, bx, by] = s;
    const near = bs.filter(
      (t) =>
        Math.min(t[0], t[2]) <= Math.max(ax, bx) + NEAR &&
        Math.max(t[0], t[2]) >= Math.min(ax, bx) - NEAR &&
        Math.min(t[1], t[3]) <= Math.max(ay, by) + NEAR &&
        Math.max(t[1], t[3]) >= Math.min(ay, by) - NEAR,
    );
    if (near.length === 0) continue;
    const len = Math.hypot(bx - ax, by - ay);
    const pieces = Math.max(1, Math.ceil(len));
    for (let k = 0; k < pieces; k++) {
      const t = (k + 0.5) / pieces;
      const x = ax + t * (bx - ax);
      const y = ay + t * (by - ay);
      if (near.some((u) => distance(x, y, u) <= NEAR)) total += len / pieces;
    }
  }
  return total;
}

function box(rings: Ring[]): [number, number, number, number] {
  const xs = rings.flat().map((p) => p[0]);
  const ys = rings.flat().map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** Every pair of provinces whose outlines come near each other, with the shared length. */
function drawnBorders(): Map<string, number> {
  const ids = map.provinces.map((p) => p.id);
  const boxes = new Map(ids.map((id) => [id, box(shapes.provinces[id]!.rings)]));
  const out = new Map<string, number>();
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) {
      const [a, b] = [ids[i]!, ids[j]!];
      const p = boxes.get(a)!;
      const q = boxes.get(b)!;
      if (p[0] > q[2] + 1 || q[0] > p[2] + 1 || p[1] > q[3] + 1 || q[1] > p[3] + 1) continue;
      const length = sharedLength(shapes.provinces[a]!.rings, shapes.provinces[b]!.rings);
      if (length > 0) out.set(pairKey(a, b), length);
    }
  return out;
}

describe('shapes.json', () => {
  it('has every province, with rings on the board and counters inside their own province', () => {
    expect(Object.keys(shapes.provinces).sort()).toEqual(map.provinces.map((p) => p.id).sort());
    for (const p of map.provinces) {
      const s = shapes.provinces[p.id]!;
      expect(s.rings.length, p.id).toBeGreaterThan(0);
      for (const ring of s.rings) {
        expect(ring.length, p.id).toBeGreaterThanOrEqual(3);
        for (const [x, y] of ring) {
          expect(x >= 0 && x <= shapes.width && y >= 0 && y <= shapes.height, `${p.id} ${x},${y}`).toBe(true);
        }
      }
      const [cx, cy] = s.center;
      expect(s.rings.some((r) => inRing({ x: cx, y: cy }, r)), `${p.id}: centre ${cx},${cy} outside its rings`).toBe(true);
      expect(s.label, p.id).toHaveLength(2);
    }
    expect(shapes.impassable.map((i) => i.id).sort()).toEqual(['luxembourg', 'saudi_kingdom']);
    expect(shapes.land.length).toBeGreaterThan(0);
  });

  const borders = drawnBorders();
  const links = new Map(map.links.map((l) => [pairKey(...l.between), l.kind]));

  it('draws a common border for every land link', () => {
    const missing = map.links
      .filter((l) => l.kind === 'land')
      .map((l) => pairKey(...l.between))
      .filter((k) => (borders.get(k) ?? 0) < BORDER_MIN && !(k in MISSING_ALLOWED));
    expect(missing).toEqual([]);
  });

  it('draws no common border where the map has no link', () => {
    const extra = [...borders]
      .filter(([k, length]) => length >= BORDER_MIN && !links.has(k) && !(k in EXTRA_ALLOWED))
      .map(([k, length]) => `${k} (${length.toFixed(1)} units)`);
    expect(extra).toEqual([]);
  });

  it('lets the point contacts touch at most at a point (SFC 2.8)', () => {
    expect(map.point_contacts.length).toBeGreaterThan(0);
    for (const c of map.point_contacts) expect(borders.get(pairKey(...c.between)) ?? 0).toBeLessThan(BORDER_MIN);
  });

  it('keeps its list of allowed exceptions honest', () => {
    for (const k of Object.keys(MISSING_ALLOWED)) expect(borders.get(k) ?? 0, k).toBeLessThan(BORDER_MIN);
    for (const k of Object.keys(EXTRA_ALLOWED)) expect(borders.get(k) ?? 0, k).toBeGreaterThanOrEqual(BORDER_MIN);
  });
});
