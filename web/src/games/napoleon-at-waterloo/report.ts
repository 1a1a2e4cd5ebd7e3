// Napoleon at Waterloo's report in an after-action report's words: units by name ("Quiot's
// brigade"), not by counter id; the chart's words for an attack mode, not its keys.

import type { LoggedEvent } from '../../protocol-types';
import type { NawUnit, NawView } from './types';
import { unitIndex } from './types';
import { modeName, resultName, signed } from './words';

/** "Quiot's brigade", "Bourgeois' brigade", "Napoleon", "I Corps British and KGL batteries". */
export function reportName(unit: NawUnit | undefined, id: string): string {
  if (!unit) return id;
  const short = unit.name.split(' (')[0] ?? unit.name;
  if (!/\bBde\b/.test(unit.name) || /\bBde\b/.test(short)) return short;
  return `${short}${short.endsWith('s') ? "'" : "'s"} brigade`;
}

function names(ids: unknown, view: NawView): string {
  const units = unitIndex(view);
  const list = (Array.isArray(ids) ? ids : []).map((id) => reportName(units.get(String(id)), String(id)));
  return list.length <= 2 ? list.join(' and ') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

function hexes(ids: unknown): string {
  return (Array.isArray(ids) ? ids : []).join(' and ');
}

export function nawReportLine(event: LoggedEvent['event'], text: string, view: NawView): string {
  const e = event as Record<string, unknown>;
  const indent = text.slice(0, text.length - text.trimStart().length);
  switch (e.type) {
    case 'attack':
      return `${indent}Attack on ${hexes(e.targets)} by ${names(e.attackers, view)}`;
    case 'bombardment':
      return `${indent}Bombardment of ${hexes(e.targets)} by ${names(e.attackers, view)}`;
    case 'combat': {
      const shift = e.shift ? ' after the woods shift' : '';
      return `${indent}${e.attack} against ${e.defense} at ${e.odds}${shift}, ${modeName(String(e.attack_mode))} against ${modeName(String(e.defense_mode))} (${signed(Number(e.modifier))}): rolled ${e.roll}, ${resultName(String(e.result))}`;
    }
    case 'phase':
      // The heading stays the server's; the Prussians due are named.
      return Array.isArray(e.arriving) ? text.replace(/Reinforcements due: .*$/s, `Reinforcements due: ${names(e.arriving, view)}`) : text;
    default:
      return text;
  }
}
