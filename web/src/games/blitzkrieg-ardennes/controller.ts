// Blitzkrieg at the Ardennes' part of the game screen. It owns selection: a unit picked on the
// map or in the raster lights what it may do (reachable hexes from `reachable`, places to be
// put, guns' targets within three hexes, retreats and advances), and a click there orders it.
// A click on an enemy hex starts an engagement, previewed with its odds before `engage`.

import { boardOf } from '../../api';
import type { GameContext, GameController, MapClick, PathPreview, SeatState } from '../../game-module';
import type { Action } from '../../protocol-types';
import { allLabels, hexDistance } from '../../map/hex';
import { button, el } from '../../util/dom';
import type { BkaBoard } from './board-layer';
import { candidateAttackers, EMPTY_PLAN, enemyHexes, planAction, prunePlan, toggleAttacker, toggleTarget, type EngagementPlan } from './engagement-plan';
import { commonHexes, toggleInGroup } from './group-move';
import { attackRows, defenceRows } from './odds-breakdown';
import { commandable, orderHexes, ordersAt, spreadPlacement, unitButtons } from './orders';
import { actionButtons, counterButton, renderBattle, renderEngagements, renderPlan } from './panels';
import { asBka, unitIndex, type BkaUnit, type BkaView, type PreviewAnswer, type ReachableAnswer, type Side } from './types';
import { dateWords, levelWords, rememberNames, sideName } from './words';

export class BkaController implements GameController {
  private state: SeatState | null = null;
  private view: BkaView | null = null;
  private units = new Map<string, BkaUnit>();
  private selected: string | null = null;
  private reach: ReachableAnswer | null = null;
  /** Units picked with Shift to move together, and the hexes all of them can reach. */
  private group: string[] = [];
  private groupReach = new Set<string>();
  private asking = 0;
  private plan: EngagementPlan = EMPTY_PLAN;
  private preview: PreviewAnswer | 'loading' | null = null;
  private previewKey = '';
  private searching = false;
  private placing = false;
  private board: BkaBoard | null = null;
  /** The battle decision last brought into view, so the map moves once, not on every update. */
  private revealed = '';
  private readonly panel: HTMLElement;
  /** Where a unit of the seat's view stands. */
  private readonly hexOf = (id: string): string | undefined => this.units.get(id)?.hex;

  constructor(private readonly ctx: GameContext) {
    this.panel = ctx.panel;
    this.panel.setAttribute('data-testid', 'bka-panel');
    this.panel.setAttribute('aria-label', 'Blitzkrieg at the Ardennes');
  }

  update(state: SeatState): void {
    if (this.state?.seat !== state.seat) this.reset();
    this.state = state;
    this.view = asBka(state.view);
    this.units = unitIndex(this.view);
    rememberNames(this.view);
    if (!this.board) void boardOf(state).then((b: unknown) => { this.board = b as BkaBoard; this.render(); }, () => {});
    const side = this.mySide();
    this.plan = side && this.view.phase === 'movement' && this.myTurn() ? prunePlan(this.plan, this.view, side) : EMPTY_PLAN;
    if (this.selected && !this.stillCommandable(this.selected)) this.selected = null;
    if (!this.selected) this.selected = this.nextPending();
    const movable = new Set(state.legal.filter((a) => a.type === 'move').map((a) => String(a.unit)));
    if (this.group.some((id) => !movable.has(id))) {
      this.group = this.group.filter((id) => movable.has(id));
      void this.askGroupReach();
    }
    if (!state.legal.some((a) => a.type === 'search')) this.searching = false;
    this.reach = null;
    if (this.selected) void this.askReach(this.selected);
    this.ctx.status.replaceChildren(this.statusLine());
    this.refreshPreview();
    this.render();
  }

