// Decisive Battles' player aids (data/decisive-battles/aids.json) beyond what player-aids.test.ts
// checks of every game: the step marked while a side orders, and the designed tables as
// rules.json holds them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadAids, type PlayerAids } from '../../game/aids-data';
import { currentStep } from '../../game/player-aids';

const GAME = 'decisive-battles';

interface Rules {
  terrain: Record<string, { cover: number; move: number | null }>;
  hits: { from: number; hits: number }[];
  communications: number[];
  sighting_conditions: Record<string, number>;
}
const rules = JSON.parse(readFileSync(new URL(`../../../../data/${GAME}/rules.json`, import.meta.url), 'utf8')) as Rules;

const table = (aids: PlayerAids, id: string) => {
  const t = aids.tables.find((x) => x.id === id);
  expect(t, id).toBeDefined();
  return t!;
};

describe('decisive-battles player aids', () => {
  it('marks the side ordering now: "<to_move> <phase>"', async () => {
    const aids = await loadAids(GAME);
    expect(currentStep(aids, 'union orders')).toBe(0);
    expect(currentStep(aids, 'confederate orders')).toBe(1);
  });

  it("holds rules.json's terrain, hits, communications and sighting values", async () => {
    const aids = await loadAids(GAME);
    const terrain = table(aids, 'terrain').rows;
    expect(terrain).toHaveLength(Object.keys(rules.terrain).length);
    for (const [i, v] of Object.values(rules.terrain).entries()) expect(terrain[i]!.slice(1)).toEqual([String(v.cover), v.move === null ? '—' : String(v.move)]);
    expect(table(aids, 'table-2').rows.map((r) => Number(r[1]))).toEqual(rules.hits.map((h) => h.hits));
    expect(table(aids, 'communications').rows.map((r) => Number(r[1]))).toEqual(rules.communications);
    expect(table(aids, 'sighting').rows.map((r) => Number(r[1]))).toEqual(Object.values(rules.sighting_conditions));
  });
});
