// "Stand for the rest of this battle": SFC 4.2 asks every defending nation between waves
// whether it stands or retreats. A player who means to hold gives the order once, and this
// page answers the later questions of the same battle with `stand` for that nation. Kept in
// the client: the rules and the protocol stay as they are (the server still asks, and a
// nation whose page is closed is still waited for), and undo or a retreat stay possible
// until the order is given.

import type { Action } from '../../protocol-types';
import type { SfcBattle } from './view';

export class StandingOrders {
  /** The battle the orders are for (its province and attacker), and the nations standing. */
  private battle: string | null = null;
  private readonly standing = new Set<string>();

  /** Called with every state: a new battle, or none, ends the old orders. */
  follow(battle: SfcBattle | null): void {
    const key = battle ? battleKey(battle) : null;
    if (key === this.battle) return;
    this.battle = key;
    this.standing.clear();
  }

  give(battle: SfcBattle, nation: string): void {
    this.follow(battle);
    this.standing.add(nation);
  }

  stands(nation: string): boolean {
    return this.standing.has(nation);
  }

  /** The answer to give now on the order's behalf, if the question is one it covers. */
  answer(battle: SfcBattle | null, askedOfThisPage: boolean): Action | null {
    this.follow(battle);
    if (!battle || !askedOfThisPage || battle.asking !== 'defender') return null;
    return this.standing.has(battle.deciding) ? { type: 'stand' } : null;
  }
}

function battleKey(b: SfcBattle): string {
  return `${b.attacker}>${b.at}`;
}