  onMapClick(click: MapClick): boolean {
    const v = this.view;
    const s = this.state;
    if (!v || !s || !this.myTurn()) return false;
    if (this.searching) {
      const a = s.legal.find((x) => x.type === 'search' && x.hex === click.hex);
      this.searching = false;
      if (a) void this.ctx.act(a);
      this.render();
      return true;
    }
    const mine = click.unit ? this.units.get(click.unit)?.side === this.mySide() : false;
    if (click.shift && mine && this.plan.targets.length) {
      this.setPlan(toggleAttacker(this.plan, click.unit!));
      return true;
    }
    if (click.shift && mine && v.phase === 'movement' && s.legal.some((a) => a.type === 'move' && a.unit === click.unit)) {
      const start = this.group.length === 0 && this.selected && this.selected !== click.unit ? [this.selected] : this.group;
      this.group = toggleInGroup(start, click.unit!);
      void this.askGroupReach();
      this.render();
      return true;
    }
    if (this.group.length > 1 && this.groupReach.has(click.hex)) {
      void this.moveGroup(click.hex);
      return true;
    }
    if (this.selected) {
      const orders = ordersAt(s.legal, this.selected, click.hex, this.hexOf, click.unit);
      // A lit hex orders the selection, whoever stands there, as the generic movement does.
      if (orders.length) {
        void this.ctx.act(orders[0]!);
        return true;
      }
      const to = this.reach?.hexes.find((h) => h.hex === click.hex);
      if (to) {
        void this.ctx.act({ type: 'move', unit: this.selected, to: click.hex });
        return true;
      }
    }
    if (click.unit && mine && commandable(s.legal, click.unit)) {
      const stack = [...this.units.values()].filter((u) => u.hex === click.hex && commandable(s.legal, u.id)).map((u) => u.id);
      // A second click on the selected counter goes to the next unit of the stack.
      const at = this.selected ? stack.indexOf(this.selected) : -1;
      this.select(at >= 0 ? stack[(at + 1) % stack.length]! : click.unit);
      return true;
    }
    const side = this.mySide()!;
    if (v.phase === 'air') {
      const bomb = s.legal.find((a) => a.type === 'bomb' && (a.unit ? this.hexOf(String(a.unit)) === click.hex && (!click.unit || a.unit === click.unit) : a.hex === click.hex));
      if (bomb) {
        void this.ctx.act(bomb);
        return true;
      }
    }
    if (v.phase === 'movement' && enemyHexes(v, side).has(click.hex)) {
      this.select(null);
      this.setPlan(toggleTarget(this.plan, click.hex));
      return true;
    }
    this.select(null);
    return false;
  }

  cancel(): boolean {
    if (this.searching || this.placing) {
      this.searching = this.placing = false;
      this.render();
      return true;
    }
    if (this.plan.targets.length || this.plan.attackers.length) {
      this.setPlan(EMPTY_PLAN);
      return true;
    }
    if (this.group.length) {
      this.group = [];
      this.groupReach.clear();
      this.render();
      return true;
    }
    if (this.selected) {
      this.select(null);
      return true;
    }
    return false;
  }

  /** A move the selected unit may not make: the server says why. */
  refusalProbe(hex: string): Action | undefined {
    const id = this.selected;
    const u = id ? this.units.get(id) : undefined;
    if (!u || !this.reach || u.hex === hex || this.view?.phase !== 'movement') return undefined;
    if (this.reach.hexes.some((h) => h.hex === hex) || enemyHexes(this.view, u.side).has(hex)) return undefined;
    return { type: 'move', unit: u.id, to: hex };
  }

  picks(click: MapClick): boolean {
    return !!click.unit && !!this.state && this.myTurn() && this.units.get(click.unit)?.side === this.mySide() && commandable(this.state.legal, click.unit);
  }

  pathTo(hex: string): PathPreview | undefined {
    const to = this.reach?.hexes.find((h) => h.hex === hex);
    return to ? { path: to.path, label: `${to.cost} MP` } : undefined;
  }

  private reset(): void {
    this.selected = null;
    this.reach = null;
    this.plan = EMPTY_PLAN;
    this.group = [];
    this.groupReach.clear();
    this.searching = this.placing = false;
  }

  private myTurn(): boolean {
    const s = this.state;
    return !!s && !s.over && s.seat !== null && s.toMove === s.seat;
  }

  private mySide(): Side | null {
    return (this.state?.seat as Side | null) ?? null;
  }

  private stillCommandable(id: string): boolean {
    return !!this.state && this.myTurn() && commandable(this.state.legal, id);
  }

  /** In a battle, the first of the seat's units that must still retreat, advance or be lost. */
  private nextPending(): string | null {
    const b = this.view?.battle;
    if (!b || !this.state || !this.myTurn()) return null;
    const deciding = this.state.legal.filter((a) => ['retreat', 'advance', 'lose_unit'].includes(a.type)).map((a) => String(a.unit));
    return b.pending.find((id) => deciding.includes(id)) ?? deciding[0] ?? null;
  }

