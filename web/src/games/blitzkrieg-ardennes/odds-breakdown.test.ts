import { describe, expect, it } from 'vitest';
import { attackRows, defenceRows } from './odds-breakdown';
import type { BkaUnit, DefenceRow } from './types';

const unit = (over: Partial<BkaUnit>): BkaUnit => ({ id: 'X', name: 'X', side: 'allied', class: 'infantry', hex: '3126', movement: 4, strength: 4, ...over });
const units = new Map([['US-9', unit({ id: 'US-9', name: '9th Infantry Regiment' })]]);
const row = (over: Partial<DefenceRow>): DefenceRow => ({ unit: 'US-9', strength: 4, terrain: 'plain', multiplier: 1, liege_or_antwerp: false, artillery_half: false, defence: 4, ...over });

describe('odds breakdown', () => {
  it('names each multiplier the server applied, and takes its figures as they are', () => {
    const forest = defenceRows([row({ terrain: 'forest', multiplier: 2.5, defence: 10 })], units, false)[0]!;
    expect(forest.value).toBe(10);
    expect(forest.factors).toEqual(['forest ×2.5 (table 8)']);
    expect(forest.what).toBe('9th Infantry Regiment, infantry in forest');
    const gun = defenceRows([row({ artillery_half: true, defence: 4 })], units, true)[0]!;
    expect(gun.factors).toEqual(['artillery at half', 'across a river ×2']);
    expect(defenceRows([row({ terrain: 'city', multiplier: 3, liege_or_antwerp: true })], units, false)[0]!.factors).toEqual(['Liège/Antwerp ×3 (revised)']);
    expect(defenceRows([row({})], units, false)[0]!.factors).toEqual([]);
  });

  it('shows an uncertain enemy as its range and the middle counted, never one strength', () => {
    const r = defenceRows([row({ strength: undefined, strength_range: [3, 6], counted: 4 })], units, false)[0]!;
    expect(r.strength).toBe('3–6 (4 counted)');
  });

  it('takes the attack strength the server gives, isolation included', () => {
    const rows = attackRows([{ unit: 'GE-1', strength: 6, attack: 4 }], units);
    expect(rows[0]!.value).toBe(4);
    expect(rows[0]!.factors).toEqual(['2 lost to isolation']);
    expect(rows[0]!.what).toBe('GE-1');
  });
});
