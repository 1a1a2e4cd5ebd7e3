// Decisive Battles of the American Civil War (SSG, 1987) for the browser client: the army
// commander gives orders to HQs and brigades through the book's menus, then runs the hour.

import type { GameModule, OffMapGroup } from '../../game-module';
import { drawBattlefield } from './board-layer';
import { sideColor } from './colors';
import { DbController } from './controller';
import { drawBlankCounter, drawDbCounter } from './counter';
import { dbEventTrace } from './happened';
import { dbLegendItems } from './legend';
import { dbReportLine } from './report';
import { EVENT_SOUNDS } from './sounds';
import { drawDbState } from './state-layer';
import { asDb, type DbBoard, type DbResult } from './types';
import { dbUnitDetails } from './unit-details';
import { conditionsWords, describeDbAction, formationWords, kindWords, menWords, shortTime, sideName, STANDING_WORDS, timeWords } from './words';
import './db.css';

export const decisiveBattles: GameModule = {
  id: 'decisive-battles',

  seatName: (seat) => sideName(seat),
  sideColor,

  turnSummary(view) {
    const v = asDb(view);
    const extra = [v.rest ? 'a night of rest' : '', v.briefing ? 'the briefing' : ''].filter(Boolean).join(', ');
    return {
      turn: `${shortTime(v.time)}: ${conditionsWords(v)}`,
      phase: v.phase === 'over' ? 'The battle is over' : `Hour ${v.turn} of ${v.turns}: orders${extra ? ` (${extra})` : ''}`,
      // Both sides order each hour, one after the other: the side ordering now.
      phasing: v.to_move ?? null,
    };
  },

  // The step of the hour's sequence a view stands at, as data/decisive-battles/aids.json keys it.
  phaseKey: (view) => `${asDb(view).to_move ?? ''} ${asDb(view).phase}`,
  unitsOnMap: (view) => asDb(view).units.filter((u) => u.where === 'map' && u.hex).map((u) => ({ id: u.id, hex: u.hex!, side: u.side })),

  offMapGroups(view): OffMapGroup[] {
    const units = asDb(view).units;
    const groups: OffMapGroup[] = [];
    const waiting = units.filter((u) => u.where === 'waiting').map((u) => u.id);
    const gone = units.filter((u) => u.where === 'gone').map((u) => u.id);
    if (waiting.length) groups.push({ title: 'Arriving later', unitIds: waiting });
    if (gone.length) groups.push({ title: 'Gone', unitIds: gone });
    return groups;
  },

  drawCounter(id, view) {
    const u = asDb(view).units.find((x) => x.id === id);
    return u ? drawDbCounter(u) : drawBlankCounter(id);
  },

  unitLabel(id, view) {
    const u = asDb(view).units.find((x) => x.id === id);
    if (!u) return id;
    const strength = u.hq ? '' : `, ${u.strength * 100} men`;
    return `${u.name}, ${sideName(u.side)} ${kindWords(u)} ${formationWords(u)}${strength}${u.hex ? ` in ${u.hex}` : ''}`;
  },

  unitDetails(id, view) {
    const v = asDb(view);
    return dbUnitDetails(v.units.find((x) => x.id === id), id, v);
  },

  markStyle: (mark) => ({ label: mark.replace(/_/g, ' '), color: '#555' }),

  describeAction: (action, view) => describeDbAction(action, asDb(view)),
  passLabel: () => 'Run the hour',
  passAction: (legal) => legal.find((a) => a.type === 'end_orders'),

  drawBoard: (board, size) => drawBattlefield(board as DbBoard, size),
  legendItems: (board) => dbLegendItems(board),
  drawStateLayer: (board, view, size) => drawDbState(board as DbBoard, asDb(view), size),

  describeResult(result) {
    const r = result as unknown as DbResult;
    const why = r.reason === 'resigned' || r.reason === 'resign' ? 'the other side resigned' : r.reason ? r.reason.replace(/_/g, ' ') : 'the last hour played';
    const rows: [string, string][] = [];
    for (const side of ['union', 'confederate'] as const) if (r.vp?.[side] !== undefined) rows.push([`Victory points, ${sideName(side)}`, String(r.vp[side])]);
    if (r.standing) rows.push(['Standing', STANDING_WORDS[r.standing] ?? r.standing]);
    if (r.time) rows.push(['Ended', timeWords(r.time)]);
    return { headline: r.winner ? `${sideName(r.winner)} victory: ${why}` : `A drawn battle: ${why}`, rows };
  },

  reportLine: (event, text, view) => dbReportLine(event, text, asDb(view)),
  eventTrace: (event, view) => dbEventTrace(event, asDb(view)),
  soundOf: (event) => EVENT_SOUNDS[event.type] ?? null,

  stackTotals(ids, view) {
    const units = asDb(view).units.filter((u) => ids.includes(u.id) && !u.hq);
    return units.length ? [['Men', menWords(units.reduce((n, u) => n + (u.men ?? u.strength * 100), 0))]] : [];
  },

  selectionHint: (touch) => `${touch ? 'Tap' : 'Click'} any counter or hex to walk the map: its details show here. Give orders from the menus above.`,

  createController: (ctx) => new DbController(ctx),
};
