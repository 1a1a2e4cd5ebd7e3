// Decisive Battles in words: sides, the hour as the book's Menu H tells it, commands, orders,
// profiles, and each action as a line for a button or the log.

import type { Action } from '../../protocol-types';
import type { BrigadeType, DbUnit, DbView, HqKind, Side } from './types';

export function sideName(side: string | null | undefined): string {
  return side === 'union' ? 'Union' : side === 'confederate' ? 'Confederate' : String(side ?? '');
}

export function otherSide(side: string): Side {
  return side === 'union' ? 'confederate' : 'union';
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function parseTime(time: string): { year: number; month: number; day: number; hour: number; minute: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(time);
  return m ? { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]! } : null;
}

/** "5:00 a.m.", "12:00 noon", "7:00 p.m." */
export function clockWords(time: string): string {
  const t = parseTime(time);
  if (!t) return time;
  if (t.hour === 12 && t.minute === 0) return '12:00 noon';
  if (t.hour === 0 && t.minute === 0) return '12:00 midnight';
  const h = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${h}:${String(t.minute).padStart(2, '0')} ${t.hour < 12 ? 'a.m.' : 'p.m.'}`;
}

/** "21 July 1861, 5:00 a.m." */
export function timeWords(time: string): string {
  const t = parseTime(time);
  return t ? `${t.day} ${MONTHS[t.month - 1]} ${t.year}, ${clockWords(time)}` : time;
}

/** The turn bar's short form: "21 Jul 1861 5:00 a.m." */
export function shortTime(time: string): string {
  const t = parseTime(time);
  return t ? `${t.day} ${MONTHS[t.month - 1]!.slice(0, 3)} ${t.year} ${clockWords(time)}` : time;
}

/** The light and weather of the hour, as under Menu H's window: "dawn, clear". */
export function conditionsWords(view: Pick<DbView, 'light' | 'weather'>): string {
  return [view.light, view.weather].filter(Boolean).join(', ').replace(/_/g, ' ');
}

export const HQ_NAMES: Record<HqKind, string> = { army: 'army HQ', corps: 'corps HQ', division: 'division HQ' };
export const TYPE_NAMES: Record<BrigadeType, string> = {
  infantry: 'infantry',
  mounted_infantry: 'mounted infantry',
  cavalry: 'cavalry',
  artillery: 'artillery',
};

/** What the unit is: "division HQ", "infantry brigade", "artillery battery". */
export function kindWords(u: Pick<DbUnit, 'hq' | 'type'>): string {
  if (u.hq) return HQ_NAMES[u.hq];
  if (u.type === 'artillery') return 'artillery';
  return `${TYPE_NAMES[u.type ?? 'infantry']} brigade`;
}

/** Line or column in the words of Menu 10: mounted/dismounted cavalry, limbered artillery. */
export function formationWords(u: Pick<DbUnit, 'formation' | 'type'>): string {
  if (u.type === 'cavalry' || u.type === 'mounted_infantry') return u.formation === 'column' ? 'mounted' : 'dismounted';
  if (u.type === 'artillery') return u.formation === 'column' ? 'limbered' : 'unlimbered';
  return u.formation === 'column' ? 'in column' : 'in line';
}

export const ORDER_NAMES: Record<string, string> = {
  assault: 'assault',
  skirmish: 'skirmish',
  advance: 'advance',
  withdraw: 'withdraw',
  column: 'column',
  objective: 'objective',
  deploy: 'deploy',
  regroup: 'regroup',
  stand: 'stand',
  reserve: 'reserve',
};

/** Names of units seen this session: the report names an enemy seen an hour ago. */
const seenNames = new Map<string, string>();

export function rememberNames(view: DbView): void {
  for (const u of view.units ?? []) seenNames.set(u.id, u.name);
}

/** A unit's name for a line: its name when the seat sees it or saw it, else its id. */
export function unitName(id: unknown, view: DbView): string {
  const key = String(id);
  if (key === 'unseen') return 'an unseen enemy';
  const u = view.units?.find((x) => x.id === key);
  if (u) seenNames.set(u.id, u.name);
  return u?.name ?? seenNames.get(key) ?? key;
}

/** An objective's name by hex, else a place's, else the hex. */
export function placeName(hex: unknown, view: DbView): string {
  const h = String(hex ?? '');
  return view.objectives?.find((o) => o.hex === h)?.name ?? h;
}

export function objectivesWords(hexes: readonly unknown[] | undefined, view: DbView): string {
  const list = (hexes ?? []).map((h) => placeName(h, view));
  if (list.length === 2) return `${list[1]} by way of ${list[0]}`;
  return list.join(', ');
}

/** "offensive on Henry Hill by way of Stone Bridge", "defensive at Centreville", "reserve". */
export function commandWords(command: string, objectives: readonly unknown[] | undefined, view: DbView): string {
  if (command === 'offensive') return `offensive on ${objectivesWords(objectives, view)}`;
  if (command === 'defensive') return `defensive at ${objectivesWords(objectives, view)}`;
  return command;
}

/** A brigade's order with its place: "deploy to 3605", "column to Henry Hill". */
export function orderWords(order: string, to: unknown, view: DbView): string {
  const name = ORDER_NAMES[order] ?? order;
  if (to === undefined || to === null || to === '') return name;
  return order === 'deploy' ? `${name} to ${to}` : `${name} to ${placeName(to, view)}`;
}

export const PROFILE_WORDS: Record<string, string> = {
  heroic: 'Heroic: lead from the front line',
  bold: 'Bold: a high profile at the HQ',
  sensible: 'Sensible: the normal danger',
  cautious: 'Cautious: no danger, no inspiration',
};

export function describeDbAction(a: Action, view: DbView): string {
  switch (a.type) {
    case 'move_army':
      if (a.corps) return `Army HQ to ${unitName(a.corps, view)}`;
      if (a.to) return `Army HQ to ${placeName(a.to, view)}`;
      return 'Army HQ stands';
    case 'profile':
      return `Profile: ${a.profile}`;
    case 'command':
      return `${unitName(a.hq, view)}: ${commandWords(String(a.command), a.objectives as unknown[], view)}`;
    case 'order':
      return `${unitName(a.brigade, view)}: ${orderWords(String(a.order), a.to, view)}`;
    case 'end_orders':
      return 'Run the hour';
    case 'resign':
      return 'Resign the battle';
    default:
      return a.type;
  }
}

export const OUTCOME_WORDS: Record<string, string> = {
  steady: 'holds steady',
  retreat: 'falls back',
  rout: 'routs',
  shatter: 'is shattered',
  flee: 'flees',
  eliminated: 'is destroyed',
};

export const STANDING_WORDS: Record<string, string> = { contested: 'Contested', winning: 'Winning', losing: 'Losing' };

/** Menu 2's casualties: "1,200 men". */
export function menWords(n: number | undefined): string {
  return `${(n ?? 0).toLocaleString('en-US')} men`;
}
