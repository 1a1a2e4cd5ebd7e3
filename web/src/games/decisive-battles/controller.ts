// Decisive Battles' part of the game screen. Players do not move counters: they command. The
// panel mirrors the book's menus as tabs (Army, HQs, Brigades, Roster); a click on a counter
// or a hex walks the map (its details show in the side panel); "Run the hour" ends the
// side's orders. The last hour's marches and the units fired on stay drawn on the map until
// the side gives its next order.

import { boardOf } from '../../api';
import type { GameContext, GameController, MapClick, SeatState } from '../../game-module';
import type { Action } from '../../protocol-types';
import { renderDetails } from '../../map/unit-card';
import { button, el } from '../../util/dom';
import { renderArmy } from './army-panel';
import { renderBrigades } from './brigade-panel';
import { hexDetails } from './hex-details';
import { drawHour } from './hour-layer';
import { hourMarks, lastHourEvents, orderedSinceHour } from './happened';
import { renderHqs } from './hq-panel';
import { armyMoves, brigadeOrders, isEngaged, orderableBrigades } from './orders';
import { freshUi, type PanelHost, type PanelUi } from './panel-state';
import { newCommandWords } from './report';
import { renderRoster } from './roster';
import { renderStatus } from './status';
import { asDb, type DbBoard, type DbView, type EngagedAnswer, type Side } from './types';
import { orderWords, otherSide, rememberNames, sideName } from './words';

type Tab = 'army' | 'hqs' | 'brigades' | 'roster';
const TABS: [Tab, string][] = [['army', 'Army'], ['hqs', 'HQs'], ['brigades', 'Brigades'], ['roster', 'Roster']];

export class DbController implements GameController {
  private state: SeatState | null = null;
  private view: DbView | null = null;
  private board: DbBoard | null = null;
  private tab: Tab = 'hqs';
  private selected: string | null = null;
  private hex: string | null = null;
  private ui: PanelUi = freshUi();
  private readonly engaged = new Map<string, EngagedAnswer | 'loading'>();
  private engagedSeq = -1;
  private readonly host: PanelHost;

  constructor(private readonly ctx: GameContext) {
    ctx.panel.setAttribute('data-testid', 'db-panel');
    ctx.panel.setAttribute('aria-label', 'Decisive Battles: orders');
    this.host = {
      act: (a) => void this.give(a),
      redraw: () => this.render(),
      pick: (id) => this.pick(id, true),
      ui: this.ui,
    };
  }

  update(state: SeatState): void {
    if (this.state?.seat !== state.seat) {
      this.ui = this.host.ui = freshUi();
      this.selected = this.hex = null;
    }
    this.state = state;
    this.view = asDb(state.view);
    rememberNames(this.view);
    // What a brigade is engaged with changes with every state.
    if (state.seq !== this.engagedSeq) {
      this.engaged.clear();
      this.engagedSeq = state.seq;
    }
    if (!this.myTurn()) this.ui.picking = null;
    if (!this.board)
      void boardOf(state).then((b) => {
        this.board = b as DbBoard;
        this.renderStatus();
        this.render();
      }, () => {});
    this.renderStatus();
    this.askEngaged();
    this.render();
  }

  private renderStatus(): void {
    if (this.view) this.ctx.status.replaceChildren(renderStatus(this.view, this.side(), this.board?.advice ?? []));
  }

  onMapClick(click: MapClick): boolean {
    const s = this.state;
    if (!s || !this.view) return false;
    const picking = this.ui.picking;
    if (picking?.kind === 'army') {
      const a = armyMoves(s.legal, new Set()).hexes.get(click.hex);
      if (a) {
        this.ui.picking = null;
        void this.give(a);
      } else this.ctx.say(`${click.hex} is not a friendly hex the army HQ may go to.`, 'info');
      return true;
    }
    if (picking?.kind === 'deploy') {
      const a = brigadeOrders(s.legal, picking.brigade).deploy.get(click.hex);
      if (a) {
        this.ui.picking = null;
        void this.give(a);
        return true;
      }
      if (!click.unit) {
        this.ctx.say('Deploy into one of the hexes outlined in green, beside the brigade.', 'info');
        return true;
      }
    }
    if (click.unit) {
      this.pick(click.unit, false);
      return true;
    }
    // The map walk on an empty hex: its terrain, holder, objective.
    this.selected = null;
    this.hex = click.hex;
    this.render();
    return true;
  }

  cancel(): boolean {
    if (this.ui.picking) {
      this.ui.picking = null;
      this.render();
      return true;
    }
    if (this.selected || this.hex) {
      this.selected = this.hex = null;
      this.render();
      return true;
    }
    return false;
  }

  picks(click: MapClick): boolean {
    return !!click.unit;
  }

  private myTurn(): boolean {
    const s = this.state;
    return !!s && !s.over && s.seat !== null && s.toMove === s.seat;
  }

  private side(): Side | null {
    return (this.state?.seat as Side | null) ?? null;
  }

  private pick(id: string, reveal: boolean): void {
    this.selected = id;
    this.hex = null;
    if (this.state && orderableBrigades(this.state.legal).includes(id)) this.tab = 'brigades';
    const at = this.view?.units.find((u) => u.id === id)?.hex;
    if (reveal && at) this.ctx.map.reveal([at]);
    this.askEngaged();
    this.render();
  }

  private async give(a: Action): Promise<void> {
    await this.ctx.act(a);
  }

