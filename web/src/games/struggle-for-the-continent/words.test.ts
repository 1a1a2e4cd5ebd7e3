import { describe, expect, it } from 'vitest';
import { inkOn, NATION_COLORS, nationTint, sideColor } from './colors';
import { parseStackId, stackId } from './counter';
import { describeAction, describeResult, nationName, rememberProvinceNames, turnSummary } from './words';
import type { SfcView } from './view';

const view = {
  round: 3,
  rounds: 30,
  phase: 'move',
  team: 'central',
  nation: 'germany',
  to_move: 'germany',
  team_acted: false,
  teams: [],
  nations: [],
  provinces: {},
  stacks: [],
  join: null,
  battle: null,
} as SfcView;

describe('SFC words', () => {
  rememberProvinceNames([
    { id: 'alsace', name: 'Alsace' },
    { id: 'champagne', name: 'Champagne' },
    { id: 'w_prussia', name: 'W. Prussia' },
  ]);

  it('says whose turn it is in each phase', () => {
    expect(turnSummary(view)).toEqual({ turn: 'Round 3 of 30', phase: 'Germany moves', phasing: 'germany' });
    expect(turnSummary({ ...view, phase: 'setup', to_place: 4 }).phase).toBe('Set-up: Germany places 4');
    const battle = { at: 'alsace' } as SfcView['battle'];
    expect(turnSummary({ ...view, phase: 'battle', battle }).phase).toBe('Battle for Alsace');
    // A defender asked to stand or retreat does not make it the defender's turn.
    expect(turnSummary({ ...view, phase: 'battle', battle, to_move: 'france' }).phasing).toBe('germany');
    expect(turnSummary({ ...view, phase: 'over' }).phase).toBe('The war is over');
  });

  it('describes every action', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'place', at: 'champagne' }, 'Place a German army in Champagne'],
      [{ type: 'move', from: 'champagne', to: 'alsace', count: 2 }, 'Move 2 armies from Champagne to Alsace'],
      [{ type: 'move', from: 'champagne', to: 'alsace', count: 1 }, 'Move 1 army from Champagne to Alsace'],
      [
        { type: 'attack', to: 'alsace', groups: [{ from: 'champagne', nation: 'france', count: 3 }, { from: 'champagne', nation: 'england', count: 1 }] },
        'Attack Alsace with 3 French from Champagne, 1 British from Champagne',
      ],
      [{ type: 'join' }, 'Join the attack'],
      [{ type: 'decline' }, 'Decline to join the attack'],
      [{ type: 'fight_on' }, 'Fight on'],
      [{ type: 'break_off' }, 'Break off the attack'],
      [{ type: 'stand' }, 'Stand and fight'],
      [{ type: 'retreat', to: 'w_prussia' }, 'Retreat to W. Prussia'],
      [{ type: 'ask', nation: 'spain' }, 'Ask Spain to join the war'],
      [{ type: 'end_turn' }, "End Germany's turn"],
    ];
    for (const [action, words] of cases) expect(describeAction(action as { type: string }, view)).toBe(words);
  });

  it('sums up the result', () => {
    const r = describeResult({ winner: 'entente', score: { central: 20, entente: 31 }, reason: 'after 30 rounds' });
    expect(r.headline).toBe('Entente victory');
    expect(r.rows).toContainEqual(['Central Powers', '20 points']);
    expect(describeResult({ winner: null, score: { central: 25, entente: 25 }, reason: 'equal scores' }).headline).toBe('The war ends in a draw');
  });

  it('names the seats by nation', () => {
    expect(nationName('netherlands')).toBe('Netherlands');
    expect(nationName('england')).toBe('England');
  });
});

describe('SFC counters and colours', () => {
  it('names a stack by nation and province', () => {
    expect(stackId('germany', 'w_prussia')).toBe('germany@w_prussia');
    expect(parseStackId('germany@w_prussia')).toEqual({ nation: 'germany', at: 'w_prussia' });
  });

  it('gives each of the 19 nations its own colour and readable ink', () => {
    const colors = Object.values(NATION_COLORS);
    expect(colors).toHaveLength(19);
    expect(new Set(colors).size).toBe(19);
    expect(inkOn('#ffffff')).toBe('#111111');
    expect(inkOn('#1f5fae')).toBe('#ffffff');
    expect(nationTint('germany')).toMatch(/^#[0-9a-f]{6}$/);
    expect(sideColor('entente')).not.toBe(sideColor('central'));
  });
});
