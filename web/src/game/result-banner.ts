// The result banner: the latest combat told over the map beside its hex (the odds, the die
// drawn as a die, the result, each side's losses), until dismissed or the next action.

import type { CombatOutcome } from '../game-module';
import type { MapView } from '../map/map-view';
import { button, el } from '../util/dom';
import { dieFace } from './die-face';
import './happened.css';

/** Dice beyond this are left to the odds line: a big wave rolls a score of them. */
const DICE_SHOWN = 8;

export class ResultBanner {
  readonly element = el('section', { class: 'result-banner', 'aria-label': 'Combat result', 'data-testid': 'result-banner', hidden: true });
  private shown: CombatOutcome | null = null;

  constructor(
    private readonly map: MapView,
    private readonly onDismiss: () => void,
  ) {
    map.onCameraChange(() => this.place());
  }

  get outcome(): CombatOutcome | null {
    return this.shown;
  }

  /** `marks`: ring the combat's places (a replay draws its own). */
  show(outcome: CombatOutcome, marks = true): void {
    this.shown = outcome;
    const dice = outcome.dice.slice(0, DICE_SHOWN);
    const more = outcome.dice.length - dice.length;
    this.element.replaceChildren(
      el(
        'div',
        { class: 'banner-head' },
        el('h2', { 'data-testid': 'banner-title' }, outcome.title),
        button('×', () => this.onDismiss(), { class: 'banner-close', 'aria-label': 'Dismiss the combat result (Esc)', title: 'Dismiss (Esc)', 'data-testid': 'banner-close' }),
      ),
      outcome.odds ? el('p', { class: 'banner-odds', 'data-testid': 'banner-odds' }, outcome.odds) : '',
      el(
        'div',
        { class: 'banner-dice' },
        ...dice.map((d) => el('span', { class: 'banner-die' }, dieFace(d), d.who ? el('small', {}, d.who) : '')),
        more > 0 ? el('span', { class: 'hint' }, `and ${more} more`) : '',
      ),
      el('p', { class: 'banner-result', 'data-testid': 'banner-result' }, outcome.result),
      outcome.losses.length
        ? el('ul', { class: 'banner-losses', 'data-testid': 'banner-losses' }, ...outcome.losses.map(([side, text]) => el('li', {}, el('strong', {}, `${side}: `), text)))
        : el('p', { class: 'hint' }, 'No losses.'),
    );
    this.element.hidden = false;
    if (marks) {
      this.map.showHappened({ moves: [], hexes: outcome.hexes });
      this.map.reveal(outcome.hexes);
    }
    this.place();
  }

  hide(marks = true): void {
    if (!this.shown) return;
    this.shown = null;
    this.element.hidden = true;
    if (marks) this.map.showHappened(null);
  }

  /** Beside the combat's place: to its right when there is room, else to its left. */
  private place(): void {
    if (!this.shown) return;
    const p = this.map.screenPointOf(this.shown.hex);
    const area = this.map.root.getBoundingClientRect();
    if (!p) return;
    const width = this.element.offsetWidth || 300;
    const height = this.element.offsetHeight || 160;
    const gap = 40;
    let x = p.x + gap;
    if (x + width > area.width - 56) x = p.x - gap - width;
    x = Math.max(8, Math.min(x, area.width - width - 56));
    const y = Math.max(8, Math.min(p.y - height / 2, area.height - height - 8));
    this.element.style.left = `${Math.round(x)}px`;
    this.element.style.top = `${Math.round(y)}px`;
  }
}
