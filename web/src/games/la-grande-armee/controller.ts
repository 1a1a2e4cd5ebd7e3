// La Grande Armée's part of the game screen. It owns selection and movement (one area at a
// time, attacks previewed before they are made), the build, defense and area panels, and
// draws Europe over the generic board once the page is on screen.

import { boardOf } from '../../api';
import { type GameContext, type GameController, type MapClick, type PathPreview, type SeatState } from '../../game-module';
import type { Action } from '../../protocol-types';
import { button, el } from '../../util/dom';
import { LIT_WORDS } from '../../map/lit-look';
import { clickWord, touchScreen } from '../../map/tap-confirm';
import { lastAttack } from './defense-lead';
import { buildPanelModel } from './build-groups';
import { areaInfo, attackPreviewPanel, buildPanel, mpPanel, phaseBar, stackList, unitLine, victoryLadder } from './panels';
import { formatReinforce, formatWithdraw } from './preview-format';
import type { March } from './stacks';
import { firstStep, legalMove, movableUnits, nextMarchStep, nextUnit, stepsAlong, unitsAt } from './stacks';
import { asLga, type AreaAnswer, type LgaBoard, type LgaUnit, type LgaView, type PreviewAnswer, type ReachableAnswer } from './types';
import { passWords, placeName, sideName } from './words';

interface PendingAttack {
  hex: string;
  action: Action;
  preview: PreviewAnswer | 'loading';
}

export class LgaController implements GameController {
  private state: SeatState | null = null;
  private view: LgaView | null = null;
  private units = new Map<string, LgaUnit>();
  private selected: string | null = null;
  private reach: ReachableAnswer | null = null;
  private asking = 0;
  private attack: PendingAttack | null = null;
  private march: March | null = null;
  private areaHex: string | null = null;
  private area: AreaAnswer | 'loading' | null = null;
  private stackHex: string | null = null;
  private defensePreviews = new Map<string, PreviewAnswer | 'loading'>();
  private defenseKey = '';
  private board: LgaBoard | null = null;
  private boardAsked = false;
  private hoverTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly panel: HTMLElement;

  constructor(private readonly ctx: GameContext) {
    this.panel = ctx.panel;
    this.panel.setAttribute('data-testid', 'lga-panel');
    this.panel.setAttribute('aria-label', 'La Grande Armée');
    this.panel.classList.add('lga-panel');
  }

  update(state: SeatState): void {
    const seatChanged = this.state?.seat !== state.seat;
    this.state = state;
    this.view = asLga(state.view);
    this.units = new Map((this.view.units ?? []).map((u) => [u.id, u]));
    if (seatChanged) this.reset();
    if (this.selected && !this.canCommand(this.selected)) this.selected = null;
    // The stack shown follows the selected unit as it moves.
    const hex = this.selected ? this.units.get(this.selected)?.hex : undefined;
    if (hex) this.stackHex = hex;
    if (this.attack && !state.legal.some((a) => JSON.stringify(a) === JSON.stringify(this.attack!.action))) this.attack = null;
    this.ensureBoard(state);
    this.ctx.status.replaceChildren(mpPanel(this.view), victoryLadder(this.view));
    this.refreshDefensePreviews();
    this.reach = null;
    if (this.selected) void this.askReach(this.selected);
    this.render();
    if (this.areaHex) void this.askArea(this.areaHex);
    this.continueMarch();
  }

  /** After each step of a long march, the next one, until the rules stop the unit. */
  private continueMarch(): void {
    const march = this.march;
    if (!march) return;
    if (!this.myMovement()) {
      this.march = null;
      return;
    }
    const mine = (this.view!.units ?? []).find((u) => u.id === march.unit)?.side;
    const enemyAt = (hex: string) => unitsAt(this.view!, hex).some((u) => u.side !== mine);
    const step = nextMarchStep(march, this.units.get(march.unit)?.hex, this.state!.legal, enemyAt);
    if (step.kind !== 'move') {
      this.march = null;
      if (step.kind === 'stopped') this.ctx.say(step.why, 'info');
      return;
    }
    this.march = { unit: march.unit, at: march.steps[0]!, steps: march.steps.slice(1) };
    void this.ctx.act(step.action).then((ok) => {
      if (!ok) this.march = null;
    });
  }

