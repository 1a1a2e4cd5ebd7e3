// Struggle for the Continent's part of the game screen: set-up by clicking provinces,
// moving a stack along its reachable provinces, composing an attack with the allies beside
// it (previewed pair by pair), asking a neutral, and the battle shown wave by wave with each
// side's choice between waves (SFC 4.2).

import { boardOf } from '../../api';
import type { GameContext, GameController, MapClick, PathPreview, SeatState } from '../../game-module';
import { clickWord, touchScreen } from '../../map/tap-confirm';
import type { Action } from '../../protocol-types';
import { button, el } from '../../util/dom';
import { LIT_WORDS } from '../../map/lit-look';
import { attackAction, attackGroups, nextAdvantage, type AttackGroupChoice } from './attack-plan';
import { StandingOrders } from './standing-orders';
import { asSfc, type BattleOddsAnswer, type PreviewAnswer, type ReachAnswer, type SfcBattle, type SfcView } from './view';

interface AreaBoardLinks {
  areas?: { id: string; name: string }[];
  links?: { a: string; b: string; kind: string }[];
}

interface AttackDraft {
  target: string;
  groups: AttackGroupChoice[];
  counts: number[];
  preview: PreviewAnswer | 'loading' | null;
}

export class SfcController implements GameController {
  private state: SeatState | null = null;
  private view: SfcView | null = null;
  private neighbours = new Map<string, string[]>();
  private names = new Map<string, string>();
  private boardAsked = false;
  private from: string | null = null;
  private count = 1;
  /** Armies a click places in set-up. */
  private placeCount = 1;
  private reach: ReachAnswer | null = null;
  private asking = 0;
  private attack: AttackDraft | null = null;
  /** The odds of the battle being fought, as of its last wave (null while asked). */
  private battleOdds: { key: string; answer: BattleOddsAnswer | null } | null = null;
  private readonly orders = new StandingOrders();
  /** The state (seq) a standing order last answered, so that it answers each question once. */
  private answeredSeq = -1;

  constructor(private readonly ctx: GameContext) {
    ctx.panel.setAttribute('data-testid', 'sfc-panel');
    ctx.panel.setAttribute('aria-label', 'Struggle for the Continent');
  }

  update(state: SeatState): void {
    if (this.state?.seat !== state.seat) this.reset();
    this.state = state;
    this.view = asSfc(state.view);
    if (!this.boardAsked) {
      this.boardAsked = true;
      void boardOf(state).then((b) => {
        const board = b as unknown as AreaBoardLinks;
        for (const a of board.areas ?? []) this.names.set(a.id, a.name);
        for (const l of board.links ?? []) {
          this.neighbours.set(l.a, [...(this.neighbours.get(l.a) ?? []), l.b]);
          this.neighbours.set(l.b, [...(this.neighbours.get(l.b) ?? []), l.a]);
        }
        this.render();
      });
    }
    if (this.from && this.readyAt(this.from) === 0) this.from = null;
    if (!this.myPhase('move')) this.reset();
    this.reach = null;
    if (this.from) void this.askReach(this.from);
    if (this.view.battle) void this.askBattleOdds(this.view.battle);
    this.render();
    const order = this.orders.answer(this.view.battle, this.myPhase('battle'));
    if (order && this.answeredSeq !== state.seq) {
      this.answeredSeq = state.seq;
      void this.ctx.act(order);
    }
  }

  onMapClick(click: MapClick): boolean {
    const v = this.view;
    if (!v || !this.state) return false;
    const at = click.hex;
    if (this.myPhase('setup')) {
      const place = this.state.legal.find((a) => a.type === 'place' && a.at === at);
      if (place) void this.placeArmies(at, this.placeCount);
      else this.ctx.say(`${this.name(at)} is not a province of ${this.nationName(v.nation)} to set up in.`, 'error');
      return true;
    }
    if (!this.myPhase('move')) return false;
    if (click.touch && this.confirmAttack(at)) return true;
    if (this.from && this.reach) {
      if (this.reach.attacks.includes(at)) {
        this.startAttack(at);
        return true;
      }
      const target = this.reach.reach.find((r) => r.to === at);
      if (target) {
        void this.march(this.from, target.path);
        return true;
      }
    }
    if (this.readyAt(at) > 0) {
      this.from = at;
      this.count = this.readyAt(at);
      this.attack = null;
      void this.askReach(at);
    } else {
      this.from = null;
      this.reach = null;
    }
    this.render();
    return true;
  }

