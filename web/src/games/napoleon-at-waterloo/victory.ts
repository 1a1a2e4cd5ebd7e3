// Victory status during the game and the final verdict, after the rule sheet's
// "How the game is won". Thresholds are the shipped rules.json values (docs/cli.md).

import type { ResultSummary } from '../../game-module';
import { el } from '../../util/dom';
import type { NawResult, NawView } from './types';
import { levelName, sideName } from './words';

export const THRESHOLDS = {
  demoralization: 90,
  frenchProvisional: 150,
  frenchDecisiveExits: 14,
  alliedMarginal: 75,
  alliedProvisional: 100,
};

export function renderVictoryStatus(view: NawView): HTMLElement {
  const napoleon = view.units?.find((u) => u.arm === 'leader');
  const napoleonWhere =
    napoleon?.status === 'exited' ? 'exited' : napoleon?.status === 'eliminated' ? 'eliminated' : napoleon?.hex ? `in ${napoleon.hex}` : '—';
  const rows: [string, string, string][] = [
    ['Strength points lost', String(view.losses?.french ?? 0), String(view.losses?.allied ?? 0)],
    [
      `Demoralized (at ${THRESHOLDS.demoralization})`,
      view.demoralized === 'french' ? 'YES' : 'no',
      view.demoralized === 'allied' ? 'YES' : 'no',
    ],
  ];
  const table = el(
    'table',
    { class: 'status-table' },
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, ''), el('th', { scope: 'col' }, 'French'), el('th', { scope: 'col' }, 'Allied'))),
    el('tbody', {}, ...rows.map(([label, fr, al]) => el('tr', {}, el('th', { scope: 'row' }, label), el('td', {}, fr), el('td', {}, al)))),
  );
  return el(
    'div',
    { 'data-testid': 'victory-status' },
    table,
    el('p', { class: 'status-line' }, `French units exited north: ${view.exited ?? 0} of ${THRESHOLDS.frenchDecisiveExits}, Napoleon ${napoleonWhere}.`),
    el(
      'p',
      { class: 'status-hint' },
      `French: marginal if the Allies are demoralized, provisional at ${THRESHOLDS.frenchProvisional} Allied points, decisive with ${THRESHOLDS.frenchDecisiveExits} units and Napoleon off the north edge. ` +
        `Allied: marginal at ${THRESHOLDS.alliedMarginal} French points, provisional at ${THRESHOLDS.alliedProvisional}, decisive if Napoleon falls or the French are demoralized.`,
    ),
  );
}

export function describeNawResult(raw: Record<string, unknown>): ResultSummary {
  const r = raw as unknown as NawResult;
  const headline =
    r.winner === 'none' || r.victory === 'none'
      ? 'A draw: neither side comes out ahead'
      : `${levelName(r.victory)} ${sideName(r.winner)} victory`;
  const napoleon = r.napoleon_eliminated ? 'eliminated' : r.napoleon_exited ? 'exited north' : 'on the field';
  return {
    headline,
    rows: [
      ['French level', levelName(r.levels?.french)],
      ['Allied level', levelName(r.levels?.allied)],
      ['French losses', `${r.losses?.french ?? 0} points`],
      ['Allied losses', `${r.losses?.allied ?? 0} points`],
      ['Demoralized', r.demoralized ? sideName(r.demoralized) : 'nobody'],
      ['French units exited', String(r.exited ?? 0)],
      ['Napoleon', napoleon],
      ['Ended on game-turn', String(r.turns ?? '')],
    ],
  };
}
