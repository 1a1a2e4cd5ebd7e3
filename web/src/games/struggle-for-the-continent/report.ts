// Struggle for the Continent's report in an after-action report's words: each pair's dice as
// "rolled 9, −1", and a nation's armies placed one by one in set-up told once.

import type { LoggedEvent } from '../../protocol-types';
import type { SfcPair } from './view';
import { armies, nationName, provinceName } from './words';

/** "+2", "−1"; nothing for no advantage. */
function modifier(n: number): string {
  return n > 0 ? `, +${n}` : n < 0 ? `, −${-n}` : '';
}

function pairWords(p: SfcPair): string {
  const attacker = nationName(p.attacker);
  const defender = nationName(p.defender);
  const winner = p.outcome === 'attacker' ? `${attacker} wins` : p.outcome === 'defender' ? `${defender} wins` : 'standoff';
  return `${attacker} rolled ${p.attacker_roll}${modifier(p.advantage)} against ${defender}'s ${p.defender_roll}: ${winner}`;
}

export function sfcReportLine(event: LoggedEvent['event'], text: string): string {
  if (event.type !== 'wave' || !Array.isArray(event.pairs)) return text;
  const a = Number(event.attackers_left);
  const d = Number(event.defenders_left);
  const left = `${a} attacker${a === 1 ? '' : 's'} and ${d} defender${d === 1 ? '' : 's'} left`;
  return `Wave ${event.wave} at ${provinceName(String(event.at))}: ${(event.pairs as SfcPair[]).map(pairWords).join('; ')}; ${left}`;
}

/** Armies placed one at a time in the same province read as one line. */
export function sfcReportRepeated(event: LoggedEvent['event'], count: number): string | undefined {
  if (event.type !== 'placed') return undefined;
  return `${nationName(String(event.nation))} places ${armies(count)} in ${provinceName(String(event.at))}`;
}