  /** A province the selected armies may neither reach nor attack: the one-province move there
   * is what the server judges (SFC 2). */
  refusalProbe(at: string): Action | undefined {
    if (!this.myPhase('move') || !this.from || !this.reach || at === this.from) return undefined;
    if (this.reach.attacks.includes(at) || this.reach.reach.some((r) => r.to === at)) return undefined;
    return { type: 'move', from: this.from, to: at, count: this.count };
  }

  /** A province where the nation to move has armies with a move left: a click picks them. */
  picks(click: MapClick): boolean {
    return this.myPhase('move') && this.readyAt(click.hex) > 0;
  }

  /** The way the picked armies would march to a province they may reach, and its cost. */
  pathTo(at: string): PathPreview | undefined {
    if (!this.myPhase('move') || !this.from || this.attack) return undefined;
    const target = this.reach?.reach.find((r) => r.to === at);
    if (!target) return undefined;
    return { path: [this.from, ...target.path], label: `${target.cost} ${target.cost === 1 ? 'move' : 'moves'}` };
  }

  /** On a touch screen the first tap on a target opens the attack with its odds, and a
   * second tap on the same province makes it, as the Attack button would. */
  private confirmAttack(at: string): boolean {
    const draft = this.attack;
    if (!draft || draft.target !== at || !draft.preview || draft.preview === 'loading' || !draft.preview.legal) return false;
    const action = attackAction(draft.target, draft.groups, draft.counts);
    if (!action) return false;
    void this.ctx.act(action).then(() => (this.attack = null));
    return true;
  }

  cancel(): boolean {
    if (this.attack || this.from) {
      this.reset();
      this.render();
      return true;
    }
    return false;
  }

  private reset(): void {
    this.from = null;
    this.reach = null;
    this.attack = null;
    this.ctx.map.clearHighlight('reachable');
    this.ctx.map.clearHighlight('target');
    this.ctx.map.clearHighlight('candidate');
    this.ctx.map.clearHighlight('selected');
  }

  private myPhase(phase: SfcView['phase']): boolean {
    const s = this.state;
    return !!s && !s.over && s.seat !== null && s.toMove === s.seat && this.view?.phase === phase;
  }

  private name(area: string): string {
    return this.names.get(area) ?? area;
  }

  private nationName(id: string): string {
    return this.view?.nations.find((n) => n.id === id)?.name ?? id;
  }

  /** Armies of the nation to move in a province with a move left. */
  private readyAt(area: string): number {
    const v = this.view;
    if (!v) return 0;
    return v.stacks.filter((s) => s.at === area && s.nation === v.nation).reduce((n, s) => n + s.moves.filter((m) => m > 0).length, 0);
  }

  private async askReach(from: string): Promise<void> {
    const v = this.view;
    if (!v) return;
    const ask = ++this.asking;
    try {
      const answer = (await this.ctx.inspect({ type: 'reachable', from, nation: v.nation })) as ReachAnswer;
      if (ask !== this.asking || this.from !== from) return;
      this.reach = answer;
      this.render();
    } catch {
      // The state moved on; the next update asks again.
    }
  }

  /** Asks once per wave (and per retreat) what the rest of the battle is likely to bring. */
  private async askBattleOdds(b: SfcBattle): Promise<void> {
    const key = `${b.at}:${b.waves.length}:${b.attackers.length}:${b.defenders.length}`;
    if (this.battleOdds?.key === key) return;
    this.battleOdds = { key, answer: null };
    const answer = (await this.ctx.inspect({ type: 'battle' }).catch(() => null)) as BattleOddsAnswer | null;
    if (this.battleOdds?.key !== key) return;
    this.battleOdds = { key, answer };
    this.render();
  }

