// The step-through control of a replayed stretch of the game: first the whole stretch (every
// arrow), then action by action (back, forward, play) with each step's report lines, its
// arrows over the faint ones before it, its marked places and its combat's banner.

import type { CombatOutcome, GameModule, MapMove } from '../game-module';
import type { MapView } from '../map/map-view';
import type { LoggedEvent, View } from '../protocol-types';
import { button, el } from '../util/dom';
import { replaySteps, type ReplayStep } from './replay';
import type { ResultBanner } from './result-banner';
import './happened.css';

export const SEEN_MOVES_LINE = 'Where their units stand now (the report does not tell their moves)';

/** How long a step stays on screen while playing. */
const PLAY_STEP_MS = 1600;

export class ReplayControl {
  readonly element = el('section', { class: 'replay-bar', 'aria-label': 'Replay', 'data-testid': 'replay', hidden: true });
  private steps: ReplayStep[] = [];
  private outcomes: CombatOutcome[] = [];
  /** 0: the whole stretch at once; 1..n: one step. */
  private index = 0;
  private title = '';
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly module: GameModule,
    private readonly map: MapView,
    private readonly banner: ResultBanner,
  ) {}

  get active(): boolean {
    return !this.element.hidden;
  }

  /**
   * Replays `events`; false (and nothing shown) when the map has nothing to show of them.
   * `seenMoves`: where units went, from the map before and after, for a game whose report
   * hides the other side's moves; shown first when the report has no move of its own.
   */
  start(title: string, events: readonly LoggedEvent[], view: View, seenMoves: MapMove[] = []): boolean {
    const trace = this.module.eventTrace;
    if (!trace) return false;
    const steps = replaySteps(events, (e) => trace(e, view));
    if (seenMoves.length && !steps.some((s) => s.moves.some((m) => m.kind === 'move'))) {
      steps.unshift({ seq: -1, lines: [SEEN_MOVES_LINE], moves: seenMoves, hexes: seenMoves.map((m) => m.path.at(-1)!) });
    }
    if (!steps.some((s) => s.moves.length || s.hexes.length)) return false;
    this.stopPlaying();
    this.steps = steps;
    this.outcomes = this.module.combatOutcomes?.(events, view) ?? [];
    this.title = title;
    this.index = 0;
    this.element.hidden = false;
    this.render();
    return true;
  }

  close(): void {
    if (!this.active) return;
    this.stopPlaying();
    this.element.hidden = true;
    this.element.replaceChildren();
    this.banner.hide(false);
    this.map.showHappened(null);
  }

  private go(index: number): void {
    this.index = Math.max(0, Math.min(this.steps.length, index));
    if (this.index === this.steps.length) this.stopPlaying();
    this.render();
  }

  private togglePlay(): void {
    if (this.timer !== undefined) {
      this.stopPlaying();
      this.render();
      return;
    }
    if (this.index === this.steps.length) this.index = 0;
    this.timer = setInterval(() => this.go(this.index + 1), PLAY_STEP_MS);
    this.go(this.index + 1);
  }

  private stopPlaying(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private render(): void {
    const n = this.steps.length;
    const step = this.index > 0 ? this.steps[this.index - 1]! : null;
    const playing = this.timer !== undefined;
    const lines = step ? step.lines : [`${n} ${n === 1 ? 'action' : 'actions'}: step through them one by one.`];
    this.element.replaceChildren(
      el(
        'div',
        { class: 'replay-head' },
        el('h2', { 'data-testid': 'replay-title' }, this.title),
        el('span', { class: 'replay-step', 'data-testid': 'replay-step', 'aria-live': 'polite' }, step ? `Step ${this.index} of ${n}` : 'The whole turn'),
      ),
      el('ol', { class: 'replay-lines', 'data-testid': 'replay-lines' }, ...lines.map((l) => el('li', {}, l))),
      el(
        'div',
        { class: 'replay-buttons', role: 'group', 'aria-label': 'Replay steps' },
        button('◀ Back', () => this.go(this.index - 1), { 'data-testid': 'replay-back', 'aria-label': 'Previous step', disabled: this.index === 0 }),
        button(playing ? '❚❚ Pause' : '▶ Play', () => this.togglePlay(), { 'data-testid': 'replay-play', 'aria-label': playing ? 'Pause the replay' : 'Play the replay', 'aria-pressed': playing ? 'true' : 'false' }),
        button('Forward ▶', () => this.go(this.index + 1), { 'data-testid': 'replay-forward', 'aria-label': 'Next step', disabled: this.index === n }),
        button('Close', () => this.close(), { 'data-testid': 'replay-close', 'aria-label': 'Close the replay' }),
      ),
    );
    this.draw(step);
  }

  private draw(step: ReplayStep | null): void {
    const shown = step ? this.steps.slice(0, this.index) : this.steps;
    const moves = shown.flatMap((s) => s.moves.map((m) => ({ ...m, current: !step || s === step })));
    const hexes = step ? step.hexes : [...new Set(this.steps.flatMap((s) => s.hexes))];
    this.map.showHappened({ moves, hexes });
    const outcome = step ? this.outcomes.find((o) => o.firstSeq === step.seq) : undefined;
    if (outcome) this.banner.show(outcome, false);
    else this.banner.hide(false);
    if (step) this.map.reveal([...step.hexes, ...step.moves.flatMap((m) => m.path)]);
  }
}
