import { describe, expect, it } from 'vitest';
import { CONTINGENTS, contingentOf } from './contingent';

const british = (name: string) => contingentOf({ nation: 'british', name });

describe('contingentOf', () => {
  it('takes French and Prussian from the nation', () => {
    expect(contingentOf({ nation: 'french', name: 'Quiot (1st Bde, 1st Div, I Corps: 54e, 55e Ligne)' })).toBe('french');
    expect(contingentOf({ nation: 'prussian', name: '18th Infantry Regiment (15th Bde Losthin, IV Corps)' })).toBe('prussian');
  });

  it("tells Wellington's contingents apart by the formation's name", () => {
    expect(british('Maitland (1st British Guards Bde, 1st Div)')).toBe('british');
    expect(british('Du Plat (1st KGL Bde, 2nd Div)')).toBe('kgl');
    expect(british('Baring (2nd Light Bn KGL, La Haye Sainte garrison)')).toBe('kgl');
    expect(british('H. Halkett (3rd Hanoverian Bde, 2nd Div)')).toBe('hanoverian');
    expect(british('Cumberland Hussars (Hanoverian)')).toBe('hanoverian');
    expect(british('Kruse (1st Nassau Regiment)')).toBe('netherlands');
    expect(british('Bylandt (1st Bde, 2nd Netherlands Div)')).toBe('netherlands');
    expect(british('Brunswick Line Bde (Specht)')).toBe('brunswick');
    expect(british('Brunswick artillery')).toBe('brunswick');
  });

  it('ignores the regiments after a colon and keeps mixed formations British', () => {
    // The 1st Hussars KGL served in Vivian's British brigade.
    expect(british('Vivian (6th Cavalry Bde: 10th, 18th Hussars, 1st Hussars KGL)')).toBe('british');
    expect(british('Saxe-Weimar (2nd Bde, 2nd Netherlands Div: Nassau, Orange-Nassau)')).toBe('netherlands');
    expect(british('Hougoumont garrison (Guards light coys, 1/2nd Nassau, Hanoverian jaegers)')).toBe('british');
    expect(british('I Corps British and KGL batteries')).toBe('british');
  });

  it('prints a distinct code on every contingent', () => {
    const codes = Object.values(CONTINGENTS).map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
