// Napoleon at Waterloo's part of the game screen: planning attacks and bombardments with a
// preview, answering a combat's questions, and the victory status. Movement is generic.

import type { GameContext, GameController, MapClick, SeatState } from '../../game-module';
import type { Action } from '../../protocol-types';
import { renderAttackPanel } from './attack-panel';
import {
  attackableHexes,
  chooseTarget,
  declarableKind,
  eligibleAttackers,
  emptyPlan,
  planAction,
  toggleAttackers,
  type CombatPlan,
} from './combat-plan';
import { renderDecisionPanel } from './decision-panel';
import { asNaw, unitIndex, type NawUnit, type NawView, type PreviewAnswer } from './types';
import { renderVictoryStatus } from './victory';

export class NawController implements GameController {
  private state: SeatState | null = null;
  private view: NawView | null = null;
  private units = new Map<string, NawUnit>();
  private plan: CombatPlan | null = null;
  private preview: PreviewAnswer | 'loading' | null = null;
  /** Tells a late preview answer from the current one. */
  private previewKey = '';
  private advancing: string | null = null;
  /** The combat decision last brought into view, so the map is moved once, not on every update. */
  private revealed = '';
  private readonly panel: HTMLElement;

  constructor(private readonly ctx: GameContext) {
    this.panel = ctx.panel;
    this.panel.setAttribute('data-testid', 'combat-panel');
  }

  update(state: SeatState): void {
    this.state = state;
    this.view = asNaw(state.view);
    this.units = unitIndex(this.view);
    const kind = this.myTurnToDecide() ? declarableKind(this.view, state.legal) : null;
    if (!kind) this.plan = null;
    else if (!this.plan || this.plan.kind !== kind) this.plan = emptyPlan(kind);
    else this.plan = this.pruned(this.plan);
    if (this.view.combat?.stage !== 'advance') this.advancing = null;
    else if (!this.advancing || !this.advanceOptions().some((a) => a.unit === this.advancing)) {
      this.advancing = (this.advanceOptions()[0]?.unit as string | undefined) ?? null;
    }
    this.ctx.status.replaceChildren(renderVictoryStatus(this.view));
    this.refreshPreview();
    this.render();
  }

  onMapClick(click: MapClick): boolean {
    const view = this.view;
    if (!view || !this.state) return false;
    const combat = view.combat;
    if (combat && this.myTurnToDecide()) return this.decisionClick(click);
    if (!this.plan) return false;

    const clicked = click.unit ? this.units.get(click.unit) : undefined;
    const mine = clicked && clicked.side === view.phasing;
    if (mine) {
      const able = eligibleAttackers(this.state.legal, this.plan.kind, []);
      const ids = click.shift
        ? this.stackAt(click.hex).filter((u) => u.side === view.phasing && able.has(u.id)).map((u) => u.id)
        : able.has(clicked.id) ? [clicked.id] : [];
      if (ids.length === 0) {
        this.ctx.say(`${clicked.id} cannot ${this.plan.kind === 'bombard' ? 'fire' : 'attack'} now.`, 'info');
        return true;
      }
      this.setPlan(toggleAttackers(this.plan, ids));
      return true;
    }
    const enemyHere = this.stackAt(click.hex).some((u) => u.side !== view.phasing);
    if (enemyHere) {
      this.setPlan(chooseTarget(this.plan, click.hex, click.shift));
      return true;
    }
    return false;
  }

  cancel(): boolean {
    if (this.plan && (this.plan.attackers.length || this.plan.targets.length)) {
      this.setPlan(emptyPlan(this.plan.kind));
      return true;
    }
    return false;
  }

  private myTurnToDecide(): boolean {
    const s = this.state;
    return !!s && !s.over && s.seat !== null && s.toMove === s.seat;
  }

  private stackAt(hex: string): NawUnit[] {
    return (this.view?.units ?? []).filter((u) => u.hex === hex && u.status === 'map');
  }

  /** Drops chosen units that may no longer attack (they just did, or were lost). */
  private pruned(plan: CombatPlan): CombatPlan {
    const able = eligibleAttackers(this.state!.legal, plan.kind, []);
    const targets = attackableHexes(this.state!.legal, plan.kind, []);
    return { ...plan, attackers: plan.attackers.filter((id) => able.has(id)), targets: plan.targets.filter((t) => targets.has(t)) };
  }

  private setPlan(plan: CombatPlan): void {
    this.plan = plan;
    this.refreshPreview();
    this.render();
  }