  /**
   * Places up to `count` armies in a province, one action each (SFC 1.2), keeping the last
   * one for the capital while the capital has none.
   */
  private async placeArmies(at: string, count: number): Promise<void> {
    const v = this.view;
    if (!v || v.to_place === undefined) return;
    const capital = v.nations.find((n) => n.id === v.nation)?.capital;
    const inCapital = v.stacks.some((x) => x.nation === v.nation && x.at === capital && x.count > 0);
    const most = at === capital || inCapital ? v.to_place : v.to_place - 1;
    const n = Math.max(1, Math.min(count, most));
    for (let i = 0; i < n; i++) if (!(await this.ctx.act({ type: 'place', at }))) return;
  }

  /** Moves the chosen armies one province at a time along the path (SFC 2.2). */
  private async march(from: string, path: string[]): Promise<void> {
    let at = from;
    for (const to of path) {
      const ok = await this.ctx.act({ type: 'move', from: at, to, count: this.count });
      if (!ok) return;
      at = to;
    }
    this.from = this.readyAt(at) > 0 ? at : null;
  }

  private startAttack(target: string): void {
    const v = this.view!;
    const groups = attackGroups(v, target, this.neighbours.get(target) ?? []);
    // The nation's own armies all go by default; allies are left to the player.
    this.attack = { target, groups, counts: groups.map((g) => (g.own ? g.ready : 0)), preview: null };
    void this.askPreview();
    this.render();
  }

  private async askPreview(): Promise<void> {
    const draft = this.attack;
    if (!draft) return;
    const action = attackAction(draft.target, draft.groups, draft.counts);
    if (!action) {
      draft.preview = null;
      this.render();
      return;
    }
    draft.preview = 'loading';
    const answer = (await this.ctx.inspect({ type: 'preview', action }).catch(() => null)) as PreviewAnswer | null;
    if (this.attack !== draft) return;
    draft.preview = answer;
    this.render();
  }

  private render(): void {
    const v = this.view;
    const s = this.state;
    if (!v || !s) return;
    this.ctx.status.replaceChildren(this.scores(v));
    this.ctx.map.clearHighlight('reachable');
    this.ctx.map.clearHighlight('target');
    this.ctx.map.clearHighlight('candidate');
    this.ctx.map.clearHighlight('selected');
    const parts: (HTMLElement | string)[] = [el('h3', {}, this.heading(v))];
    if (this.myPhase('setup')) {
      const left = v.to_place ?? 0;
      const capital = v.nations.find((n) => n.id === v.nation)?.capital ?? '';
      const perClick = el('input', { type: 'number', min: 1, max: left, value: Math.min(this.placeCount, left), 'data-testid': 'sfc-place-count', 'aria-label': 'Armies placed per click' }) as HTMLInputElement;
      perClick.addEventListener('change', () => (this.placeCount = Math.max(1, Math.min(left, Number(perClick.value) || 1))));
      parts.push(
        el('p', {}, `${clickWord()} a province of ${this.nationName(v.nation)}, ${LIT_WORDS.candidate}, to place `, perClick, ` ${left === 1 ? 'army' : 'armies'} there (${left} left; at least one in the capital, ${this.name(capital)}).`),
        el('div', { class: 'button-row' }, button(`All ${left} in ${this.name(capital)}`, () => void this.placeArmies(capital, left), { 'data-testid': 'sfc-place-rest' })),
      );
      this.ctx.map.highlight('candidate', s.legal.filter((a) => a.type === 'place').map((a) => String(a.at)));
    }
    if (this.myPhase('move')) parts.push(...this.movePanel(v, s.legal));
    if (v.join) parts.push(this.joinPanel(v));
    if (v.battle) parts.push(this.battlePanel(v.battle));
    this.ctx.panel.replaceChildren(...parts);
  }

  private heading(v: SfcView): string {
    if (v.phase === 'over') return 'The war is over';
    if (v.phase === 'setup') return `Set-up: ${this.nationName(v.nation)} places ${v.to_place} ${v.to_place === 1 ? 'army' : 'armies'}`;
    if (v.phase === 'battle' && v.battle) return `Battle for ${this.name(v.battle.at)}`;
    return `Round ${v.round} of ${v.rounds}: ${this.nationName(v.nation)} to move`;
  }

  private scores(v: SfcView): HTMLElement {
    return el(
      'div',
      { class: 'sfc-scores', 'data-testid': 'sfc-scores' },
      ...v.teams.map((t) => el('div', {}, el('strong', {}, t.name), ` ${t.score} points, ${t.nations.filter((n) => v.nations.find((x) => x.id === n)?.in_war).length} nations at war`)),
    );
  }

