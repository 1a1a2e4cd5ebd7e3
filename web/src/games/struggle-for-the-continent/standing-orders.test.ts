import { describe, expect, it } from 'vitest';
import { StandingOrders } from './standing-orders';
import type { SfcBattle } from './view';

function battle(over: Partial<SfcBattle> = {}): SfcBattle {
  return {
    at: 'belgium', attacker: 'germany', from: ['rhineland'], attackers: [], defenders: [],
    attacker_victories: 0, defender_victories: 0, waves: [], asking: 'defender', deciding: 'belgium',
    retreats: ['flanders'], max_waves: 10, ...over,
  };
}

describe('StandingOrders', () => {
  it("answers 'stand' for a nation ordered to stand, on every later question of the battle", () => {
    const orders = new StandingOrders();
    orders.give(battle(), 'belgium');
    expect(orders.answer(battle({ waves: [{ pairs: [] }] }), true)).toEqual({ type: 'stand' });
    expect(orders.answer(battle({ waves: [{ pairs: [] }, { pairs: [] }] }), true)).toEqual({ type: 'stand' });
  });

  it('leaves the other nations, the attacker and other pages to decide themselves', () => {
    const orders = new StandingOrders();
    orders.give(battle(), 'belgium');
    expect(orders.answer(battle({ deciding: 'france' }), true)).toBeNull();
    expect(orders.answer(battle({ asking: 'attacker', deciding: 'germany' }), true)).toBeNull();
    expect(orders.answer(battle(), false)).toBeNull();
  });

  it('ends with the battle: the next battle asks again', () => {
    const orders = new StandingOrders();
    orders.give(battle(), 'belgium');
    orders.follow(null);
    expect(orders.answer(battle(), true)).toBeNull();
    orders.give(battle(), 'belgium');
    expect(orders.answer(battle({ attacker: 'austria' }), true)).toBeNull();
  });
});
