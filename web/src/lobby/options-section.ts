// The new-game form's "Options" section: the choices the chosen game offers before play.
// Closed by default (a wargamer sets these rarely); its summary says how many were changed.

import type { GameOption, OptionValues } from '../protocol-types';
import { el } from '../util/dom';
import { applies, changedOptions, onlyNote, optionProblems, type OptionProblem } from './game-options';
import { optionControl, type OptionControl } from './option-controls';
import './options-section.css';

export class OptionsSection {
  readonly element: HTMLDetailsElement;
  private readonly state = el('span', { class: 'options-state muted', 'data-testid': 'options-state' });
  private readonly list = el('div', { class: 'option-list' });
  private readonly problemsBox = el('div', { class: 'option-problems', role: 'alert', 'data-testid': 'option-problems', hidden: true });
  private options: GameOption[] = [];
  private controls: OptionControl[] = [];

  constructor() {
    this.element = el(
      'details',
      { class: 'game-options', 'data-testid': 'game-options', hidden: true },
      el('summary', { 'data-testid': 'game-options-summary' }, 'Options', this.state),
      el('p', { class: 'muted option-intro' }, 'The game as published plays with the defaults.'),
      this.list,
      this.problemsBox,
    );
    // The browser refuses an out-of-range number before the form's submit; it cannot point at
    // a field in a closed section, so open it first.
    this.element.addEventListener(
      'invalid',
      () => {
        this.element.open = true;
        this.showProblems(optionProblems(this.options, this.values()));
      },
      true,
    );
  }

  /** Shows a game's options (none: the section is hidden), each at its default, closed. */
  show(options: GameOption[]): void {
    this.options = options;
    this.controls = options.map((o) => optionControl(o, () => this.refresh()));
    this.list.replaceChildren(...this.controls.map((c) => c.element));
    this.element.hidden = options.length === 0;
    this.element.open = false;
    this.refresh();
  }

  /** Every option's value as shown now, those that do not apply included. */
  values(): OptionValues {
    return Object.fromEntries(this.controls.map((c) => [c.option.key, c.read()]));
  }

  /** What `create` sends: the changes from the defaults among the options that apply. */
  changed(): OptionValues | undefined {
    return changedOptions(this.options, this.values());
  }

  /** True when every number is in range; else opens the section, says what is wrong and
   * puts the cursor in the first wrong field. */
  check(): boolean {
    const problems = optionProblems(this.options, this.values());
    this.showProblems(problems);
    if (problems.length === 0) return true;
    this.element.open = true;
    const first = problems[0]!;
    this.controls.find((c) => c.option.key === first.key)?.field(first.part)?.focus();
    return false;
  }

  private showProblems(problems: OptionProblem[]): void {
    this.problemsBox.replaceChildren(...problems.map((p) => el('div', {}, p.message)));
    this.problemsBox.hidden = problems.length === 0;
  }

  /** After any change: which options apply now, which differ from their defaults. */
  private refresh(): void {
    const values = this.values();
    for (const c of this.controls) {
      c.setApplies(applies(c.option, this.options, values), onlyNote(c.option, this.options));
      c.markChanged();
    }
    const changed = Object.keys(changedOptions(this.options, values) ?? {}).length;
    this.state.textContent = changed === 0 ? ' — as published' : ` — ${changed} changed`;
    // Problems once reported follow the fields: a fixed one goes at once.
    if (!this.problemsBox.hidden) this.showProblems(optionProblems(this.options, values));
  }
}