  private refreshPreview(): void {
    const action = this.plan ? planAction(this.plan, this.units) : null;
    const key = action ? JSON.stringify(action) : '';
    if (key === this.previewKey) return;
    this.previewKey = key;
    if (!action) {
      this.preview = null;
      return;
    }
    this.preview = 'loading';
    this.ctx.inspect({ type: 'preview', action }).then(
      (answer) => {
        if (this.previewKey !== key) return;
        this.preview = answer as PreviewAnswer;
        this.render();
      },
      (error: Error) => {
        if (this.previewKey !== key) return;
        this.preview = { legal: false, reason: `the server could not preview it (${error.message})` };
        this.render();
      },
    );
  }

  private async commit(): Promise<void> {
    const action = this.plan ? planAction(this.plan, this.units) : null;
    if (!action) return;
    if (await this.ctx.act(action)) {
      this.plan = this.plan ? emptyPlan(this.plan.kind) : null;
      this.previewKey = '';
      this.preview = null;
      this.render();
    }
  }

  private advanceOptions(): Action[] {
    return (this.state?.legal ?? []).filter((a) => a.type === 'advance');
  }

  private decisionClick(click: MapClick): boolean {
    const stage = this.view?.combat?.stage;
    const legal = this.state?.legal ?? [];
    if (stage === 'retreat') {
      // Into a full hex the victor also names the unit bumped out: the panel lists those.
      const choices = legal.filter((a) => a.type === 'retreat' && a.to === click.hex);
      if (choices.length === 1) void this.ctx.act(choices[0]);
      return true;
    }
    if (stage === 'advance') {
      if (click.unit && this.advanceOptions().some((a) => a.unit === click.unit)) {
        this.advancing = click.unit;
        this.render();
        return true;
      }
      const action = this.advanceOptions().find((a) => a.unit === this.advancing && a.to === click.hex);
      if (action) void this.ctx.act(action);
      return true;
    }
    return false;
  }

  private render(): void {
    const view = this.view;
    const state = this.state;
    this.ctx.map.clearHighlight('choice');
    this.ctx.map.clearHighlight('target');
    this.ctx.map.clearHighlight('chosen');
    this.ctx.map.markUnits('attacker', []);
    this.ctx.map.markUnits('candidate', []);
    this.ctx.map.markUnits('defender', []);
    if (!view || !state) return;

    if (view.combat) {
      this.renderDecision(view, state);
      return;
    }
    if (!this.plan) {
      this.panel.replaceChildren();
      this.panel.hidden = true;
      return;
    }
    const plan = this.plan;
    const eligible = eligibleAttackers(state.legal, plan.kind, plan.targets);
    this.ctx.map.highlight('target', attackableHexes(state.legal, plan.kind, plan.attackers));
    this.ctx.map.highlight('chosen', plan.targets);
    this.ctx.map.markUnits('candidate', plan.targets.length ? eligible : []);
    this.ctx.map.markUnits('attacker', plan.attackers);
    this.panel.hidden = false;
    this.panel.replaceChildren(
      renderAttackPanel({
        view,
        units: this.units,
        plan,
        eligible,
        preview: this.preview,
        toggle: (ids) => this.setPlan(toggleAttackers(plan, ids)),
        setMode: (mode) => this.setPlan({ ...plan, mode }),
        clearTargets: () => this.setPlan({ ...plan, targets: [] }),
        clearAll: () => this.setPlan(emptyPlan(plan.kind)),
        commit: () => void this.commit(),
      }),
    );
  }

  private renderDecision(view: NawView, state: SeatState): void {
    const combat = view.combat!;
    const deciding = this.myTurnToDecide();
    const key = `${state.seat}:${combat.targets.join(',')}:${combat.stage}`;
    if (deciding && key !== this.revealed) {
      this.revealed = key;
      this.ctx.map.reveal(combat.targets);
    }
    this.ctx.map.highlight('chosen', combat.targets);
    this.ctx.map.markUnits('attacker', combat.attackers);
    this.ctx.map.markUnits('defender', combat.defenders);
    if (deciding && combat.stage === 'retreat') {
      this.ctx.map.highlight('choice', state.legal.filter((a) => a.type === 'retreat').map((a) => String(a.to)));
    }
    if (deciding && combat.stage === 'advance') {
      this.ctx.map.highlight('choice', this.advanceOptions().filter((a) => a.unit === this.advancing).map((a) => String(a.to)));
    }
    this.panel.hidden = false;
    this.panel.replaceChildren(
      renderDecisionPanel({
        view,
        units: this.units,
        deciding,
        legal: state.legal,
        advancing: this.advancing,
        chooseAdvancing: (id) => {
          this.advancing = id;
          this.render();
        },
        act: (action) => void this.ctx.act(action),
        previewUnits: (ids) => this.ctx.map.markUnits('candidate', ids),
      }),
    );
  }
}