  onMapClick(click: MapClick): boolean {
    const v = this.view;
    const s = this.state;
    if (!v || !s) return false;
    this.march = null;  // a new order replaces a march under way
    if (click.touch && this.confirmAttack(click.hex)) return true;
    if (this.myMovement() && this.selected && this.reach) {
      if ((this.reach.attacks ?? []).includes(click.hex)) {
        this.startAttack(click.hex);
        return true;
      }
      const target = this.reach.hexes.find((h) => h.hex === click.hex);
      if (target) {
        this.moveToward(click.hex, target.path);
        return true;
      }
    }
    this.stackHex = unitsAt(v, click.hex).length ? click.hex : null;
    if (click.unit && this.myMovement()) {
      const stack = unitsAt(v, click.hex).map((u) => u.id);
      const movable = movableUnits(v, s.legal).filter((id) => stack.includes(id));
      const pick = movable.includes(click.unit) && this.selected !== click.unit ? click.unit : nextUnit(movable, this.selected && movable.includes(this.selected) ? this.selected : null);
      if (pick) this.select(pick);
    }
    void this.askArea(click.hex);
    this.render();
    return true;
  }

  /** An area the selected unit may neither enter nor attack now: the server judges the step. */
  refusalProbe(hex: string): Action | undefined {
    const id = this.selected;
    if (!this.myMovement() || !id || !this.reach || this.units.get(id)?.hex === hex) return undefined;
    if ((this.reach.attacks ?? []).includes(hex) || this.reach.hexes.some((h) => h.hex === hex)) return undefined;
    return { type: 'move', unit: id, to: hex };
  }

  /** A unit of the player's that may move is under the tap or click: it gets picked. */
  picks(click: MapClick): boolean {
    if (!click.unit || !this.view || !this.state || !this.myMovement()) return false;
    const stack = unitsAt(this.view, click.hex).map((u) => u.id);
    return movableUnits(this.view, this.state.legal).some((id) => stack.includes(id));
  }

  /** The cheapest path to an area the selected unit may reach, and what it costs. */
  pathTo(hex: string): PathPreview | undefined {
    const target = this.myMovement() && this.selected ? this.reach?.hexes.find((h) => h.hex === hex) : undefined;
    if (!target || (this.reach?.attacks ?? []).includes(hex)) return undefined;
    return { path: target.path, label: target.cost === 'all' ? 'all MP' : `${target.cost} MP` };
  }

  /** On a touch screen the first tap on a target previews the attack (its panel), and a
   * second tap on the same target makes it, as the panel's button would. */
  private confirmAttack(hex: string): boolean {
    const pending = this.attack;
    if (!pending || pending.hex !== hex || pending.preview === 'loading' || !pending.preview.legal) return false;
    this.attack = null;
    void this.ctx.act(pending.action);
    return true;
  }

  cancel(): boolean {
    if (this.march) {
      this.march = null;
      return true;
    }
    if (this.attack) {
      this.attack = null;
      this.render();
      return true;
    }
    if (this.selected) {
      this.select(null);
      return true;
    }
    return false;
  }

  private reset(): void {
    this.selected = null;
    this.reach = null;
    this.attack = null;
    this.stackHex = null;
  }

  private myTurn(): boolean {
    const s = this.state;
    return !!s && !s.over && s.seat !== null && s.toMove === s.seat;
  }

  private myMovement(): boolean {
    return this.myTurn() && this.view?.phase === 'movement';
  }

  private canCommand(id: string): boolean {
    return !!this.state && this.myMovement() && this.state.legal.some((a) => (a.type === 'move' || a.type === 'halt') && a.unit === id);
  }

  private select(id: string | null): void {
    this.selected = id;
    this.reach = null;
    this.attack = null;
    if (id) {
      const hex = this.units.get(id)?.hex;
      if (hex) this.stackHex = hex;
      void this.askReach(id);
    }
    this.render();
  }

  private async askReach(id: string): Promise<void> {
    const ask = ++this.asking;
    try {
      const answer = (await this.ctx.inspect({ type: 'reachable', unit: id })) as ReachableAnswer;
      if (ask !== this.asking || this.selected !== id) return;
      this.reach = answer;
      this.render();
    } catch {
      // No lit hexes; the legal list still offers END.
    }
  }