  private select(id: string | null): void {
    this.selected = id;
    this.reach = null;
    if (id) void this.askReach(id);
    this.render();
  }

  private async askReach(id: string): Promise<void> {
    if (!this.state?.legal.some((a) => a.type === 'move' && a.unit === id)) return;
    const ask = ++this.asking;
    try {
      const answer = (await this.ctx.inspect({ type: 'reachable', unit: id })) as ReachableAnswer;
      if (ask !== this.asking || this.selected !== id) return;
      this.reach = answer;
      this.render();
    } catch {
      // No lit hexes; the unit's other orders still show.
    }
  }

  private async askGroupReach(): Promise<void> {
    const group = this.group;
    this.groupReach = new Set();
    try {
      const answers = (await Promise.all(group.map((id) => this.ctx.inspect({ type: 'reachable', unit: id })))) as ReachableAnswer[];
      if (group !== this.group) return;
      this.groupReach = commonHexes(answers);
      this.render();
    } catch {
      // No lit hexes: the units can still be moved one at a time.
    }
  }

  /** Each unit of the group to the hex, one action at a time; a refusal stops the rest. */
  private async moveGroup(hex: string): Promise<void> {
    const group = this.group;
    this.group = [];
    this.groupReach.clear();
    for (const id of group) if (!(await this.ctx.act({ type: 'move', unit: id, to: hex }))) break;
  }

  private setPlan(plan: EngagementPlan): void {
    this.plan = plan;
    this.refreshPreview();
    this.render();
  }

  private refreshPreview(): void {
    const action = planAction(this.plan);
    const key = action ? JSON.stringify(action) : '';
    if (key === this.previewKey) return;
    this.previewKey = key;
    this.preview = action ? 'loading' : null;
    if (!action) return;
    this.ctx.inspect({ type: 'preview', action }).then(
      (answer) => {
        if (this.previewKey !== key) return;
        this.preview = answer as PreviewAnswer;
        this.render();
      },
      (error: Error) => {
        if (this.previewKey !== key) return;
        this.preview = { legal: false, reason: `no preview (${error.message})` };
        this.render();
      },
    );
  }

  private async commitPlan(): Promise<void> {
    const action = planAction(this.plan);
    if (action && (await this.ctx.act(action))) this.setPlan(EMPTY_PLAN);
  }

  /** Places every unit of the raster, each in the least crowded hex it may go to, one
   * action after another (each made on the state the last one's answer left). */
  private async placeAll(): Promise<void> {
    const s = this.state;
    const v = this.view;
    if (!s || !v || !this.myTurn() || this.placing) return;
    const crowd = new Map<string, number>();
    for (const u of v.units ?? []) crowd.set(u.hex, (crowd.get(u.hex) ?? 0) + 1);
    this.placing = true;
    this.render();
    for (const a of spreadPlacement(s.legal, v.raster ?? [], crowd)) if (!this.placing || !(await this.ctx.act(a))) break;
    this.placing = false;
    this.render();
  }

