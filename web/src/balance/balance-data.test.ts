import { describe, expect, it } from 'vitest';
import { decidingCondition, decidingConditions, fieldLabel, flattenNumbers, gameLengths, meanText, scoreFields, scoreSeries, shareText, winShares, type BalanceSummary } from './balance-data';

const summary: BalanceSummary = {
  format: 'grognard-balance',
  version: 2,
  game: 'la-grande-armee',
  scenario: '7-waterloo',
  scenario_hash: '0123456789abcdef',
  agents: ['random', 'random', 'random'],
  first_seed: 1,
  first_game: 0,
  games: 10,
  outcomes: {
    winner: { allied: { games: 5, share: 0.5, low: 0.2366, high: 0.7634 }, none: { games: 3, share: 0.3, low: 0.1078, high: 0.6032 }, french: { games: 2, share: 0.2, low: 0.0567, high: 0.5098 } },
    'french.level': { AD: { games: 10, share: 1, low: 0.7225, high: 1 } },
  },
  numbers: {
    actions: { count: 10, sum: 2000, sum_of_squares: 405000, mean: 200, low: 179.4, high: 220.6, min: 150, max: 250 },
    'french.vp': { count: 10, sum: 40, sum_of_squares: 176, mean: 4, low: 2.9, high: 5.1, min: 2, max: 6 },
    'allied.vp': { count: 10, sum: 470, sum_of_squares: 22094, mean: 47, low: 46.4, high: 47.6, min: 46, max: 48 },
  },
};

describe('balance data', () => {
  it('gives each winner its share and interval, the largest first, nobody as a draw', () => {
    expect(winShares(summary).map((r) => [r.outcome, r.games, r.low, r.high])).toEqual([
      ['allied', 5, 0.2366, 0.7634],
      ['draw', 3, 0.1078, 0.6032],
      ['french', 2, 0.0567, 0.5098],
    ]);
    expect(shareText(winShares(summary)[0]!)).toBe('50.0% (23.7–76.3%)');
  });

  it('writes a mean with its interval', () => {
    expect(meanText(summary.numbers['french.vp']!)).toBe('4.00 (2.90–5.10)');
  });

  it('flattens nested numbers as the summary names them', () => {
    expect(flattenNumbers({ winner: 'allied', actions: 3, french: { vp: 4, level: 'AD' }, lost: [1, 2] })).toEqual({ actions: 3, 'french.vp': 4 });
  });

  it('scores are victory points or a score, never the game length', () => {
    expect(scoreFields(summary)).toEqual(['french.vp', 'allied.vp']);
    const naw = { ...summary, numbers: { actions: summary.numbers['actions']!, turns: summary.numbers['actions']!, 'losses.french': summary.numbers['actions']!, exited: summary.numbers['actions']! } };
    expect(scoreFields(naw)).toEqual(['losses.french', 'exited']);
    const sfc = { ...summary, numbers: { round: summary.numbers['actions']!, 'score.central': summary.numbers['actions']!, 'score.entente': summary.numbers['actions']! } };
    expect(scoreFields(sfc)).toEqual(['score.central', 'score.entente']);
  });

  it('names fields after the sides', () => {
    const side = (s: string) => ({ french: 'French', allied: 'Allied', central: 'Central Powers' })[s] ?? s;
    expect(fieldLabel('french.vp', side)).toBe('French VP');
    expect(fieldLabel('score.central', side)).toBe('Central Powers score');
    expect(fieldLabel('losses.allied', side)).toBe('Allied losses');
    expect(fieldLabel('levels.french', side)).toBe('French level');
    expect(fieldLabel('actions', side)).toBe('actions');
    expect(fieldLabel('a.b.c', side)).toBe('a.b.c');
  });

  it('puts each game’s scores in long form and lists the lengths', () => {
    const results = [
      { winner: 'allied', actions: 150, french: { vp: 2 }, allied: { vp: 48 } },
      { winner: null, actions: 250, french: { vp: 6 }, allied: { vp: 46 } },
    ];
    expect(scoreSeries(results, ['french.vp', 'allied.vp'])).toEqual([
      { field: 'french.vp', value: 2 },
      { field: 'allied.vp', value: 48 },
      { field: 'french.vp', value: 6 },
      { field: 'allied.vp', value: 46 },
    ]);
    expect(gameLengths(results)).toEqual([150, 250]);
  });

  it('names what decided each game in every game’s own words', () => {
    expect(decidingCondition({ winner: 'entente', reason: 'surrender', round: 9 })).toBe('surrender');
    expect(decidingCondition({ winner: 'french', victory: 'marginal' })).toBe('french marginal');
    expect(decidingCondition({ winner: 'allied', french: { level: 'AD' }, allied: { level: 'TV' } })).toBe('allied TV');
    expect(decidingCondition({ winner: null, french: { level: 'AD' } })).toBe('draw');
    expect(
      decidingConditions([
        { winner: 'allied', allied: { level: 'TV' } },
        { winner: null },
        { winner: 'allied', allied: { level: 'TV' } },
        { winner: 'allied', allied: { level: 'SV' } },
      ]),
    ).toEqual([
      { condition: 'allied TV', games: 2 },
      { condition: 'allied SV', games: 1 },
      { condition: 'draw', games: 1 },
    ]);
  });
});