  private async askArea(hex: string): Promise<void> {
    this.areaHex = hex;
    if (this.area === null) this.area = 'loading';
    try {
      const a = (await this.ctx.inspect({ type: 'area', hex })) as AreaAnswer;
      if (this.areaHex !== hex) return;
      this.area = a;
      this.render();
    } catch (e) {
      this.ctx.say(`No information on ${hex}: ${(e as Error).message}`, 'error');
    }
  }

  /** One step toward `hex`, and the rest as a long march along the cheapest path. */
  private moveToward(hex: string, path: string[]): void {
    const id = this.selected!;
    const from = this.units.get(id)?.hex;
    const step = firstStep(path, from, hex);
    const action = legalMove(this.state!.legal, id, step);
    if (!action) {
      this.ctx.say(`${id} cannot move to ${step} now.`, 'info');
      return;
    }
    if ((this.reach?.attacks ?? []).includes(step)) {
      this.startAttack(step);
      return;
    }
    const steps = stepsAlong(path, from);
    this.march = { unit: id, at: step, steps: steps.slice(steps.indexOf(step) + 1) };
    void this.ctx.act(action).then((ok) => {
      if (!ok) this.march = null;
    });
  }

  private startAttack(hex: string): void {
    const id = this.selected!;
    const action = legalMove(this.state!.legal, id, hex);
    if (!action) {
      this.ctx.say(`${id} cannot attack ${this.place(hex)} from where it stands.`, 'info');
      return;
    }
    const pending: PendingAttack = { hex, action, preview: 'loading' };
    this.attack = pending;
    this.render();
    this.ctx.inspect({ type: 'preview', action }).then(
      (answer) => {
        if (this.attack !== pending) return;
        pending.preview = answer as PreviewAnswer;
        this.render();
      },
      (e: Error) => {
        if (this.attack !== pending) return;
        pending.preview = { legal: false, reason: e.message };
        this.render();
      },
    );
  }

  private refreshDefensePreviews(): void {
    const s = this.state!;
    const defending = this.myTurn() && this.view?.phase === 'defense';
    const actions = defending ? s.legal.filter((a) => a.type === 'reinforce' || a.type === 'withdraw') : [];
    const key = `${s.seq}:${actions.map((a) => JSON.stringify(a)).join('|')}`;
    if (key === this.defenseKey) return;
    this.defenseKey = key;
    this.defensePreviews = new Map();
    for (const a of actions.slice(0, 40)) {
      const k = JSON.stringify(a);
      this.defensePreviews.set(k, 'loading');
      this.ctx.inspect({ type: 'preview', action: a }).then(
        (p) => {
          if (this.defenseKey !== key) return;
          this.defensePreviews.set(k, p as PreviewAnswer);
          this.render();
        },
        () => undefined,
      );
    }
  }

  private ensureBoard(state: SeatState): void {
    if (this.boardAsked) return;
    this.boardAsked = true;
    boardOf(state).then(
      (b) => {
        this.board = b as LgaBoard;
      },
      (e: Error) => this.ctx.say(`The map's city names could not be read: ${e.message}`, 'error'),
    );
  }

  /** Area information after the pointer rests on a hex for a moment. */
  onMapHover(hex: string | null): void {
    clearTimeout(this.hoverTimer);
    if (!hex || hex === this.areaHex) return;
    this.hoverTimer = setTimeout(() => void this.askArea(hex), 400);
  }