  private render(): void {
    const map = this.ctx.map;
    for (const kind of ['reachable', 'choice', 'target', 'candidate', 'chosen'] as const) map.clearHighlight(kind);
    map.markUnits('attacker', []);
    map.markUnits('candidate', []);
    map.markUnits('defender', []);
    const v = this.view;
    const s = this.state;
    this.ctx.showSelected(this.selected);
    if (!v || !s) return;
    const parts: (HTMLElement | null)[] = [];
    const mine = this.myTurn();
    const side = this.mySide();

    if (v.battle) {
      parts.push(renderBattle(v, mine));
      // "blu", AL and DL: the owner picks the unit it loses, from a list.
      const losses = mine ? s.legal.filter((a) => a.type === 'lose_unit') : [];
      if (losses.length) parts.push(actionButtons(losses, v, (a) => void this.ctx.act(a)));
      map.highlight('chosen', v.battle.targets);
      map.markUnits('attacker', v.battle.attackers);
      map.markUnits('defender', v.battle.defenders);
    }
    if (mine && (v.raster ?? []).length && s.legal.some((a) => a.type === 'place' || a.type === 'hold')) parts.push(this.rasterPanel(v, s));
    if (this.selected && mine) {
      const lit = orderHexes(s.legal, this.selected, this.hexOf);
      map.highlight('choice', lit.choice);
      const key = v.battle ? `${v.battle.targets.join()}:${v.battle.stage}:${this.selected}` : '';
      if (key && key !== this.revealed && lit.choice.size) {
        this.revealed = key;
        map.reveal([...lit.choice]);
      }
      map.highlight('target', lit.target);
      if (this.reach && this.group.length < 2) map.highlight('reachable', this.reach.hexes.map((h) => h.hex));
      const u = this.units.get(this.selected);
      // The guns' reach (table 1's three hexes), whether or not an enemy stands in it now.
      if (u?.class === 'artillery' && v.phase === 'movement') {
        map.highlight('candidate', this.rangeOf(u.hex));
      }
      parts.push(this.selectedPanel(u, lit.target.size, lit.choice.size, s.legal));
    }
    if (mine && this.group.length > 1) {
      map.highlight('reachable', this.groupReach);
      map.markUnits('candidate', this.group);
      parts.push(
        el('section', { class: 'bka-group', 'data-testid': 'bka-group' },
          el('h3', {}, `Moving together: ${this.group.length} units`),
          el('p', { class: 'hint' }, `${this.groupReach.size} hexes every one of them can reach striped in yellow: click one to move them all there. Shift-click a counter to add or drop it; Esc to stop.`)),
      );
    }
    if (mine && v.phase === 'movement' && side && this.plan.targets.length) {
      const candidates = candidateAttackers(v, side, this.plan.targets);
      map.highlight('chosen', this.plan.targets);
      map.markUnits('candidate', candidates.map((u) => u.id));
      map.markUnits('attacker', this.plan.attackers);
      const d = this.preview && this.preview !== 'loading' ? this.preview.details : undefined;
      parts.push(
        renderPlan({
          plan: this.plan,
          candidates,
          preview: this.preview,
          attack: d ? attackRows(d.attackers, this.units) : [],
          defence: d ? defenceRows(d.defenders, this.units, d.across_river) : [],
          toggle: (id) => this.setPlan(toggleAttacker(this.plan, id)),
          all: () => this.setPlan({ ...this.plan, attackers: candidates.map((u) => u.id) }),
          clear: () => this.setPlan(EMPTY_PLAN),
          commit: () => void this.commitPlan(),
        }),
      );
    }
    if (mine) this.lightPhaseTargets(v, s.legal);
    parts.push(renderEngagements(v, mine ? s.legal : [], (a) => void this.ctx.act(a)));
    if (mine) parts.push(this.phaseOrders(v, s.legal));
    const shown = parts.filter((p): p is HTMLElement => !!p);
    this.panel.hidden = shown.length === 0;
    this.panel.replaceChildren(...shown);
  }

  /** Table 1's reach, in hexes, as the board gives it ("up to three hexes"). */
  private artilleryRange(): number {
    return this.board?.artillery_range ?? 0;
  }

  /** The hexes within the guns' reach of `hex`, to outline the artillery's range. */
  private rangeOf(hex: string): string[] {
    const b = this.board;
    if (!b) return [];
    return allLabels(b.grid.columns, b.grid.rows).filter((h) => hexDistance(h, hex) <= this.artilleryRange());
  }

  private rasterPanel(v: BkaView, s: SeatState): HTMLElement {
    const raster = v.raster ?? [];
    const title = v.phase === 'deploy' ? `Deployment: ${raster.length} units to place in the start zone` : `Raster: ${raster.length} reinforcements`;
    const root = el('section', { class: 'bka-raster', 'data-testid': 'bka-raster' }, el('h3', {}, title));
    root.appendChild(el('p', { class: 'hint' }, 'Pick a unit, then a hex outlined in green to put it there.'));
    const list = el('div', { class: 'counter-buttons' });
    for (const id of raster) {
      list.appendChild(counterButton(v, id, id === this.selected, () => this.select(id === this.selected ? null : id), `bka-raster-${id}`));
    }
    root.appendChild(list);
    if (s.legal.some((a) => a.type === 'place')) {
      root.appendChild(el('div', { class: 'button-row' }, button(this.placing ? 'Placing…' : 'Place the rest (each in the least crowded hex)', () => void this.placeAll(), { 'data-testid': 'bka-place-rest', disabled: this.placing })));
    }
    return root;
  }

