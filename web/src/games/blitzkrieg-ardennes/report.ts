// The report in an after-action report's words: units by name, engagements and plans as
// sentences instead of the server's raw records.

import type { LoggedEvent } from '../../protocol-types';
import type { BkaView } from './types';
import { dateWords, sideName, unitName } from './words';

type GameEvent = LoggedEvent['event'];

function names(ids: unknown, view: BkaView): string {
  const l = Array.isArray(ids) ? ids.map((id) => unitName(id, view)) : [];
  return l.length > 3 ? `${l.slice(0, 3).join(', ')} and ${l.length - 3} more` : l.join(', ');
}

/** Every unit id the text names, as the unit's name. */
function named(text: string, e: GameEvent, view: BkaView): string {
  let out = text;
  for (const key of ['unit', 'gun', 'target', 'into']) {
    const id = e[key];
    if (typeof id === 'string' && /^[A-Z]+-/.test(id)) out = out.split(id).join(unitName(id, view));
  }
  return out;
}

export function bkaReportLine(e: GameEvent, text: string, view: BkaView): string {
  const indent = /^\s*/.exec(text)?.[0] ?? '';
  const line = (s: string) => indent + s;
  switch (e.type) {
    case 'turn':
      return line(`${dateWords(String(e.turn))}: the ${sideName(String(e.side))} turn (${e.weather})`);
    case 'engaged':
      return line(`Engagement: ${names(e.attackers, view)} against ${(e.targets as string[] | undefined)?.join(', ')} at ${e.odds}`);
    case 'target':
      return line(`${unitName(e.gun, view)} aims at ${unitName(e.target, view)}`);
    case 'protect':
      return line(`${unitName(e.gun, view)} will give protective fire to ${unitName(e.unit, view)}`);
    case 'cannot_retreat':
      return line(`${unitName(e.unit, view)} cannot retreat`);
    case 'engagement_lapsed':
      return line(`An engagement of ${names(e.attackers, view)} lapses: nothing left to fight`);
    case 'dump_demolished':
      return line(`The ${e.dump} dump is demolished`);
    case 'joined':
      return line(`${unitName(e.unit, view)} joins ${unitName(e.into, view)} (${e.points} points)`);
    case 'battle':
      return line(`Battle at ${(e.targets as string[] | undefined)?.join(', ')}, ${e.odds}: roll ${e.roll}, ${e.result}`);
    default:
      return named(text, e, view);
  }
}