  private movePanel(v: SfcView, legal: readonly Action[]): HTMLElement[] {
    const out: HTMLElement[] = [];
    if (this.attack) return [this.attackPanel(this.attack)];
    const ready = [...new Set(v.stacks.filter((x) => x.nation === v.nation && x.moves.some((m) => m > 0)).map((x) => x.at))];
    if (!this.from) {
      out.push(el('p', {}, `${clickWord()} a province where your armies stand, ${LIT_WORDS.candidate} (or pick it below), to move them or attack from it.`));
      this.ctx.map.highlight('candidate', ready);
    }
    // The same choice without the map, for the keyboard and screen readers.
    if (ready.length > 0)
      out.push(
        el('div', { class: 'button-row sfc-from', role: 'group', 'aria-label': 'Armies with a move left' },
          ...ready.map((at) => button(`${this.name(at)} (${this.readyAt(at)})`, () => this.onMapClick({ hex: at, unit: null, shift: false }), { 'data-testid': `sfc-from-${at}`, 'aria-pressed': String(at === this.from) }))),
      );
    if (this.from) {
      const most = this.readyAt(this.from);
      const input = el('input', { type: 'number', min: 1, max: most, value: this.count, 'data-testid': 'sfc-count', 'aria-label': 'Armies to move' }) as HTMLInputElement;
      input.addEventListener('change', () => (this.count = Math.max(1, Math.min(most, Number(input.value) || 1))));
      out.push(el('p', { 'data-testid': 'sfc-from-hint' }, `From ${this.name(this.from)} (${LIT_WORDS.selected} on the map): `, input, ` of ${most} ${most === 1 ? 'army' : 'armies'} with a move left. ${clickWord()} a province ${LIT_WORDS.reachable} to move there${touchScreen() ? ' (a first tap shows the way, a second moves)' : ''}, one ${LIT_WORDS.target} to attack it.`));
      this.ctx.map.highlight('selected', [this.from]);
      if (this.reach) {
        this.ctx.map.highlight('reachable', this.reach.reach.map((r) => r.to));
        this.ctx.map.highlight('target', this.reach.attacks);
        if (this.reach.attacks.length > 0)
          out.push(el('div', { class: 'button-row' }, ...this.reach.attacks.map((t) => button(`Attack ${this.name(t)}`, () => this.startAttack(t), { 'data-testid': `sfc-attack-${t}` }))));
      }
    }
    const asks = legal.filter((a) => a.type === 'ask');
    if (asks.length > 0) {
      const select = el('select', { 'data-testid': 'sfc-ask-select', 'aria-label': 'Neutral to ask' }, ...asks.map((a) => el('option', { value: String(a.nation) }, this.nationName(String(a.nation)))));
      out.push(
        el('details', { class: 'sfc-ask' }, el('summary', {}, 'Ask a neutral to join the war (SFC 5)'),
          el('p', { class: 'muted' }, 'The whole team gives up its moves this turn (its nations still mobilise); the neutral accepts one time in three.'),
          select, button('Ask', () => void this.ctx.act({ type: 'ask', nation: select.value }), { 'data-testid': 'sfc-ask' })),
      );
    }
    return out;
  }

