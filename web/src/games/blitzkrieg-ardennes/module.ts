// Blitzkrieg at the Ardennes (1944) for the browser client.

import type { GameModule, MarkStyle, OffMapGroup, UnitDetails } from '../../game-module';
import type { View } from '../../protocol-types';
import { drawArdennes, type BkaBoard } from './board-layer';
import { sideColor } from './colors';
import { BkaController } from './controller';
import { drawCounterOf } from './counter';
import { bkaCombatOutcomes, bkaEventTrace } from './happened';
import { bkaLegendItems } from './legend';
import { bkaReportLine } from './report';
import { EVENT_SOUNDS } from './sounds';
import { drawBkaState } from './state-layer';
import { asBka, unitInView, type BkaResult, type BkaUnit } from './types';
import { CLASS_NAMES, dateWords, shortDate, describeBkaAction, levelWords, passWords, phaseWords, sideName, strengthWords } from './words';
import './bka.css';

function unitOf(view: View, id: string): BkaUnit | undefined {
  return unitInView(asBka(view), id);
}

const MARKS: Record<string, { label: string; color: string }> = {
  german_start_zone: { label: 'German start zone (deployment)', color: '#4a4a4a' },
  german_east: { label: 'German reinforcements (east)', color: '#4a4a4a' },
  allied_north: { label: 'Allied reinforcements (north)', color: '#5d6b2f' },
  allied_south: { label: 'Allied reinforcements (south)', color: '#5d6b2f' },
  allied_west: { label: 'Allied reinforcements (west)', color: '#5d6b2f' },
};

function markStyle(mark: string): MarkStyle {
  return MARKS[mark] ?? { label: mark.replace(/_/g, ' '), color: '#555' };
}

export const blitzkriegArdennes: GameModule = {
  id: 'blitzkrieg-ardennes',

  seatName: (seat) => sideName(seat),
  sideColor,

  turnSummary(view) {
    const v = asBka(view);
    return { turn: `${shortDate(v.date)}, ${v.weather}`, phase: phaseWords(v), phasing: v.phasing ?? null };
  },

  unitsOnMap: (view) => (asBka(view).units ?? []).map((u) => ({ id: u.id, hex: u.hex, side: u.side })),

  offMapGroups(view): OffMapGroup[] {
    const off = asBka(view).off_map ?? {};
    const groups: OffMapGroup[] = [];
    if (off.waiting?.length) groups.push({ title: 'Arriving later', unitIds: off.waiting });
    if (off.eliminated?.length) groups.push({ title: 'Eliminated', unitIds: off.eliminated });
    return groups;
  },

  drawCounter: (id, view) => drawCounterOf(id, asBka(view)),

  unitLabel(id, view) {
    const u = unitOf(view, id);
    return u ? `${id} ${u.name}, ${sideName(u.side)} ${CLASS_NAMES[u.class]} ${strengthWords(u)}-${u.movement} ${u.hex ? `in ${u.hex}` : 'off the map'}` : id;
  },

  unitDetails(id, view): UnitDetails {
    const u = unitOf(view, id);
    if (!u) return { title: id, rows: [['Where', 'off the map']] };
    const rows: [string, string][] = [
      ['Id', u.id],
      ['Side', sideName(u.side)],
      ['Class', CLASS_NAMES[u.class]],
      [u.strength_range ? 'Strength (as far as known)' : 'Strength', strengthWords(u)],
      ['Movement', String(u.movement)],
      ['Hex', u.hex || 'off the map'],
    ];
    if (u.attack !== undefined && u.attack !== u.strength) rows.push(['Attack', String(u.attack)]);
    if (u.start && u.start !== u.hex) rows.push(['Began the turn in', u.start]);
    const flags = [u.moved && 'moved', u.immobilized && 'immobilized', u.isolated_turns && `out of supply ${u.isolated_turns} turn(s)`, u.turns_there !== undefined && `${u.turns_there} turn(s) among the enemy`].filter(Boolean);
    if (flags.length) rows.push(['Status', flags.join('; ')]);
    return { title: u.name, rows };
  },

  markStyle,

  describeAction: (action, view) => describeBkaAction(action, asBka(view)),
  passLabel: (view) => passWords(asBka(view)),
  passAction: (legal) => legal.find((a) => a.type === 'end_phase') ?? legal.find((a) => a.type === 'resolve'),

  drawBoard: (board, size) => drawArdennes(board as BkaBoard, size, markStyle),
  legendItems: () => bkaLegendItems(),
  drawStateLayer: (board, view, size) => drawBkaState(board as BkaBoard, asBka(view), size),

  describeResult(result) {
    const r = result as unknown as BkaResult;
    const why = r.reason === 'antwerp' ? 'Antwerp taken and held' : r.reason === 'quit' ? 'the other side quit' : 'the last turn played';
    return {
      headline: `${sideName(r.winner)} victory: ${why}`,
      rows: [
        ['German victory level', levelWords(r.german_victory)],
        ['Rating, German', String(r.rating?.german ?? '')],
        ['Rating, Allied', String(r.rating?.allied ?? '')],
        ['Ended', dateWords(r.turn ?? '')],
      ],
    };
  },

  phaseKey: (view) => `${asBka(view).phasing} ${asBka(view).phase}`,
  reportLine: (event, text, view) => bkaReportLine(event, text, asBka(view)),
  combatOutcomes: (events, view) => bkaCombatOutcomes(events, asBka(view)),
  eventTrace: (event, view) => bkaEventTrace(event, asBka(view)),
  soundOf: (event) => EVENT_SOUNDS[event.type] ?? null,

  stackTotals(ids, view) {
    let low = 0;
    let high = 0;
    for (const id of ids) {
      const u = unitOf(view, id);
      low += u?.strength_range?.[0] ?? u?.strength ?? 0;
      high += u?.strength_range?.[1] ?? u?.strength ?? 0;
    }
    return [['Strength', low === high ? String(low) : `${low}–${high}`]];
  },

  selectionHint: (touch) => `${touch ? 'Tap' : 'Click'} one of your counters to see where it may go; ${touch ? 'tap' : 'click'} an enemy hex to build an engagement.`,

  createController: (ctx) => new BkaController(ctx),
};