  private render(): void {
    const v = this.view;
    const s = this.state;
    const map = this.ctx.map;
    map.clearHighlight('reachable');
    map.clearHighlight('target');
    map.clearHighlight('chosen');
    map.clearHighlight('choice');
    map.markUnits('attacker', []);
    map.markUnits('defender', []);
    this.ctx.showSelected(this.selected);
    if (!v || !s) return;
    this.panel.hidden = false;
    const parts: (HTMLElement | string)[] = [phaseBar(v, s.seat)];
    const act = (a: Action) => void this.ctx.act(a);
    const endPhase = s.legal.find((a) => a.type === 'end_phase');
    const endButton = () =>
      endPhase && this.myTurn()
        ? button(passWords(v), () => act(endPhase), { class: 'primary', 'data-testid': 'lga-end-phase', 'aria-label': passWords(v), 'data-action': JSON.stringify(endPhase) })
        : '';

    if (this.myTurn() && v.phase === 'build') {
      parts.push(buildPanel(buildPanelModel(s.legal, this.units), v, { act, place: (h) => this.place(h) }), el('div', { class: 'button-row' }, endButton()));
    } else if (this.myMovement()) {
      parts.push(this.movementPanel(s, v, endButton()));
    } else if (this.myTurn() && v.phase === 'defense') {
      parts.push(this.defensePanel(s, v, endButton()));
    } else if (!s.over && v.phase === 'defense' && v.last_attack) {
      map.highlight('chosen', [v.last_attack]);
      parts.push(el('p', { class: 'muted', 'data-testid': 'lga-waiting' }, `Waiting for the ${sideName(v.to_move)} defensive moves (last attack on ${this.place(v.last_attack)}).`));
    } else if (!s.over && s.seat && s.toMove !== s.seat) {
      parts.push(el('p', { class: 'muted', 'data-testid': 'lga-waiting' }, `Waiting for the ${sideName(s.toMove)} player.`));
    } else if (this.myTurn() && endPhase) {
      parts.push(el('div', { class: 'button-row' }, endButton()));
    }

    if (this.stackHex) {
      const list = unitsAt(v, this.stackHex);
      if (list.length) parts.push(stackList(list, this.stackHex, v.hidden_below?.[this.stackHex], this.selected, (id) => (this.canCommand(id) ? this.select(id) : this.showUnit(id))));
    }
    if (this.areaHex && this.area) parts.push(areaInfo(this.area, this.areaHex));
    this.panel.replaceChildren(...parts);
  }

  private place(hex: string): string {
    return placeName(this.board, hex);
  }

  private showUnit(id: string): void {
    this.ctx.say(unitLine(this.units.get(id)!), 'info');
  }

  private movementPanel(s: SeatState, v: LgaView, endButton: HTMLElement | string): HTMLElement {
    const map = this.ctx.map;
    const movable = movableUnits(v, s.legal);
    const root = el('section', { class: 'lga-move', 'data-testid': 'lga-move-panel', 'aria-label': 'Movement' }, el('h3', {}, 'Movement (Phase V)'));
    const id = this.selected;
    const unit = id ? this.units.get(id) : undefined;
    if (!unit) {
      root.appendChild(el('p', { class: 'hint' }, movable.length ? `${movable.length} units may still move. ${clickWord()} one of yours, or NEXT.` : 'No unit may move; end the phase.'));
    } else {
      const top = unitsAt(v, unit.hex ?? '')[0];
      map.markUnits('attacker', [top?.id ?? unit.id]);
      root.appendChild(el('p', { 'data-testid': 'lga-selected' }, el('b', {}, 'Selected: '), unitLine(unit)));
      if (this.reach) {
        const lit = this.reach.hexes.map((h) => h.hex).filter((h) => !(this.reach!.attacks ?? []).includes(h));
        map.highlight('reachable', lit);
        map.highlight('target', this.reach.attacks ?? []);
        root.appendChild(el('p', { class: 'hint' }, `${lit.length} areas ${LIT_WORDS.reachable} (${touchScreen() ? 'a first tap shows the path, a second' : 'a click'} moves one area along the path)${this.reach.attacks?.length ? `; ${this.reach.attacks.length} attack target(s) ${LIT_WORDS.target}: click for a preview` : ''}.`));
      } else {
        root.appendChild(el('p', { class: 'muted' }, 'Finding where it can go…'));
      }
      const halts = s.legal.filter((a) => a.type === 'halt' && a.unit === unit.id);
      const plain = halts.find((a) => !a.garrison);
      const garrison = halts.find((a) => a.garrison === true);
      root.appendChild(el('div', { class: 'button-row' },
        plain ? button('END', () => void this.ctx.act(plain), { 'data-testid': 'lga-halt', 'aria-label': `End ${unit.id}'s move`, 'data-action': JSON.stringify(plain) }) : '',
        garrison ? button('END and garrison city', () => void this.ctx.act(garrison), { 'data-testid': 'lga-garrison', 'aria-label': `End ${unit.id}'s move and garrison the city`, 'data-action': JSON.stringify(garrison) }) : ''));
    }
    if (this.attack) {
      map.highlight('chosen', [this.attack.hex]);
      root.appendChild(attackPreviewPanel(this.attack.hex, this.attack.preview, () => {
        const a = this.attack!.action;
        this.attack = null;
        void this.ctx.act(a);
      }, () => {
        this.attack = null;
        this.render();
      }));
    }
    root.appendChild(el('div', { class: 'button-row' },
      button('NEXT', () => {
        const n = nextUnit(movable, id);
        if (n) this.select(n);
      }, { 'data-testid': 'lga-next', 'aria-label': 'Select the next unit that may move', disabled: movable.length === 0 }),
      endButton));
    return root;
  }