  private attackPanel(draft: AttackDraft): HTMLElement {
    const rows = draft.groups.map((g, i) => {
      const input = el('input', { type: 'number', min: 0, max: g.ready, value: draft.counts[i] ?? 0, 'data-testid': `sfc-group-${g.nation}-${g.from}`, 'aria-label': `${this.nationName(g.nation)} armies from ${this.name(g.from)}` }) as HTMLInputElement;
      input.addEventListener('change', () => {
        draft.counts[i] = Math.max(0, Math.min(g.ready, Number(input.value) || 0));
        void this.askPreview();
      });
      return el('tr', {}, el('td', {}, this.nationName(g.nation) + (g.own ? '' : ' (ally: asked to join)')), el('td', {}, this.name(g.from)), el('td', {}, input, ` of ${g.ready}`));
    });
    const action = attackAction(draft.target, draft.groups, draft.counts);
    const preview = draft.preview;
    let odds: HTMLElement | string = '';
    let whole: HTMLElement | string = '';
    if (preview === 'loading') odds = el('p', { class: 'muted' }, 'Working out the odds…');
    else if (preview && !preview.legal) odds = el('p', { class: 'message-error' }, `${preview.rule}: ${preview.reason}`);
    else if (preview?.details) {
      const d = preview.details;
      odds = el(
        'table',
        { class: 'sfc-odds', 'data-testid': 'sfc-odds' },
        el('caption', {}, `First wave: ${d.attackers} attackers against ${d.defenders} defenders (chances in 100)`),
        el('tr', {}, el('th', {}, 'Pair'), el('th', {}, 'Advantage'), el('th', {}, 'Win'), el('th', {}, 'Standoff'), el('th', {}, 'Lose')),
        ...d.pairs.map((p, i) => el('tr', {}, el('td', {}, `${i + 1} vs ${this.nationName(p.defender)}`), el('td', {}, signed(p.advantage)), el('td', {}, String(p.win)), el('td', {}, String(p.standoff)), el('td', {}, String(p.lose)))),
      );
      if (d.battle)
        whole = el(
          'p',
          { class: 'sfc-battle-odds', 'data-testid': 'sfc-battle-odds' },
          el('strong', {}, `${this.name(draft.target)} taken ${d.battle.take} times in 100`),
          ` if you fight to the end and every defender stands; on average ${d.battle.attackers_lost} of your ${d.attackers} armies and ${d.battle.defenders_lost} of the ${d.defenders} defenders fall (${d.battle.samples} battles played out, SFC 4.5's penalties included).`,
        );
    }
    return el(
      'section',
      { class: 'sfc-attack', 'data-testid': 'sfc-attack-panel' },
      el('h4', {}, `Attack ${this.name(draft.target)}`),
      el('p', { class: 'muted' }, 'The armies line up in this order; the defenders line up strongest first. Attacking costs each army a move.'),
      el('table', {}, el('tr', {}, el('th', {}, 'Nation'), el('th', {}, 'From'), el('th', {}, 'Armies')), ...rows),
      odds,
      whole,
      touchScreen() && preview && preview !== 'loading' && preview.legal ? el('p', { class: 'hint', 'data-testid': 'tap-again-hint' }, `Tap ${this.name(draft.target)} again to attack, or use the button.`) : '',
      el('div', { class: 'button-row' },
        button('Attack', () => action && void this.ctx.act(action).then(() => (this.attack = null)), { class: 'primary', 'data-testid': 'sfc-attack-go', disabled: !action || (preview !== null && preview !== 'loading' && !preview.legal) }),
        button('Cancel', () => this.cancel(), { 'data-testid': 'sfc-attack-cancel' })),
    );
  }

  private joinPanel(v: SfcView): HTMLElement {
    const join = v.join!;
    const mine = this.myPhase('join');
    return el(
      'section',
      { class: 'sfc-join', 'data-testid': 'sfc-join' },
      el('p', {}, `${this.nationName(v.nation)} attacks ${this.name(String(join.attack.to))} and asks ${this.nationName(join.deciding)} to join with its armies.`),
      mine ? el('div', { class: 'button-row' }, button('Join the attack', () => void this.ctx.act({ type: 'join' }), { class: 'primary', 'data-testid': 'sfc-join-yes' }), button('Stay out', () => void this.ctx.act({ type: 'decline' }), { 'data-testid': 'sfc-join-no' })) : el('p', { class: 'muted' }, `Waiting for ${this.nationName(join.deciding)}.`),
    );
  }

  private battleOddsLine(b: SfcBattle): HTMLElement | string {
    const odds = this.battleOdds?.answer;
    if (!odds || odds.at !== b.at) return '';
    return el(
      'p',
      { class: 'sfc-battle-odds', 'data-testid': 'sfc-battle-now' },
      el('strong', {}, `${this.name(b.at)} falls ${odds.take} times in 100`),
      ` if the attackers fight on to the end and every defender stands; on average ${odds.attackers_lost} more attackers and ${odds.defenders_lost} more defenders fall (${odds.samples} battles played out from here).`,
    );
  }

