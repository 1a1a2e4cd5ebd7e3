// Napoleon at Waterloo (SPI, advanced game) for the browser client.

import type { GameModule, OffMapGroup, UnitDetails } from '../../game-module';
import type { Action, View } from '../../protocol-types';
import { CONTINGENTS, contingentOf } from './contingent';
import { NawController } from './controller';
import { drawNawCounter, factors, isHorseArtillery } from './counter';
import { asNaw, type NawUnit } from './types';
import { nawReportLine } from './report';
import { describeNawResult } from './victory';
import { PHASE_NAMES, describeNawAction, passWords, sideName } from './words';
import { nawCombatOutcomes, nawEventTrace } from './happened';
import { EVENT_SOUNDS } from './sounds';

const MISSING: NawUnit = {
  id: '?',
  name: 'unknown unit',
  side: 'french',
  nation: 'french',
  arm: 'infantry',
  strength: 0,
  movement: 0,
  status: 'eliminated',
};

function unitOf(view: View, id: string): NawUnit {
  return asNaw(view).units?.find((u) => u.id === id) ?? { ...MISSING, id };
}

function armName(u: NawUnit): string {
  if (isHorseArtillery(u)) return 'horse artillery';
  return u.arm === 'leader' ? 'leader' : u.arm;
}

const FLAG_WORDS: [keyof NawUnit, string][] = [
  ['moved', 'moved this phase'],
  ['fired', 'fired this combat phase'],
  ['attacked', 'attacked this phase'],
  ['disrupted', 'disrupted: may not attack or fire'],
  ['bombarded', 'bombarded this game-turn'],
  ['assaulted', 'assaulted this game-turn'],
];

const STATUS_WORDS: Record<NawUnit['status'], string> = {
  map: 'on the map',
  waiting: 'not yet arrived',
  eliminated: 'eliminated',
  exited: 'exited off the north edge',
};

export const napoleonAtWaterloo: GameModule = {
  id: 'napoleon-at-waterloo',

  seatName: (seat) => sideName(seat),

  sideColor: (side) => (side === 'french' ? CONTINGENTS.french.fill : CONTINGENTS.british.fill),

  turnSummary(view) {
    const v = asNaw(view);
    const phase = v.phase === 'over' ? PHASE_NAMES.over! : `${sideName(v.phasing)} ${PHASE_NAMES[v.phase] ?? v.phase}`;
    return { turn: `Turn ${v.turn} of ${v.turns}`, phase, phasing: v.phasing ?? null };
  },

  unitsOnMap(view) {
    return (asNaw(view).units ?? [])
      .filter((u) => u.status === 'map' && u.hex)
      .map((u) => ({ id: u.id, hex: u.hex!, side: u.side }));
  },

  offMapGroups(view, legal) {
    const v = asNaw(view);
    const movable = new Set(legal.filter((a) => a.type === 'move').map((a) => String(a.unit)));
    const waiting = (v.units ?? []).filter((u) => u.status === 'waiting');
    const groups: OffMapGroup[] = [];
    const ready = waiting.filter((u) => movable.has(u.id));
    if (ready.length) groups.push({ title: 'Reinforcements ready to enter', unitIds: ready.map((u) => u.id) });
    const turns = [...new Set(waiting.filter((u) => !movable.has(u.id)).map((u) => u.arrives ?? 0))].sort((a, b) => a - b);
    for (const t of turns) {
      groups.push({
        title: t > v.turn ? `Arriving on game-turn ${t}` : 'Reinforcements waiting',
        unitIds: waiting.filter((u) => !movable.has(u.id) && (u.arrives ?? 0) === t).map((u) => u.id),
      });
    }
    const exited = (v.units ?? []).filter((u) => u.status === 'exited');
    if (exited.length) groups.push({ title: 'Exited off the north edge', unitIds: exited.map((u) => u.id) });
    const dead = (v.units ?? []).filter((u) => u.status === 'eliminated');
    if (dead.length) groups.push({ title: 'Eliminated', unitIds: dead.map((u) => u.id) });
    return groups;
  },

  drawCounter: (id, view) => drawNawCounter(unitOf(view, id)),

  unitLabel(id, view) {
    const u = unitOf(view, id);
    const short = u.name.split(' (')[0];
    const where = u.hex ? ` in ${u.hex}` : '';
    return `${id} ${short}, ${CONTINGENTS[contingentOf(u)].name} ${armName(u)} ${factors(u)}${where}`;
  },

  unitDetails(id, view): UnitDetails {
    const u = unitOf(view, id);
    const flags = FLAG_WORDS.filter(([k]) => u[k]).map(([, w]) => w);
    const rows: [string, string][] = [
      ['Id', u.id],
      ['Side', sideName(u.side)],
      ['Contingent', CONTINGENTS[contingentOf(u)].name],
      ['Arm', armName(u)],
      ['Strength', u.arm === 'leader' ? '— (no combat strength)' : String(u.strength)],
      ['Movement', String(u.movement)],
      ['Status', STATUS_WORDS[u.status] + (u.hex ? ` (${u.hex})` : '')],
    ];
    if (u.arrives) rows.push(['Arrives', `game-turn ${u.arrives}`]);
    rows.push(['Flags', flags.length ? flags.join('; ') : 'none']);
    return { title: u.name, rows };
  },

  markStyle(mark) {
    if (mark === 'french_exit_hexes') {
      return { label: 'French exit: off the north edge by the arrows', color: CONTINGENTS.french.fill, arrow: { edge: 'north', inward: false } };
    }
    if (mark === 'prussian_entry_hexes') {
      return { label: 'Prussian entry hexes', color: CONTINGENTS.prussian.fill, arrow: { edge: 'east', inward: true } };
    }
    return { label: mark.replace(/_/g, ' '), color: '#555' };
  },

  describeAction: (action: Action, view: View) => describeNawAction(action, asNaw(view)),

  passLabel: (view) => passWords(asNaw(view)),

  describeResult: (result) => describeNawResult(result),
  soundOf: (event) => EVENT_SOUNDS[event.type] ?? null,

  combatOutcomes: (events, view) => nawCombatOutcomes(events, view),

  eventTrace: (event) => nawEventTrace(event),

  createController: (ctx) => new NawController(ctx),

  reportLine: (event, text, view) => nawReportLine(event, text, asNaw(view)),

  phaseKey: (view) => `${asNaw(view).phasing} ${asNaw(view).phase}`,

  stackTotals: (ids, view) => [['Strength', String(ids.reduce((sum, id) => sum + unitOf(view, id).strength, 0))]],
};
