import { describe, expect, it } from 'vitest';
import { formatPreview, resultChances } from './preview-format';
import type { PreviewDetails } from './types';

// The attack on Hougoumont wood from docs/cli.md: 18 to 3, 6-1 shifted to 5-1 by the woods.
const hougoumont: PreviewDetails = {
  attack: 18,
  defense: 3,
  ratio: '6-1',
  shift: -1,
  odds: '5-1',
  attack_mode: 'cavalry',
  defenses: [
    { defense_mode: 'infantry', modifier: 2, results: { '1': 'DE', '2': 'DE', '3': 'DE', '4': 'DE', '5': 'DE', '6': 'DE' } },
  ],
};

describe('formatPreview', () => {
  it('prints strengths, the odds before and after the woods shift, and the attack mode', () => {
    const f = formatPreview(hougoumont);
    expect(f.strengths).toBe('18 against 3');
    expect(f.odds).toBe('6-1 → 5-1');
    expect(f.shift).toBe('Woods: odds one column left (−1)');
    expect(f.attackMode).toBe('cavalry');
    expect(f.defenderChooses).toBe(false);
  });

  it('gives one row per defense mode with the modifier and six die faces in order', () => {
    const f = formatPreview({
      attack: 44,
      defense: 8,
      ratio: '5-1',
      shift: 0,
      odds: '5-1',
      attack_mode: 'infantry',
      defenses: [
        { defense_mode: 'infantry', modifier: 0, results: { '1': 'EX', '2': 'EX', '3': 'EX', '4': 'DE', '5': 'DE', '6': 'DE' } },
        { defense_mode: 'cavalry', modifier: -1, results: { '6': 'DE', '1': 'EX', '2': 'EX', '3': 'EX', '4': 'EX', '5': 'DE' } },
      ],
    });
    expect(f.odds).toBe('5-1');
    expect(f.shift).toBeNull();
    expect(f.defenderChooses).toBe(true);
    expect(f.rows.map((r) => [r.modeLabel, r.modifier])).toEqual([
      ['Defending as infantry', '0'],
      ['Defending as cavalry', '−1'],
    ]);
    expect(f.rows[1]!.cells.map((c) => c.code)).toEqual(['EX', 'EX', 'EX', 'EX', 'DE', 'DE']);
    expect(f.rows[1]!.cells[0]).toEqual({ face: 1, code: 'EX', meaning: 'Exchange', tone: 'EX' });
    expect(resultChances(f.rows[0]!)).toBe('DE 3/6, EX 3/6');
  });

  it('names artillery modes and positive modifiers as the chart prints them', () => {
    const f = formatPreview({
      ...hougoumont,
      shift: 0,
      ratio: '1-1',
      odds: '1-1',
      attack_mode: 'artillery_2',
      defenses: [{ defense_mode: 'artillery', modifier: -1, results: { '1': 'AE', '2': 'AE', '3': 'AE', '4': 'AE', '5': 'Ar', '6': 'Ar' } }],
    });
    expect(f.attackMode).toBe('artillery firing two hexes');
    expect(f.rows[0]!.modifier).toBe('−1');
    expect(resultChances(f.rows[0]!)).toBe('Ar 2/6, AE 4/6');
    expect(formatPreview({ ...hougoumont, defenses: [{ defense_mode: 'cavalry', modifier: 1, results: {} }] }).rows[0]!.modifier).toBe('+1');
  });
});

// A bombardment applies only DE and Dr; its AE, Ar and EX hurt nobody, and the guns take an
// Ar only if they choose to (NAW Artillery (7)): the table says so instead of "AE".
describe('formatPreview of a bombardment', () => {
  const none = { attackers: 'none', defenders: 'none' } as const;
  const f = formatPreview({
    attack: 6,
    defense: 1,
    ratio: '6-1',
    shift: 0,
    odds: '6-1',
    attack_mode: 'artillery_2',
    bombardment: true,
    exchange_loss: 1,
    defenses: [
      {
        defense_mode: 'infantry',
        modifier: -1,
        results: { '1': 'AE', '2': 'Ar', '3': 'EX', '4': 'Dr', '5': 'DE', '6': 'DE' },
        effects: {
          '1': none,
          '2': { attackers: 'may_retreat', defenders: 'none' },
          '3': none,
          '4': { attackers: 'none', defenders: 'retreat' },
          '5': { attackers: 'none', defenders: 'eliminated' },
          '6': { attackers: 'none', defenders: 'eliminated' },
        },
      },
    ],
  });
  const cells = f.rows[0]!.cells;

  it('shows a dash where neither side is hurt, never AE against the guns', () => {
    expect(cells.map((c) => c.code)).toEqual(['—', 'Ar', '—', 'Dr', 'DE', 'DE']);
    expect(cells[0]!.meaning).toBe('AE: guns unhurt; defenders unhurt');
    expect(cells[0]!.tone).toBe('none');
  });

  it('says the guns choose whether to take an Ar', () => {
    expect(cells[1]!.meaning).toBe('Ar: guns unhurt (they may choose to retreat); defenders unhurt');
    expect(cells[1]!.tone).toBe('choice');
  });

  it('counts faces by what they do', () => {
    expect(resultChances(f.rows[0]!)).toBe('DE 2/6, Dr 1/6, Ar 1/6, — 2/6');
  });
});

describe('formatPreview of a ground attack with effects', () => {
  it('names the exchange loss', () => {
    const f = formatPreview({
      attack: 8,
      defense: 4,
      ratio: '2-1',
      shift: 0,
      odds: '2-1',
      attack_mode: 'infantry',
      exchange_loss: 4,
      defenses: [
        {
          defense_mode: 'infantry',
          modifier: 0,
          results: { '1': 'EX', '2': 'AE', '3': 'DE', '4': 'DE', '5': 'DE', '6': 'DE' },
          effects: {
            '1': { attackers: 'exchange', defenders: 'eliminated' },
            '2': { attackers: 'eliminated', defenders: 'none' },
            '3': { attackers: 'none', defenders: 'eliminated' },
            '4': { attackers: 'none', defenders: 'eliminated' },
            '5': { attackers: 'none', defenders: 'eliminated' },
            '6': { attackers: 'none', defenders: 'eliminated' },
          },
        },
      ],
    });
    const cells = f.rows[0]!.cells;
    expect(cells[0]!.meaning).toBe('EX: attackers lose at least 4 strength points; defenders eliminated');
    expect(cells[1]!.code).toBe('AE');
    expect(cells[1]!.meaning).toBe('AE: attackers eliminated; defenders unhurt');
  });
});
