// The rules of a game's options (docs/protocol.md, "Options"), apart from their controls: which
// apply given the others (`only`), which the player changed, which numbers are out of range.

import type { GameOption, OptionValue, OptionValues } from '../protocol-types';

export function defaultValues(options: GameOption[]): OptionValues {
  return Object.fromEntries(options.map((o) => [o.key, o.default]));
}

/** Equal as JSON values: scalars, or flat objects of numbers (an `ints` option). */
export function sameValue(a: OptionValue | undefined, b: OptionValue | undefined): boolean {
  if (typeof a !== 'object' || typeof b !== 'object') return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}

/**
 * Whether an option's `only` is met by the values of the others. An option that does not
 * apply itself counts at its default, since it is not sent: the server plays it so.
 */
export function applies(option: GameOption, options: GameOption[], values: OptionValues): boolean {
  return appliesAt(option, options, values, 0);
}

function appliesAt(option: GameOption, options: GameOption[], values: OptionValues, depth: number): boolean {
  // Conditions that chain in a loop would be the game's mistake; past the number of
  // options, stop following them rather than recurse for ever.
  if (depth > options.length) return false;
  return Object.entries(option.only ?? {}).every(([key, wanted]) => {
    const other = options.find((o) => o.key === key);
    if (!other) return false;
    const value = appliesAt(other, options, values, depth + 1) ? (values[key] ?? other.default) : other.default;
    return sameValue(value, wanted);
  });
}

/** What an option that does not apply waits for, in words: "Only with Rule set: Original". */
export function onlyNote(option: GameOption, options: GameOption[]): string {
  const parts = Object.entries(option.only ?? {}).map(([key, wanted]) => {
    const other = options.find((o) => o.key === key);
    return `${other?.label ?? key}: ${other ? valueLabel(other, wanted) : String(wanted)}`;
  });
  return `Only with ${parts.join(', ')}`;
}

/** A value as the player reads it: a choice's label, on/off, numbers as they are. */
export function valueLabel(option: GameOption, value: OptionValue): string {
  switch (option.kind) {
    case 'choice':
      return option.choices.find((c) => c.value === value)?.label ?? String(value);
    case 'bool':
      return value ? 'on' : 'off';
    case 'int':
      return signed(value as number, option.min);
    case 'ints':
      return option.keys.map((k) => `${k} ${(value as Record<string, number>)[k]}`).join(', ');
  }
}

/** A number with its sign when the range goes below zero (fuel −1 … +3), so +1 reads as a bonus. */
export function signed(n: number, min: number): string {
  return min < 0 && n > 0 ? `+${n}` : String(n).replace('-', '−');
}

/** The options to send with `create`: those that apply and differ from their defaults, or
 * undefined when the player changed none (the field is then left out). */
export function changedOptions(options: GameOption[], values: OptionValues): OptionValues | undefined {
  const changed = options.filter((o) => applies(o, options, values) && !sameValue(values[o.key] ?? o.default, o.default));
  return changed.length === 0 ? undefined : Object.fromEntries(changed.map((o) => [o.key, values[o.key]!]));
}

export interface OptionProblem {
  key: string;
  /** The ints option's key at fault, if any. */
  part?: string;
  message: string;
}

/** Numbers that are not whole or out of range, among the options that apply (the others are
 * not sent). The server checks again; this only spares the player a round trip. */
export function optionProblems(options: GameOption[], values: OptionValues): OptionProblem[] {
  const problems: OptionProblem[] = [];
  const check = (option: GameOption & { min: number; max: number }, value: unknown, part?: string) => {
    if (typeof value === 'number' && Number.isInteger(value) && value >= option.min && value <= option.max) return;
    const what = part ? `${option.label} (${part})` : option.label;
    problems.push({ key: option.key, ...(part ? { part } : {}), message: `${what}: a whole number from ${rangeText(option.min, option.max)}` });
  };
  for (const option of options) {
    if (!applies(option, options, values)) continue;
    const value = values[option.key];
    if (option.kind === 'int') check(option, value, undefined);
    if (option.kind === 'ints') for (const k of option.keys) check(option, (value as Record<string, number> | undefined)?.[k], k);
  }
  return problems;
}

export function rangeText(min: number, max: number): string {
  return `${signed(min, min)} to ${signed(max, min)}`;
}

/** A number field's text as a value: NaN unless it is a whole number (an empty field too). */
export function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^[-+]?\d+$/.test(trimmed) ? Number(trimmed) : NaN;
}
