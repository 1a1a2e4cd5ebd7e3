// What just happened, for every game: the newest combat's banner over the map, and the other
// side's turn replayed when the player's turn comes back (or any past phase, from the report).

import type { GameModule, SeatState } from '../game-module';
import type { MapView } from '../map/map-view';
import type { LoggedEvent } from '../protocol-types';
import { ReplayControl } from './replay-control';
import { sectionAt, lineText, TurnWatcher } from './replay';
import { ResultBanner } from './result-banner';

export class WhatHappened {
  private readonly banner: ResultBanner;
  private readonly replay: ReplayControl;
  private readonly watcher = new TurnWatcher();
  private seen: readonly LoggedEvent[] = [];

  constructor(
    private readonly module: GameModule,
    map: MapView,
  ) {
    this.banner = new ResultBanner(map, () => this.dismissBanner());
    this.replay = new ReplayControl(module, map, this.banner);
    map.root.append(this.replay.element, this.banner.element);
  }

  /** A new state on screen. */
  update(state: SeatState): void {
    const before = this.seen;
    this.seen = state.events;
    const grew = state.events.length >= before.length && before.every((e, i) => e === state.events[i]);
    const fresh = grew ? state.events.slice(before.length) : state.events;
    if (!grew) this.banner.hide(!this.replay.active);
    if (fresh.length) this.showCombat(state, fresh);
    this.offerReplay(state);
  }

  /** The player acts: what the banner and the replay showed is history now. */
  dismissAll(): void {
    this.replay.close();
    this.banner.hide();
  }

  /** Esc: closes the banner, else the replay; true if there was one. */
  dismissOne(): boolean {
    if (this.banner.outcome) {
      this.dismissBanner();
      return true;
    }
    if (this.replay.active) {
      this.replay.close();
      return true;
    }
    return false;
  }

  /** The report's Replay button on a phase heading. */
  replaySection(heading: LoggedEvent, state: SeatState): void {
    const index = state.events.indexOf(heading);
    if (index < 0) return;
    this.banner.hide();
    this.replay.start(lineText(heading.text).split('\n')[0]!, sectionAt(state.events, index), state.view);
  }

  private dismissBanner(): void {
    this.banner.hide(!this.replay.active);
  }

  /** The banner shows the newest combat while nothing else has happened since it. */
  private showCombat(state: SeatState, fresh: readonly LoggedEvent[]): void {
    if (this.replay.active) return;
    const last = this.module.combatOutcomes?.(state.events, state.view).at(-1);
    const newest = fresh.at(-1)!.seq;
    if (last && newest >= last.firstSeq && newest <= last.lastSeq) this.banner.show(last);
    else this.banner.hide();
  }

  private offerReplay(state: SeatState): void {
    const mine = new Set(state.teams.find((t) => state.seat !== null && t.seats.includes(state.seat))?.seats ?? (state.seat ? [state.seat] : []));
    const since = this.watcher.observe({
      seat: state.seat,
      mine,
      phasing: this.module.turnSummary(state.view).phasing,
      toMove: state.toMove,
      seq: state.seq,
      events: state.events,
    });
    if (!since) return;
    const others = [...new Set(since.map((e) => e.seat).filter((s): s is string => s !== null && !mine.has(s)))];
    const names = others.map((s) => this.module.seatName(s));
    const title = names.length === 1 ? `The ${names[0]} turn` : names.length ? `The turns of ${names.join(', ')}` : 'Since your last turn';
    if (this.replay.start(title, since, state.view)) this.banner.hide(false);
  }
}
