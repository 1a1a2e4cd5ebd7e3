// A unit's details as the map walk reports them: everything the view gives of one's own (men,
// guns, cohesion, order or command, communication, leader); of an enemy only what a sighting
// tells (type, formation, strength, steady or shaken).

import type { UnitDetails } from '../../game-module';
import type { DbUnit, DbView } from './types';
import { commandWords, formationWords, kindWords, orderWords, placeName, sideName, unitName } from './words';
import { newCommandWords } from './report';

export function dbUnitDetails(u: DbUnit | undefined, id: string, view: DbView): UnitDetails {
  if (!u) return { title: id, rows: [['Where', 'not in sight']] };
  const rows: [string, string][] = [
    ['Side', sideName(u.side)],
    ['Type', kindWords(u)],
    ['Formation', formationWords(u)],
    ['Hex', u.hex ?? (u.where === 'waiting' ? `arrives ${u.arrives ?? ''}` : u.where)],
  ];
  // Only own units carry a commander's name: an enemy is what a sighting tells.
  const own = u.commander !== undefined;
  if (!own) {
    if (!u.hq) rows.push(['Strength', `about ${u.strength * 100} men`], ['Condition', u.shaken ? 'shaken' : 'steady']);
    return { title: u.name, rows };
  }
  if (u.commander) rows.push(['Commander', `${u.commander}${u.leader && u.leader !== 'ok' ? ` (${u.leader})` : ''}`]);
  if (u.superior) rows.push(['Under', unitName(u.superior, view)]);
  if (u.hq) {
    rows.push(['Command', commandWords(u.command ?? '', u.objectives, view)]);
    if (u.new_command) rows.push(['Ordered this hour', newCommandWords(u.new_command, view)]);
    rows.push(['Leadership, staff', `${u.leadership ?? '?'}, ${u.staff ?? '?'}`]);
  } else {
    rows.push(
      ['Men, guns', `${u.men ?? u.strength * 100}, ${u.guns ?? 0}`],
      ['Cohesion', `${u.cohesion ?? '?'}${u.shattered ? ' (shattered)' : ''}`],
      ['Order', `${orderWords(u.order ?? '', u.goal, view)}${u.ordered ? ' (given this hour)' : ''}`],
      ['Experience, leadership', `${u.experience ?? '?'}, ${u.leadership ?? '?'}`],
    );
    if (u.entrenchment) rows.push(['Entrenchment', String(u.entrenchment)]);
    if (u.surprised) rows.push(['Surprised', 'yes']);
    if (u.fired_on) rows.push(['Last hour', 'fired on']);
  }
  rows.push(['Communication', u.in_communication ? 'in communication' : 'out of communication']);
  if (u.sighting) rows.push(['Seen by the enemy', u.sighting]);
  if (u.goal && u.hq) rows.push(['Goal', placeName(u.goal, view)]);
  return { title: u.name, rows };
}
