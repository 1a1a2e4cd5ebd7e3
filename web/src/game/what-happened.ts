// What just happened, for every game: the newest combat's banner over the map, and the other
// side's turn replayed when the player's turn comes back (or any past phase, from the report).

import type { GameModule, SeatState } from '../game-module';
import type { MapView } from '../map/map-view';
import type { LoggedEvent } from '../protocol-types';
import { isCombatNews } from './combat-news';
import { ReplayControl } from './replay-control';
import { lineText, movesBetween, playerHasTurn, playerKey, sectionAt, TurnWatcher, type TurnMoment } from './replay';
import { ResultBanner } from './result-banner';

export class WhatHappened {
  private readonly banner: ResultBanner;
  private readonly replay: ReplayControl;
  private readonly watcher = new TurnWatcher();
  private seen: readonly LoggedEvent[] = [];
  /** Per player (playerKey), where the units stood when they last had the turn. */
  private readonly positions = new Map<string, Map<string, string>>();

  constructor(
    private readonly module: GameModule,
    map: MapView,
    private readonly say: (text: string) => void,
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
    if (fresh.length) this.showCombat(state, fresh, !grew || before.length === 0);
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
    const title = lineText(heading.text).split('\n')[0]!;
    if (!this.replay.start(title, sectionAt(state.events, index), state.view)) this.say(`${title}: nothing in it shows on the map.`);
  }

  private dismissBanner(): void {
    this.banner.hide(!this.replay.active);
  }

  /** The banner shows the newest combat when the news is about it (combat-news.ts). */
  private showCombat(state: SeatState, fresh: readonly LoggedEvent[], wholeReport: boolean): void {
    if (this.replay.active) return;
    const last = this.module.combatOutcomes?.(state.events, state.view).at(-1);
    if (last && isCombatNews(last, fresh, wholeReport)) this.banner.show(last);
  }

  private offerReplay(state: SeatState): void {
    const mine = new Set(state.teams.find((t) => state.seat !== null && t.seats.includes(state.seat))?.seats ?? (state.seat ? [state.seat] : []));
    const moment: TurnMoment = {
      seat: state.seat,
      mine,
      phasing: this.module.turnSummary(state.view).phasing,
      toMove: state.toMove,
      seq: state.seq,
      events: state.events,
    };
    const since = this.watcher.observe(moment);
    const units = this.module.unitsOnMap(state.view);
    const before = this.positions.get(playerKey(moment));
    if (playerHasTurn(moment)) this.positions.set(playerKey(moment), new Map(units.map((u) => [u.id, u.hex])));
    if (!since) return;
    const others = [...new Set(since.map((e) => e.seat).filter((s): s is string => s !== null && !mine.has(s)))];
    const team = state.teams.find((t) => others.length > 0 && others.every((s) => t.seats.includes(s)));
    const names = others.map((s) => this.module.seatName(s));
    const title = team ? `The turn of the ${team.name}` : names.length === 1 ? `The ${names[0]} turn` : names.length ? `The turns of ${names.join(', ')}` : 'Since your last turn';
    this.replay.start(title, since, state.view, before ? movesBetween(before, units) : []);
  }
}