  /** An engaged brigade's target and orders, asked once a state. */
  private askEngaged(): void {
    const id = this.selected;
    const s = this.state;
    if (!id || !s || this.engaged.has(id) || !isEngaged(brigadeOrders(s.legal, id))) return;
    this.engaged.set(id, 'loading');
    const seq = s.seq;
    this.ctx.inspect({ query: 'engaged', brigade: id }).then(
      (answer) => {
        if (seq !== this.engagedSeq) return;
        this.engaged.set(id, answer as EngagedAnswer);
        this.render();
      },
      () => this.engaged.delete(id),
    );
  }

  private render(): void {
    const map = this.ctx.map;
    map.clearHighlight('choice');
    map.markUnits('defender', []);
    const s = this.state;
    const v = this.view;
    this.ctx.showSelected(this.selected);
    if (!s || !v) return;
    this.drawHour(s, v);
    const side = this.side();
    const parts: HTMLElement[] = [];
    if (side) parts.push(this.orderState(v, side));
    if (this.hex && this.board) {
      const d = renderDetails(hexDetails(this.board, v, this.hex));
      d.setAttribute('data-testid', 'db-hex-details');
      parts.push(el('section', { class: 'db-section db-hex' }, d));
      map.highlight('choice', [this.hex]);
    }
    if (side) {
      parts.push(this.tabBar());
      const legal = this.myTurn() ? s.legal : [];
      if (this.tab === 'army') parts.push(renderArmy(v, side, legal, this.host));
      if (this.tab === 'hqs') parts.push(renderHqs(v, side, legal, this.host));
      if (this.tab === 'brigades') parts.push(renderBrigades(v, legal, this.selected, this.engaged, this.host));
      if (this.tab === 'roster') parts.push(renderRoster(v, side, (id) => this.pick(id, true)));
      this.lightPicking(legal);
    }
    this.ctx.panel.hidden = parts.length === 0;
    this.ctx.panel.replaceChildren(...parts);
  }

  /** The hour last run, on the map until the side gives its next order. */
  private drawHour(s: SeatState, v: DbView): void {
    const show = this.board && !orderedSinceHour(s.events);
    const marks = show ? hourMarks(lastHourEvents(s.events)) : null;
    if (marks) this.ctx.map.markUnits('defender', marks.hit);
    this.ctx.map.showGameLayer?.(marks && this.board ? drawHour(this.board, marks, (id) => v.units.find((u) => u.id === id)?.hex) : null);
  }

  private lightPicking(legal: readonly Action[]): void {
    const p = this.ui.picking;
    if (p?.kind === 'army') this.ctx.map.highlight('choice', armyMoves(legal, new Set()).hexes.keys());
    if (p?.kind === 'deploy') this.ctx.map.highlight('choice', brigadeOrders(legal, p.brigade).deploy.keys());
  }

  private tabBar(): HTMLElement {
    const bar = el('div', { class: 'db-tabs', role: 'tablist', 'aria-label': 'Command menus' });
    for (const [tab, label] of TABS) {
      const b = button(label, () => { this.tab = tab; this.render(); }, { role: 'tab', 'aria-selected': String(tab === this.tab), 'data-testid': `db-tab-${tab}`, class: tab === this.tab ? 'is-active' : '' });
      bar.appendChild(b);
    }
    return bar;
  }

  /** Whose orders are awaited, the orders given this hour, and the button that runs it. */
  private orderState(v: DbView, side: Side): HTMLElement {
    const root = el('section', { class: 'db-section db-hour-orders', 'data-testid': 'db-orders' });
    const own = v.sides?.[side];
    const other = otherSide(side);
    if (this.state?.over) {
      root.appendChild(el('p', {}, 'The battle is over.'));
      return root;
    }
    if (own?.orders_given) {
      root.appendChild(el('p', { class: 'db-waiting', 'data-testid': 'db-waiting' }, `Your orders are given. Waiting for the ${sideName(other)} orders: the hour runs when they end theirs.`));
    } else if (v.sides?.[other]?.orders_given) {
      root.appendChild(el('p', { class: 'hint' }, `The ${sideName(other)} orders are given; the hour runs when you end yours.`));
    }
    const given = this.givenOrders(v, side);
    if (given.length) root.append(el('h3', {}, 'Orders this hour'), el('ul', { class: 'db-given-list', 'data-testid': 'db-given' }, ...given.map((g) => el('li', {}, g))));
    if (this.myTurn()) {
      root.appendChild(el('div', { class: 'button-row' }, button('Run the hour', () => {
        const end = this.state?.legal.find((a) => a.type === 'end_orders');
        if (end) void this.give(end);
      }, { class: 'primary', 'data-testid': 'db-run-hour', title: 'End your orders; the hour runs once both sides have ended theirs' })));
    }
    return root;
  }

  private givenOrders(v: DbView, side: Side): string[] {
    const own = v.sides?.[side];
    const out: string[] = [];
    if (own?.profile_chosen) out.push(`Profile: ${own.profile}`);
    if (own?.army_ordered) out.push(own.army_corps ? `Army HQ to ${v.units.find((u) => u.id === own.army_corps)?.name ?? own.army_corps}` : own.army_goal ? `Army HQ to ${own.army_goal}` : 'Army HQ stands');
    for (const u of v.units) {
      if (u.side !== side || !u.ordered) continue;
      if (u.hq && u.new_command) out.push(`${u.name}: ${newCommandWords(u.new_command, v)}`);
      else if (!u.hq) out.push(`${u.name}: ${orderWords(u.order ?? '', u.goal, v)}`);
    }
    return out;
  }
}
