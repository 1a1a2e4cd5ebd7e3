// Struggle for the Continent (1914, 80 provinces of Europe) for the browser client: the area
// map, one counter per nation's stack in a province, and the words of the game
// (docs/struggle-for-the-continent.md).

import type { GameModule, UnitDetails } from '../../game-module';
import { asSfcBoard, drawControl, drawSfcBoard } from './board-layer';
import { sideColor } from './colors';
import { drawSfcCounter, parseStackId, stackId } from './counter';
import { legendItems } from './legend';
import { SfcController } from './play-controller';
import { asSfc, type SfcStack, type SfcView } from './view';
import { armies, describeAction, describeResult, nationName, passWords, provinceName, teamName, turnSummary } from './words';
import { sfcReportLine, sfcReportRepeated } from './report';
import './sfc.css';
import { sfcCombatOutcomes, sfcEventTrace } from './happened';
import { EVENT_SOUNDS } from './sounds';

function stackOf(v: SfcView, unitId: string): SfcStack | undefined {
  const { nation, at } = parseStackId(unitId);
  return (v.stacks ?? []).find((s) => s.nation === nation && s.at === at);
}

function movesText(moves: readonly number[]): string {
  if (moves.length === 0) return 'none';
  const byMoves = new Map<number, number>();
  for (const m of moves) byMoves.set(m, (byMoves.get(m) ?? 0) + 1);
  return [...byMoves]
    .sort((a, b) => b[0] - a[0])
    .map(([m, n]) => `${n} with ${m} ${m === 1 ? 'move' : 'moves'}`)
    .join(', ');
}

function teamOf(v: SfcView, nation: string): string | null {
  return v.nations?.find((n) => n.id === nation)?.team ?? null;
}

export const struggleForTheContinent: GameModule = {
  id: 'struggle-for-the-continent',

  seatName: (seat) => nationName(seat),

  sideColor: (side) => sideColor(side),

  turnSummary: (view) => turnSummary(asSfc(view)),

  unitsOnMap(view) {
    return (asSfc(view).stacks ?? [])
      .filter((s) => s.count > 0)
      .map((s) => ({ id: stackId(s.nation, s.at), hex: s.at, side: s.nation }));
  },

  offMapGroups: () => [],

  drawCounter(unitId, view) {
    return drawSfcCounter(parseStackId(unitId).nation, stackOf(asSfc(view), unitId));
  },

  unitLabel(unitId, view) {
    const { nation, at } = parseStackId(unitId);
    const s = stackOf(asSfc(view), unitId);
    return `${nationName(nation)}, ${s ? armies(s.count) : 'no armies'} in ${provinceName(at)}`;
  },

  unitDetails(unitId, view): UnitDetails {
    const v = asSfc(view);
    const { nation, at } = parseStackId(unitId);
    const s = stackOf(v, unitId);
    const n = v.nations?.find((x) => x.id === nation);
    const rows: [string, string][] = [
      ['Nation', nationName(nation)],
      ['Team', teamName(teamOf(v, nation))],
      ['Province', provinceName(at)],
      ['Armies', s ? String(s.count) : '0'],
      ['Moves left', s ? movesText(s.moves) : 'none'],
    ];
    if (n) rows.push(['Attack value', String(n.attack)]);
    return { title: `${nationName(nation)} — ${s ? armies(s.count) : 'no armies'} in ${provinceName(at)}`, rows };
  },

  markStyle: (mark) => ({ label: mark.replace(/_/g, ' '), color: '#555' }),

  describeAction: (action, view) => describeAction(action, view ? asSfc(view) : null),

  passLabel: (view) => passWords(asSfc(view)),

  passAction: (legal) => legal.find((a) => a.type === 'end_turn'),

  drawBoard: (board) => drawSfcBoard(asSfcBoard(board)),

  legendItems: (board) => legendItems(asSfcBoard(board)),

  drawStateLayer: (board, view) => drawControl(asSfcBoard(board), asSfc(view)),

  describeResult: (result) => describeResult(result),
  soundOf: (event) => EVENT_SOUNDS[event.type] ?? null,

  combatOutcomes: (events) => sfcCombatOutcomes(events),

  eventTrace: (event) => sfcEventTrace(event),

  createController: (ctx) => new SfcController(ctx),

  // Armies are picked by their province, on the map or in the panel, never one counter.
  selectionHint: (touch) =>
    touch
      ? 'Tap a province where your armies stand, or pick it in the panel above, to move them or attack from it.'
      : 'Click a province where your armies stand, or pick it in the panel above, to move them or attack from it. Hover a counter for the armies there.',

  phaseKey: (view) => asSfc(view).phase,

  reportLine: (event, text) => sfcReportLine(event, text),

  reportRepeated: (event, count) => sfcReportRepeated(event, count),

  stackTotals: (ids, view) => [['Armies', String(ids.reduce((sum, id) => sum + (stackOf(asSfc(view), id)?.count ?? 0), 0))]],
};