  private defensePanel(s: SeatState, v: LgaView, endButton: HTMLElement | string): HTMLElement {
    const map = this.ctx.map;
    if (v.last_attack) map.highlight('chosen', [v.last_attack]);
    const attack = lastAttack(s.events, v.player, (h) => this.place(h));
    const root = el('section', { class: 'lga-defense', 'data-testid': 'lga-defense-panel', 'aria-label': 'Reinforce or withdraw' },
      el('h3', {}, attack ? `${sideName(v.player)} attack on ${this.place(attack.at)}` : 'Reinforce / Withdraw'),
      attack
        ? el('dl', { class: 'lga-dl lga-defense-attack', 'data-testid': 'lga-defense-attack' },
          el('dt', {}, 'Attacker'), el('dd', {}, attack.attacker),
          el('dt', {}, 'Attacked'), el('dd', {}, attack.target),
          el('dt', {}, 'Result'), el('dd', {}, attack.outcome))
        : '',
      el('p', {}, `Your choices: after each ${sideName(v.player)} move you may reinforce or withdraw, each unit once a season, or pass with Done.`));
    const groups: [string, string][] = [['reinforce', 'Reinforce (into the enemy ZOC)'], ['withdraw', 'Withdraw (out of the enemy ZOC)'], ['set_top', 'Put on top of its stack']];
    const choice: string[] = [];
    for (const [type, title] of groups) {
      const actions = s.legal.filter((a) => a.type === type);
      if (!actions.length) continue;
      root.appendChild(el('h4', {}, title));
      const byUnit = new Map<string, Action[]>();
      for (const a of actions) byUnit.set(String(a.unit), [...(byUnit.get(String(a.unit)) ?? []), a]);
      const tid = type === 'set_top' ? 'set-top' : type;
      for (const [unit, list] of byUnit) {
        const row = el('div', { class: 'lga-def-row', 'data-testid': `lga-${tid}-${unit}` }, el('span', { class: 'lga-def-unit' }, unit));
        for (const a of list) {
          if (a.to) choice.push(String(a.to));
          const p = this.defensePreviews.get(JSON.stringify(a));
          const d = p && p !== 'loading' ? p.details : undefined;
          const text = type === 'reinforce' ? formatReinforce(d) : type === 'withdraw' ? formatWithdraw(d) : '';
          row.appendChild(el('div', { class: 'lga-def-choice' },
            button(a.to ? `→ ${this.place(String(a.to))}` : 'On top', () => void this.ctx.act(a), { 'data-testid': `lga-${tid}-${unit}${a.to ? `-${String(a.to)}` : ''}`, 'aria-label': `${type.replace('_', ' ')} ${unit}${a.to ? ` to ${this.place(String(a.to))}` : ''}`, 'data-action': JSON.stringify(a) }),
            el('span', { class: 'muted' }, p === 'loading' ? ' …' : ` ${text}`)));
        }
        root.appendChild(row);
      }
    }
    map.highlight('choice', choice);
    root.appendChild(el('div', { class: 'button-row' }, typeof endButton === 'string' ? '' : (endButton.textContent = 'Done', endButton.setAttribute('aria-label', 'Done: no more defensive moves'), endButton)));
    return root;
  }
}