  private selectedPanel(u: BkaUnit | undefined, targets: number, choices: number, legal: readonly Action[]): HTMLElement {
    const id = this.selected!;
    const root = el('section', { class: 'bka-selected', 'data-testid': 'bka-selected' }, el('h3', {}, u ? `${u.name} (${u.hex})` : id));
    const hints: string[] = [];
    if (this.reach) hints.push(`${this.reach.hexes.length} hexes striped in yellow: hover for the path, click to move (the unit may be picked up again until "Resolve"); Shift-click other counters to move several together.`);
    if (targets) hints.push(`${targets} enemy hex(es) within ${this.artilleryRange()} hexes outlined in red: click to aim the guns (range outlined in blue).`);
    if (choices) hints.push(`${choices} hex(es) outlined in green: click to choose.`);
    for (const h of hints) root.appendChild(el('p', { class: 'hint' }, h));
    const buttons = unitButtons(legal, id);
    if (buttons.length) root.appendChild(actionButtons(buttons, this.view!, (a) => void this.ctx.act(a)));
    return root;
  }

  /** What a click on the map may hit in this phase, whatever is selected: the enemy units and
   * dumps an air strike may hit, the hexes air reconnaissance may search around. */
  private lightPhaseTargets(v: BkaView, legal: readonly Action[]): void {
    const map = this.ctx.map;
    if (this.searching) {
      map.highlight('choice', legal.filter((a) => a.type === 'search').map((a) => String(a.hex)));
      return;
    }
    if (v.phase !== 'air' || this.selected) return;
    const hexes = legal.filter((a) => a.type === 'bomb').map((a) => (a.unit ? this.hexOf(String(a.unit)) : String(a.hex)));
    map.highlight('target', hexes.filter((h): h is string => !!h));
  }

  /** Orders of the phase that belong to no unit: V2s, air strikes, air reconnaissance, and the
   * guns that may give protective fire. */
  private phaseOrders(v: BkaView, legal: readonly Action[]): HTMLElement | null {
    const v2 = legal.filter((a) => a.type === 'launch_v2');
    const dumps = legal.filter((a) => a.type === 'bomb' && a.hex);
    const search = legal.some((a) => a.type === 'search');
    const bombs = legal.filter((a) => a.type === 'bomb' && a.unit).length;
    const guns = [...new Set(legal.filter((a) => a.type === 'protect').map((a) => String(a.gun)))];
    if (!v2.length && !dumps.length && !search && !bombs && !guns.length) return null;
    const root = el('section', { class: 'bka-phase-orders', 'data-testid': 'bka-phase-orders' });
    if (v2.length) root.append(el('h3', {}, `V2 (${v.v2_left} left)`), actionButtons(v2, v, (a) => void this.ctx.act(a)));
    if (bombs || dumps.length) root.append(el('h3', {}, `Air strikes (${v.sorties_left} left)`), el('p', { class: 'hint' }, 'Click an enemy unit outlined in red to bomb it (table 4), or a dump:'), actionButtons(dumps, v, (a) => void this.ctx.act(a)));
    if (search) {
      root.append(
        el('h3', {}, `Air reconnaissance (${v.searches_left} left)`),
        el('p', { class: 'hint' }, 'Hidden units within two hexes of the hex are revealed until your next turn.'),
        button(this.searching ? 'Click a hex outlined in green…' : 'Search: pick a hex', () => { this.searching = !this.searching; this.render(); }, { 'data-testid': 'bka-search' }),
      );
    }
    if (guns.length) {
      const list = el('div', { class: 'counter-buttons' });
      for (const id of guns) list.appendChild(counterButton(v, id, id === this.selected, () => this.select(id === this.selected ? null : id), `bka-gun-${id}`));
      root.append(el('h3', {}, 'Protective fire'), el('p', { class: 'hint' }, `Pick a gun, then a unit within ${this.artilleryRange()} hexes outlined in green: when the Germans resolve, the gun fires on the largest German unit attacking it.`), list);
    }
    return root;
  }

  private statusLine(): HTMLElement {
    const v = this.view!;
    const dumps = (v.dumps ?? []).map((d) => `${d.name} ${sideName(d.owner)} ${d.supply}`).join('; ');
    return el('div', { 'data-testid': 'bka-status' },
      el('p', { class: 'status-line' }, `${dateWords(v.date)} (turn ${Math.min(v.turn + 1, v.turns)} of ${v.turns}), ${v.weather}. German victory so far: ${levelWords(v.german_victory)}.`),
      el('p', { class: 'status-line' }, `Dumps: ${dumps}.`));
  }
}

