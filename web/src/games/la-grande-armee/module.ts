// La Grande Armée (SDJ, 1989) for the browser client: Europe, LGA counters, and the
// build / movement / defense panels (docs/la-grande-armee.md).

import type { GameModule, OffMapGroup, UnitDetails } from '../../game-module';
import type { View } from '../../protocol-types';
import { sideColor } from './colors';
import { drawControl, drawEurope } from './board-layer';
import { LgaController } from './controller';
import { drawLgaCounter } from './counter';
import { LEVEL_NAMES } from './ladder';
import { legendItems } from './legend';
import { stackCount, topUnits, unitsAt } from './stacks';
import { asLga, type LgaBoard, type LgaUnit } from './types';
import { describeAction, nationName, PHASE_NAMES, passWords, seasonText, sideName, TYPE_NAMES } from './words';
import './lga.css';
import { lgaCombatOutcomes, lgaEventTrace } from './happened';
import { EVENT_SOUNDS } from './sounds';

function unitOf(view: View, id: string): LgaUnit {
  return (
    asLga(view).units?.find((u) => u.id === id) ?? { id, nation: '?', side: 'neutral', type: 'infantry', where: 'dead', morale: null, fatigue: null }
  );
}

export const laGrandeArmee: GameModule = {
  id: 'la-grande-armee',

  seatName: (seat) => sideName(seat),

  sideColor: (side) => sideColor(side),

  turnSummary(view) {
    const v = asLga(view);
    const phase = v.phase === 'over' ? PHASE_NAMES.over! : `${sideName(v.player)} — ${PHASE_NAMES[v.phase] ?? v.phase}`;
    return { turn: seasonText(v), phase, phasing: v.player ?? null };
  },

  unitsOnMap(view) {
    return topUnits(asLga(view)).map((u) => ({ id: u.id, hex: u.hex!, side: u.side }));
  },

  offMapGroups(view, legal) {
    const v = asLga(view);
    const builds = new Set(legal.filter((a) => a.type === 'build').map((a) => String(a.unit)));
    const later = (v.units ?? []).filter((u) => u.where === 'later');
    const dead = (v.units ?? []).filter((u) => u.where === 'dead');
    const groups: OffMapGroup[] = [];
    const ready = later.filter((u) => builds.has(u.id) || u.buildable);
    if (ready.length) groups.push({ title: 'Ready to build', unitIds: ready.map((u) => u.id) });
    const waiting = later.filter((u) => !ready.includes(u));
    if (waiting.length) groups.push({ title: 'Available later', unitIds: waiting.map((u) => u.id) });
    if (dead.length) groups.push({ title: 'Destroyed', unitIds: dead.map((u) => u.id) });
    return groups;
  },

  drawCounter(id, view) {
    const u = unitOf(view, id);
    const count = u.where === 'map' && u.hex ? stackCount(asLga(view), u.hex) : null;
    return drawLgaCounter(u, count);
  },

  unitLabel(id, view) {
    const u = unitOf(view, id);
    const m = u.type === 'hq' ? `bonus ${u.bonus ?? '?'}` : `morale ${u.morale ?? 'unknown'}, fatigue ${u.fatigue ?? 'unknown'}`;
    const v = asLga(view);
    const count = u.hex ? stackCount(v, u.hex) : null;
    return `${id}, ${nationName(u.nation)} ${TYPE_NAMES[u.type] ?? u.type}, ${m}${u.hex ? ` in ${u.hex}` : ''}${count ? `, stack of ${count}` : ''}`;
  },

  unitDetails(id, view): UnitDetails {
    const u = unitOf(view, id);
    const rows: [string, string][] = [
      ['Id', u.id],
      ['Country', nationName(u.nation)],
      ['Side', sideName(u.side)],
      ['Type', TYPE_NAMES[u.type] ?? u.type],
    ];
    if (u.type === 'hq') rows.push(['Bonus', `+${u.bonus ?? '?'}`]);
    else rows.push(['Morale', u.morale === null ? 'unknown' : `${u.morale}${u.max_morale ? ` of ${u.max_morale}` : ''}`]);
    rows.push(['Fatigue', u.fatigue === null ? 'unknown' : String(u.fatigue)]);
    rows.push(['Where', u.where === 'map' ? `${u.hex}${u.stack ? ` (${u.stack + 1}. in its stack)` : ' (top of its stack)'}` : u.where === 'later' ? `available ${u.available ?? ''}` : 'destroyed']);
    if (u.moves !== undefined) rows.push(['Moves left', String(u.moves)]);
    if (u.cost !== undefined) rows.push(['Build cost', `${u.cost} MP${u.build_sites?.length ? ` at ${u.build_sites.join(', ')}` : ''}`]);
    const flags = [u.garrison && 'garrison', u.halted && 'halted', u.rallied && 'rallied this season', u.defended && 'defended', u.withdrew && 'withdrew', u.unsupplied && 'unsupplied', u.fixed && 'may not leave'].filter(Boolean) as string[];
    rows.push(['Flags', flags.length ? flags.join('; ') : 'none']);
    return { title: `${u.id} — ${nationName(u.nation)} ${TYPE_NAMES[u.type] ?? u.type}`, rows };
  },

  markStyle: (mark) => ({ label: mark.replace(/_/g, ' '), color: '#555' }),

  describeAction: (action) => describeAction(action),

  passLabel: (view) => passWords(asLga(view)),

  passAction: (legal) => legal.find((a) => a.type === 'end_phase'),

  drawBoard: (board, size) => drawEurope(board as LgaBoard, size),

  legendItems: () => legendItems(),

  drawStateLayer: (board, view, size) => drawControl(board as LgaBoard, size, asLga(view).control ?? {}),

  describeResult(result, view) {
    const v = asLga(view);
    const rows: [string, string][] = [];
    for (const [side, vic] of Object.entries(v.victory ?? {})) {
      if (vic) rows.push([sideName(side), `${vic.vp} VP${vic.level ? ` — ${LEVEL_NAMES[vic.level] ?? vic.level}` : ''}`]);
    }
    for (const [k, val] of Object.entries(result)) {
      if (val === null || typeof val === 'object') continue;
      rows.push([k.replace(/_/g, ' '), String(val)]);
    }
    const winner = typeof result.winner === 'string' ? result.winner : null;
    return { headline: winner && winner !== 'none' ? `${sideName(winner)} victory` : 'The campaign is over', rows };
  },

  combatOutcomes: (events) => lgaCombatOutcomes(events),

  eventTrace: (event) => lgaEventTrace(event),

  soundOf: (event) => EVENT_SOUNDS[event.type] ?? null,
  createController: (ctx) => new LgaController(ctx),

  phaseKey: (view) => asLga(view).phase,

  stackContents: (hex, view) => unitsAt(asLga(view), hex).map((u) => u.id),

  stackTotals(ids, view) {
    const units = ids.map((id) => unitOf(view, id)).filter((u) => u.type !== 'hq');
    const known = units.filter((u) => u.morale !== null);
    const rows: [string, string][] = [];
    if (known.length) rows.push(['Morale (known)', String(known.reduce((sum, u) => sum + (u.morale ?? 0), 0))]);
    const hex = unitOf(view, ids[0]!).hex;
    const hidden = hex ? asLga(view).hidden_below?.[hex] : undefined;
    if (hex && hex in (asLga(view).hidden_below ?? {})) rows.push(['Unseen below', hidden === null || hidden === undefined ? 'unknown (cavalry screen)' : String(hidden)]);
    return rows;
  },
};