  /** Stands now and gives the order to stand between every later wave of this battle. */
  private standToTheEnd(b: SfcBattle): void {
    this.orders.give(b, b.deciding);
    if (this.state) this.answeredSeq = this.state.seq;
    void this.ctx.act({ type: 'stand' });
  }

  /** The battle so far: the lines, every wave pair by pair, and the choice between waves. */
  private battlePanel(b: SfcBattle): HTMLElement {
    const mine = this.myPhase('battle');
    const waves = b.waves.map((w, i) =>
      el(
        'table',
        { class: 'sfc-wave', 'data-testid': `sfc-wave-${i + 1}` },
        el('caption', {}, `Wave ${i + 1}`),
        el('tr', {}, el('th', {}, 'Attacker'), el('th', {}, 'Roll'), el('th', { title: "The attacker's tactical advantage (SFC 4.3, 4.5)" }, 'Adv.'), el('th', {}, 'Defender'), el('th', {}, 'Roll'), el('th', {}, 'Winner')),
        ...w.pairs.map((p) =>
          el('tr', { class: `outcome-${p.outcome}` }, el('td', {}, this.nationName(p.attacker)), el('td', {}, String(p.attacker_roll)), el('td', {}, signed(p.advantage)), el('td', {}, this.nationName(p.defender)), el('td', {}, String(p.defender_roll)), el('td', {}, p.outcome)),
        ),
      ),
    );
    const line = (armies: { nation: string }[]) => {
      const counts = new Map<string, number>();
      for (const a of armies) counts.set(a.nation, (counts.get(a.nation) ?? 0) + 1);
      return [...counts].map(([n, c]) => `${c} ${this.nationName(n)}`).join(', ') || 'none';
    };
    const next = b.attackers[0] && b.defenders[0] ? nextAdvantage(b.attackers[0].attack, b.defenders[0].attack, b.attacker_victories, b.defender_victories) : 0;
    const choices: HTMLElement[] = [];
    if (mine && b.asking === 'attacker')
      choices.push(button('Fight on', () => void this.ctx.act({ type: 'fight_on' }), { class: 'primary', 'data-testid': 'sfc-fight-on', disabled: b.waves.length >= b.max_waves }), button('Break off', () => void this.ctx.act({ type: 'break_off' }), { 'data-testid': 'sfc-break-off' }));
    if (mine && b.asking === 'defender')
      choices.push(
        button('Stand', () => void this.ctx.act({ type: 'stand' }), { class: 'primary', 'data-testid': 'sfc-stand' }),
        button('Stand for the rest of this battle', () => this.standToTheEnd(b), { 'data-testid': 'sfc-stand-rest', title: `${this.nationName(b.deciding)} is not asked again in this battle` }),
        ...b.retreats.map((to) => button(`Retreat to ${this.name(to)}`, () => void this.ctx.act({ type: 'retreat', to }), { 'data-testid': `sfc-retreat-${to}` })));
    const standing = b.defenders.map((d) => d.nation).filter((n, i, all) => all.indexOf(n) === i && this.orders.stands(n));
    return el(
      'section',
      { class: 'sfc-battle', 'data-testid': 'sfc-battle' },
      standing.length ? el('p', { class: 'sfc-standing', 'data-testid': 'sfc-standing', role: 'status' }, `${standing.map((n) => this.nationName(n)).join(' and ')} ${standing.length === 1 ? 'stands' : 'stand'} for the rest of this battle: the page answers for ${standing.length === 1 ? 'it' : 'them'} between waves.`) : '',
      el('p', {}, `${this.nationName(b.attacker)} attacks from ${b.from.map((f) => this.name(f)).join(', ')}.`),
      el('p', {}, el('strong', {}, 'Attackers: '), line(b.attackers), el('br', {}), el('strong', {}, 'Defenders: '), line(b.defenders)),
      this.battleOddsLine(b),
      el('p', { 'data-testid': 'sfc-running' }, `Victories so far: attackers ${b.attacker_victories}, defenders ${b.defender_victories} (each costs its side a point). Next pair's advantage: ${signed(next)}.`),
      ...waves,
      choices.length ? el('div', { class: 'button-row' }, ...choices) : el('p', { class: 'muted' }, `Waiting for ${this.nationName(b.deciding)} to ${b.asking === 'attacker' ? 'fight on or break off' : 'stand or retreat'}.`),
    );
  }
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
