import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TERRAIN_FILLS, TERRAIN_SWATCHES } from './board-layer';

// Every terrain the game's rules know (data/decisive-battles/rules.json) is drawn in a colour of
// its own: Shiloh's thickets, swamps and river as much as First Bull Run's woods and hills.
const rules = JSON.parse(readFileSync(new URL('../../../../data/decisive-battles/rules.json', import.meta.url), 'utf8')) as {
  terrain: Record<string, unknown>;
};

describe('the battlefield', () => {
  it('has a fill and a swatch for every terrain of rules.json', () => {
    for (const kind of Object.keys(rules.terrain)) {
      expect(TERRAIN_FILLS[kind], kind).toBeDefined();
      expect(TERRAIN_SWATCHES[kind], kind).toBeDefined();
    }
    expect(new Set(Object.values(TERRAIN_SWATCHES)).size).toBe(Object.keys(TERRAIN_SWATCHES).length);
  });
});
