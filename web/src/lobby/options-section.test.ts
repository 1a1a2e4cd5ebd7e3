import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BKA_OPTIONS } from './fixtures/bka-options';
import { OptionsSection } from './options-section';

// The tests run in node, without a DOM: a small stand-in for the part of it the section uses
// (elements with attributes and children, form fields' live properties, listeners, focus).

class FakeNode {
  parentNode: FakeElement | null = null;
  constructor(private text = '') {}
  get textContent(): string {
    return this.text;
  }
}

class FakeElement extends FakeNode {
  readonly tagName: string;
  readonly attributes = new Map<string, string>();
  childNodes: FakeNode[] = [];
  private readonly listeners = new Map<string, (() => void)[]>();
  disabled = false;
  checked = false;
  hidden = false;
  open = false;
  private ownValue = '';
  selected = false;

  constructor(tag: string) {
    super();
    this.tagName = tag.toUpperCase();
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
    // Attributes that set a fresh field's state, as in a browser.
    if (name === 'value') this.ownValue = value;
    if (name === 'checked' || name === 'disabled' || name === 'hidden' || name === 'open') this[name] = true;
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }
  toggleAttribute(name: string, force: boolean): boolean {
    if (force) this.attributes.set(name, '');
    else this.attributes.delete(name);
    return force;
  }
  appendChild(child: FakeNode): FakeNode {
    child.parentNode = this;
    this.childNodes.push(child);
    return child;
  }
  replaceChildren(...children: FakeNode[]): void {
    this.childNodes = [];
    for (const c of children) this.appendChild(c);
  }
  override get textContent(): string {
    return this.childNodes.map((c) => c.textContent).join('');
  }
  override set textContent(text: string) {
    this.replaceChildren(new FakeNode(text));
  }
  /** A select's value is its selected option's; other fields keep their own. */
  get value(): string {
    if (this.tagName !== 'SELECT') return this.ownValue;
    const options = this.childNodes as FakeElement[];
    return (options.find((o) => o.selected) ?? options[0])?.getAttribute('value') ?? '';
  }
  set value(v: string) {
    if (this.tagName !== 'SELECT') this.ownValue = v;
    else for (const o of this.childNodes as FakeElement[]) o.selected = o.getAttribute('value') === v;
  }
  addEventListener(type: string, fn: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  dispatchEvent(ev: { type: string }): boolean {
    for (const fn of this.listeners.get(ev.type) ?? []) fn();
    return true;
  }
  focus(): void {
    fakeDocument.activeElement = this;
  }
}

const fakeDocument = {
  activeElement: null as FakeElement | null,
  createElement: (tag: string) => new FakeElement(tag),
  createTextNode: (text: string) => new FakeNode(text),
};

/** Every element under `root`, depth first. */
function* elements(root: FakeElement): Generator<FakeElement> {
  for (const c of root.childNodes) {
    if (!(c instanceof FakeElement)) continue;
    yield c;
    yield* elements(c);
  }
}

const byTestId = (root: unknown, id: string) => {
  const found = [...elements(root as FakeElement)].find((e) => e.getAttribute('data-testid') === id);
  if (!found) throw new Error(`no [data-testid="${id}"]`);
  return found;
};
const row = (root: unknown, key: string) => [...elements(root as FakeElement)].find((e) => e.getAttribute('data-option') === key)!;

/** Changes a field as the player would: the value, then the events the browser sends. */
function set(field: FakeElement, value: string | boolean): void {
  if (typeof value === 'boolean') field.checked = value;
  else field.value = value;
  field.dispatchEvent({ type: 'input' });
  field.dispatchEvent({ type: 'change' });
}

const OPTIONS = BKA_OPTIONS;

describe('the options section', () => {
  let section: OptionsSection;
  let root: FakeElement;
  beforeEach(() => {
    vi.stubGlobal('document', fakeDocument);
    section = new OptionsSection();
    section.show(OPTIONS);
    root = section.element as unknown as FakeElement;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is hidden for a game without options, and closed by default for one with', () => {
    expect(root.tagName).toBe('DETAILS');
    expect(root.hidden).toBe(false);
    expect(root.open).toBe(false);
    expect(byTestId(root, 'options-state').textContent).toBe(' — as published');
    section.show([]);
    expect(root.hidden).toBe(true);
    expect(section.changed()).toBeUndefined();
  });

  it('shows a choice as a select at its default, the default marked', () => {
    const select = byTestId(root, 'option-rules');
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('revised');
    expect((select.childNodes as FakeElement[]).map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['revised', 'Revised (Amiga 1 meg version) — default'],
      ['original', 'Original'],
    ]);
  });

  it('shows a bool as a checkbox, an int as a number field with its range, each with its default', () => {
    const box = byTestId(root, 'option-hidden_units');
    expect([box.tagName, box.getAttribute('type'), box.checked]).toEqual(['INPUT', 'checkbox', true]);
    expect(row(root, 'hidden_units').textContent).toContain('Default: on');

    const fuel = byTestId(root, 'option-german_fuel');
    expect([fuel.getAttribute('type'), fuel.getAttribute('min'), fuel.getAttribute('max'), fuel.value]).toEqual(['number', '-3', '3', '0']);
    expect(row(root, 'german_fuel').textContent).toContain('−3 to +3 · default 0');
    // Its label names the field.
    const label = [...elements(row(root, 'german_fuel'))].find((e) => e.tagName === 'LABEL')!;
    expect([label.getAttribute('for'), label.textContent]).toEqual(['option-german_fuel', 'German fuel']);
  });

  it('shows ints as a row of number fields, each labelled with its key', () => {
    const parts = [...elements(row(root, 'uncertainty'))].filter((e) => e.getAttribute('class') === 'option-part');
    expect(parts.map((p) => p.textContent)).toEqual(['Plain', 'Forest', 'Mountain', 'City', 'Siegfried']);
    expect(parts.map((p) => (p.childNodes[1] as FakeElement).value)).toEqual(['0', '4', '4', '2', '2']);
    expect(byTestId(root, 'option-uncertainty-city').getAttribute('max')).toBe('20');
    expect(row(root, 'uncertainty').textContent).toContain('0 to 20 each · default 0, 4, 4, 2, 2');
  });

  it('greys out the options whose `only` is not met, saying why, and brings them back', () => {
    set(byTestId(root, 'option-rules'), 'original');
    for (const id of ['option-hidden_units', 'option-searches_per_turn', 'option-uncertainty-plain', 'option-uncertainty-siegfried']) {
      expect(byTestId(root, id).disabled, id).toBe(true);
    }
    expect(row(root, 'hidden_units').hasAttribute('data-off')).toBe(true);
    const note = byTestId(root, 'option-hidden_units-note');
    expect([note.hidden, note.textContent]).toEqual([false, 'Only with Rule set: Revised (Amiga 1 meg version)']);
    expect(byTestId(root, 'option-german_fuel').disabled).toBe(false);
    expect(byTestId(root, 'option-rules-note').hidden).toBe(true);

    set(byTestId(root, 'option-rules'), 'revised');
    expect(byTestId(root, 'option-searches_per_turn').disabled).toBe(false);
    expect(byTestId(root, 'option-searches_per_turn-note').hidden).toBe(true);
    expect(row(root, 'searches_per_turn').hasAttribute('data-off')).toBe(false);
  });

  it('sends only the values changed from their defaults, among the options that apply', () => {
    expect(section.changed()).toBeUndefined();
    set(byTestId(root, 'option-searches_per_turn'), '3');
    set(byTestId(root, 'option-uncertainty-forest'), '6');
    expect(section.changed()).toEqual({ searches_per_turn: 3, uncertainty: { plain: 0, forest: 6, mountain: 4, city: 2, siegfried: 2 } });
    expect(row(root, 'searches_per_turn').hasAttribute('data-changed')).toBe(true);
    expect(row(root, 'german_fuel').hasAttribute('data-changed')).toBe(false);
    expect(byTestId(root, 'options-state').textContent).toBe(' — 2 changed');

    // The original rules: the revised-only changes stay in their fields but are not sent.
    set(byTestId(root, 'option-hidden_units'), false);
    set(byTestId(root, 'option-rules'), 'original');
    set(byTestId(root, 'option-german_fuel'), '-2');
    expect(section.changed()).toEqual({ rules: 'original', german_fuel: -2 });
    expect(byTestId(root, 'options-state').textContent).toBe(' — 2 changed');
  });

  it('refuses a number out of range: opens the section, says which, and goes to the field', () => {
    set(byTestId(root, 'option-german_fuel'), '5');
    expect(section.check()).toBe(false);
    expect(root.open).toBe(true);
    const problems = byTestId(root, 'option-problems');
    expect([problems.hidden, problems.textContent]).toEqual([false, 'German fuel: a whole number from −3 to +3']);
    expect(fakeDocument.activeElement).toBe(byTestId(root, 'option-german_fuel'));

    // Fixed: the problem goes at once.
    set(byTestId(root, 'option-german_fuel'), '3');
    expect(problems.hidden).toBe(true);
    expect(section.check()).toBe(true);
  });

  it('does not check an option that does not apply', () => {
    set(byTestId(root, 'option-uncertainty-plain'), '');
    expect(section.check()).toBe(false);
    set(byTestId(root, 'option-rules'), 'original');
    expect(section.check()).toBe(true);
  });

  it('starts again at the defaults when shown anew (another game chosen)', () => {
    set(byTestId(root, 'option-german_fuel'), '2');
    root.open = true;
    section.show(OPTIONS);
    expect(section.changed()).toBeUndefined();
    expect(root.open).toBe(false);
  });
});
