// One game option's row in the new-game form, by kind: choice → select, bool → checkbox,
// int → number field, ints → a row of labelled number fields. Each shows its default.

import type { GameOption, OptionValue } from '../protocol-types';
import { el } from '../util/dom';
import { rangeText, sameValue, valueLabel, wholeNumber } from './game-options';

type Field = HTMLInputElement | HTMLSelectElement;

export interface OptionControl {
  option: GameOption;
  element: HTMLElement;
  /** The value shown now; a number field that holds no whole number reads NaN. */
  read(): OptionValue;
  /** The field of an ints option's key, or the option's only field. */
  field(part?: string): Field | undefined;
  /** Greys the option out with what it waits for, or brings it back. */
  setApplies(applies: boolean, note: string): void;
  /** Marks the row when its value differs from the default. */
  markChanged(): void;
}

export function optionControl(option: GameOption, onChange: () => void): OptionControl {
  const id = `option-${option.key}`;
  const fields = new Map<string | undefined, Field>();
  let control: HTMLElement;
  let read: () => OptionValue;
  let hint = '';
  switch (option.kind) {
    case 'choice': {
      // The default is marked in the list itself: a hint would repeat its long label.
      const select = el('select', { id, 'data-testid': id });
      for (const c of option.choices) select.appendChild(el('option', { value: c.value }, c.value === option.default ? `${c.label} — default` : c.label));
      select.value = option.default;
      fields.set(undefined, select);
      control = select;
      read = () => select.value;
      break;
    }
    case 'bool': {
      const box = el('input', { type: 'checkbox', id, 'data-testid': id, checked: option.default });
      fields.set(undefined, box);
      control = box;
      read = () => box.checked;
      hint = `Default: ${valueLabel(option, option.default)}`;
      break;
    }
    case 'int': {
      const input = numberField(id, option.min, option.max, option.default);
      fields.set(undefined, input);
      control = input;
      read = () => wholeNumber(input.value);
      hint = `${rangeText(option.min, option.max)} · default ${valueLabel(option, option.default)}`;
      break;
    }
    case 'ints': {
      control = el('div', { class: 'option-parts', role: 'group', 'aria-labelledby': `${id}-label` });
      for (const k of option.keys) {
        const input = numberField(`${id}-${k}`, option.min, option.max, option.default[k] ?? 0);
        fields.set(k, input);
        control.appendChild(el('label', { class: 'option-part' }, el('span', {}, capitalized(k)), input));
      }
      read = () => Object.fromEntries(option.keys.map((k) => [k, wholeNumber(fields.get(k)!.value)]));
      hint = `${rangeText(option.min, option.max)} each · default ${option.keys.map((k) => option.default[k]).join(', ')}`;
      break;
    }
  }
  // An ints option names a group of fields, not one field: its label cannot be a <label for>.
  const label = option.kind === 'ints' ? el('span', { class: 'option-label', id: `${id}-label` }, option.label) : el('label', { class: 'option-label', for: id }, option.label);
  const note = el('div', { class: 'option-note', 'data-testid': `${id}-note`, hidden: true });
  const element = el('div', { class: 'game-option', 'data-option': option.key, 'data-kind': option.kind }, label, el('div', { class: 'option-control' }, control), hint ? el('div', { class: 'option-hint muted' }, hint) : null, note);
  for (const field of fields.values()) {
    field.addEventListener('change', onChange);
    field.addEventListener('input', onChange);
  }
  return {
    option,
    element,
    read,
    field: (part) => fields.get(part),
    setApplies(applies, text) {
      for (const field of fields.values()) field.disabled = !applies;
      element.toggleAttribute('data-off', !applies);
      note.textContent = applies ? '' : text;
      note.hidden = applies;
    },
    markChanged() {
      element.toggleAttribute('data-changed', !sameValue(read(), option.default));
    },
  };
}

function numberField(id: string, min: number, max: number, value: number): HTMLInputElement {
  // min, max and step let the browser refuse a bad number too, and its arrows keep in range;
  // a numeric keypad has no minus sign, so only ranges without negatives ask for one.
  return el('input', { type: 'number', id, 'data-testid': id, min, max, step: 1, value, required: true, inputmode: min >= 0 ? 'numeric' : null, class: 'option-number' });
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
