import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadAids } from './aids-data';
import { currentStep, sectionFor } from './player-aids';

const GAMES = { NAW: 'napoleon-at-waterloo', LGA: 'la-grande-armee', SFC: 'struggle-for-the-continent', BKA: 'blitzkrieg-ardennes', DB: 'decisive-battles' } as const;

/** Every rule name the engine's refusals give, read from its sources: RuleViolation{"LGA 5.61", …},
 * or a name kept in a constant or handed to a helper (kMenu5 = "DB Menu 5", refuse("DB …", …)). */
function engineRules(game: string): string[] {
  const dir = new URL(`../../../src/games/${game}/`, import.meta.url);
  const rules = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cc'))) {
    const text = readFileSync(new URL(file, dir), 'utf8');
    for (const m of text.matchAll(/(?:RuleViolation\{|std::string_view k\w+ =|refuse\()\s*"([^"]+)"/g)) rules.add(m[1]!);
  }
  return [...rules];
}

describe('player aids data', () => {
  for (const [prefix, game] of Object.entries(GAMES)) {
    it(`${game}: every rule a refusal names links to a section`, async () => {
      const aids = await loadAids(game);
      // "action" (a malformed order) and the bare game name are no rule of the book.
      const rules = engineRules(game).filter((r) => r.startsWith(`${prefix} `));
      expect(rules.length).toBeGreaterThan(5);
      expect(rules.filter((r) => !sectionFor(aids, r))).toEqual([]);
    });

    it(`${game}: the sequence, the tables and the sections name only sections that exist`, async () => {
      const aids = await loadAids(game);
      const ids = new Set(aids.sections.map((s) => s.id));
      for (const step of aids.sequence) expect(ids.has(step.section), step.section).toBe(true);
      for (const table of aids.tables) {
        expect(ids.has(table.section), table.section).toBe(true);
        for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
      }
      expect(ids.size).toBe(aids.sections.length);
    });
  }

  it('a game without aids is refused with its name', async () => {
    await expect(loadAids('chess')).rejects.toThrow('chess has no player aids');
  });
});

describe('sectionFor', () => {
  it('takes the longest section the rule starts with, followed by a word or a bracket', async () => {
    const naw = await loadAids(GAMES.NAW);
    expect(sectionFor(naw, 'NAW ZOC (2)')).toBe('NAW ZOC');
    expect(sectionFor(naw, 'NAW Movement (1)')).toBe('NAW Movement');
    expect(sectionFor(naw, 'NAW Combat Resolution Table (EX)')).toBe('NAW Combat Resolution Table');
    expect(sectionFor(naw, 'NAW Victory Conditions')).toBe('NAW Victory');
    const lga = await loadAids(GAMES.LGA);
    expect(sectionFor(lga, 'LGA 5.61')).toBe('LGA 5.61');
    expect(sectionFor(lga, 'LGA 2.11')).toBe('LGA 2.11');
    expect(sectionFor(lga, 'LGA 5.6')).toBe('LGA 5.6');
    expect(sectionFor(lga, 'LGA 9.1')).toBeUndefined();
    const sfc = await loadAids(GAMES.SFC);
    expect(sectionFor(sfc, 'SFC 2.3')).toBe('SFC 2.3');
    expect(sectionFor(sfc, 'SFC 4')).toBe('SFC 4');
  });

  it('does not read "LGA 2.1" into "LGA 2.11"', () => {
    const aids = { sequence: [], tables: [], sections: [{ id: 'LGA 2.1', title: '', summary: '' }] };
    expect(sectionFor(aids, 'LGA 2.11')).toBeUndefined();
    expect(sectionFor(aids, 'NAW Movement')).toBeUndefined();
  });
});

describe('currentStep', () => {
  it("finds the step of the game's phase key", async () => {
    expect(currentStep(await loadAids(GAMES.NAW), 'allied bombardment')).toBe(4);
    expect(currentStep(await loadAids(GAMES.LGA), 'defense')).toBe(4);
    expect(currentStep(await loadAids(GAMES.SFC), 'battle')).toBe(2);
    expect(currentStep(await loadAids(GAMES.SFC), undefined)).toBe(-1);
  });
});
