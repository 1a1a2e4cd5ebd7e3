import { describe, expect, it } from 'vitest';
import type { GameOption } from '../protocol-types';
import { BKA_OPTIONS } from './fixtures/bka-options';
import { applies, changedOptions, defaultValues, onlyNote, optionProblems, rangeText, sameValue, wholeNumber } from './game-options';


const byKey = (key: string) => BKA_OPTIONS.find((o) => o.key === key)!;
const withValues = (changes: Record<string, unknown>) => ({ ...defaultValues(BKA_OPTIONS), ...changes }) as ReturnType<typeof defaultValues>;

describe('game options', () => {
  it('start at their defaults', () => {
    expect(defaultValues(BKA_OPTIONS)).toEqual({
      rules: 'revised',
      hidden_units: true,
      searches_per_turn: 1,
      uncertainty: { plain: 0, forest: 4, mountain: 4, city: 2, siegfried: 2 },
      german_fuel: 0,
    });
  });

  it('compare ints by key, not by object', () => {
    expect(sameValue({ plain: 0, forest: 4 }, { forest: 4, plain: 0 })).toBe(true);
    expect(sameValue({ plain: 0, forest: 4 }, { plain: 0, forest: 5 })).toBe(false);
    expect(sameValue(1, 1)).toBe(true);
    expect(sameValue(1, '1')).toBe(false);
  });

  it('apply only when their `only` is met by the other options', () => {
    const revised = defaultValues(BKA_OPTIONS);
    const original = withValues({ rules: 'original' });
    for (const key of ['hidden_units', 'searches_per_turn', 'uncertainty']) {
      expect(applies(byKey(key), BKA_OPTIONS, revised), key).toBe(true);
      expect(applies(byKey(key), BKA_OPTIONS, original), key).toBe(false);
    }
    // Without `only`, always.
    expect(applies(byKey('rules'), BKA_OPTIONS, original)).toBe(true);
    expect(applies(byKey('german_fuel'), BKA_OPTIONS, original)).toBe(true);
  });

  it('judge a condition on an option that does not apply at that option’s default, as the server plays it', () => {
    const scouts: GameOption = { key: 'scouts', label: 'Scouts', kind: 'bool', default: false, only: { hidden_units: true } };
    const options = [...BKA_OPTIONS, scouts];
    expect(applies(scouts, options, withValues({ hidden_units: false }))).toBe(false);
    // Under the original rules hidden_units is not sent: the game has it at its default (on).
    expect(applies(scouts, options, withValues({ rules: 'original', hidden_units: false }))).toBe(true);
  });

  it('stop at conditions that chain in a loop', () => {
    const a: GameOption = { key: 'a', label: 'A', kind: 'bool', default: true, only: { b: true } };
    const b: GameOption = { key: 'b', label: 'B', kind: 'bool', default: true, only: { a: true } };
    // The game's mistake: the answer matters less than getting one.
    expect(typeof applies(a, [a, b], { a: true, b: true })).toBe('boolean');
  });

  it('say what an option that does not apply waits for', () => {
    expect(onlyNote(byKey('hidden_units'), BKA_OPTIONS)).toBe('Only with Rule set: Revised (Amiga 1 meg version)');
    const night: GameOption = { key: 'night', label: 'Night', kind: 'bool', default: false, only: { hidden_units: false, german_fuel: -1 } };
    expect(onlyNote(night, [...BKA_OPTIONS, night])).toBe('Only with Hidden units in forest and mountain: off, German fuel: −1');
  });

  it('send only what the player changed, and nothing when nothing changed', () => {
    expect(changedOptions(BKA_OPTIONS, defaultValues(BKA_OPTIONS))).toBeUndefined();
    expect(changedOptions(BKA_OPTIONS, withValues({ german_fuel: 2 }))).toEqual({ german_fuel: 2 });
    expect(changedOptions(BKA_OPTIONS, withValues({ hidden_units: false, searches_per_turn: 3 }))).toEqual({ hidden_units: false, searches_per_turn: 3 });
    // One terrain changed: the option goes whole.
    expect(changedOptions(BKA_OPTIONS, withValues({ uncertainty: { plain: 1, forest: 4, mountain: 4, city: 2, siegfried: 2 } }))).toEqual({
      uncertainty: { plain: 1, forest: 4, mountain: 4, city: 2, siegfried: 2 },
    });
    // Changed and changed back is no change.
    expect(changedOptions(BKA_OPTIONS, withValues({ uncertainty: { siegfried: 2, city: 2, mountain: 4, forest: 4, plain: 0 } }))).toBeUndefined();
  });

  it('leave out the changes to options that do not apply', () => {
    expect(changedOptions(BKA_OPTIONS, withValues({ rules: 'original', hidden_units: false, searches_per_turn: 0, german_fuel: -1 }))).toEqual({
      rules: 'original',
      german_fuel: -1,
    });
  });

  it('find numbers out of range or not whole, among the options that apply', () => {
    expect(optionProblems(BKA_OPTIONS, defaultValues(BKA_OPTIONS))).toEqual([]);
    expect(optionProblems(BKA_OPTIONS, withValues({ german_fuel: 4 }))).toEqual([{ key: 'german_fuel', message: 'German fuel: a whole number from −3 to +3' }]);
    expect(optionProblems(BKA_OPTIONS, withValues({ german_fuel: -3, searches_per_turn: NaN })).map((p) => p.key)).toEqual(['searches_per_turn']);
    expect(optionProblems(BKA_OPTIONS, withValues({ uncertainty: { plain: 0, forest: 21, mountain: 4, city: -1, siegfried: 2 } }))).toEqual([
      { key: 'uncertainty', part: 'forest', message: 'Uncertainty of intelligence (forest): a whole number from 0 to 20' },
      { key: 'uncertainty', part: 'city', message: 'Uncertainty of intelligence (city): a whole number from 0 to 20' },
    ]);
    // Not sent, so not checked.
    expect(optionProblems(BKA_OPTIONS, withValues({ rules: 'original', searches_per_turn: 99 }))).toEqual([]);
  });

  it('read a number field', () => {
    expect(wholeNumber(' 7 ')).toBe(7);
    expect(wholeNumber('-2')).toBe(-2);
    expect(wholeNumber('')).toBeNaN();
    expect(wholeNumber('1.5')).toBeNaN();
    expect(wholeNumber('1e3')).toBeNaN();
    expect(rangeText(0, 9)).toBe('0 to 9');
    expect(rangeText(-3, 3)).toBe('−3 to +3');
  });
});
