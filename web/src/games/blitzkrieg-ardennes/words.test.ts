import { describe, expect, it } from 'vitest';
import fixture from './fixtures/german-movement.json';
import { asBka } from './types';
import { dateWords, describeBkaAction, passWords, phaseWords, shortDate, strengthWords } from './words';

const view = asBka(fixture as never);

describe('words', () => {
  it('tells the turn as the date and half-day', () => {
    expect(dateWords('1944-12-16 AM')).toBe('16 December 1944, A.M.');
    expect(dateWords('1944-12-31 PM')).toBe('31 December 1944, P.M.');
    expect(shortDate('1944-12-16 AM')).toBe('16 Dec 1944 A.M.');
  });

  it('shows an uncertain strength as its range, never one number', () => {
    expect(strengthWords({ strength_range: [3, 7] })).toBe('3–7');
    expect(strengthWords({ strength: 5 })).toBe('5');
    const ranged = view.units.find((u) => u.strength_range)!;
    expect(ranged.strength).toBeUndefined();
    expect(strengthWords(ranged)).toMatch(/^\d+–\d+$/);
  });

  it('names the phase with its side and the pass button as the book does', () => {
    expect(phaseWords(view)).toBe('German movement');
    expect(passWords(view)).toBe('Resolve');
    expect(passWords({ ...view, phase: 'battles', battle: null })).toBe('Resolve the next battle');
  });

  it('describes actions with unit names', () => {
    expect(describeBkaAction({ type: 'move', unit: 'GE-1SS-PZ', to: '3021' }, view)).toMatch(/^Move .+ to 3021$/);
    expect(describeBkaAction({ type: 'engage', attackers: ['GE-272VGD', 'GE-326VGD-A', 'GE-326VGD-B'], targets: ['3126'] }, view)).toMatch(/^Engage 3126 with .+ and 2 more$/);
    expect(describeBkaAction({ type: 'launch_v2', hex: '0302' }, view)).toBe('Launch a V2 at Antwerp');
    expect(describeBkaAction({ type: 'end_phase' }, view)).toBe('Resolve');
  });
});
