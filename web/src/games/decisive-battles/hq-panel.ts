// Menus 7-8: the corps and division HQs, each with its command, its objectives and whether it
// is in communication; those the army may command this hour (the legal list) take an
// offensive (a destination, and a manoeuvre point on the way if wanted), a defensive at one
// objective the side holds, or reserve.

import type { Action } from '../../protocol-types';
import { el } from '../../util/dom';
import { commandableHqs, hqCommands, manoeuvrePoints, offensiveAction, offensiveDestinations } from './orders';
import { actButton, choiceSelect, counterPicture, section } from './panel-kit';
import type { PanelHost } from './panel-state';
import { newCommandWords } from './report';
import type { DbUnit, DbView, Side } from './types';
import { commandWords, HQ_NAMES, placeName } from './words';

export function renderHqs(view: DbView, side: Side, legal: readonly Action[], host: PanelHost): HTMLElement {
  const root = section('HQs', 'db-hqs');
  const open = new Set(commandableHqs(legal));
  const hqs = view.units.filter((u) => u.side === side && u.hq && u.hq !== 'army' && u.where !== 'gone');
  // Those the army may command first, as Menu 7's pinwheel offers them.
  hqs.sort((a, b) => Number(open.has(b.id)) - Number(open.has(a.id)));
  if (!hqs.length) root.appendChild(el('p', { class: 'muted' }, 'No corps or division HQ.'));
  for (const hq of hqs) root.appendChild(hqCard(hq, view, open.has(hq.id) ? legal : [], host));
  return root;
}

function hqCard(hq: DbUnit, view: DbView, legal: readonly Action[], host: PanelHost): HTMLElement {
  const status = hq.where === 'waiting' ? `arrives ${hq.arrives ?? ''}` : hq.in_communication ? 'in communication' : 'out of communication';
  const card = el('div', { class: `db-card${hq.ordered ? ' is-ordered' : ''}`, 'data-testid': `db-hq-${hq.id}` });
  const head = el('button', { type: 'button', class: 'db-card-head', title: 'Show it on the map' }, counterPicture(hq, hq.id), el('span', {}, el('strong', {}, hq.name), ` (${HQ_NAMES[hq.hq!]}), ${hq.commander ?? ''}`));
  head.addEventListener('click', () => host.pick(hq.id));
  card.append(
    head,
    el('p', { class: 'db-card-line' }, `Command: ${commandWords(hq.command ?? '', hq.objectives, view)}; ${status}; leadership ${hq.leadership ?? '?'}, staff ${hq.staff ?? '?'}${hq.leader && hq.leader !== 'ok' ? `; commander ${hq.leader}, a new one in command` : ''}.`),
  );
  if (hq.new_command) card.appendChild(el('p', { class: 'db-given', 'data-testid': `db-hq-${hq.id}-given` }, `Ordered this hour: ${newCommandWords(hq.new_command, view)}`));
  const cmds = hqCommands(legal, hq.id);
  if (!cmds.reserve && !cmds.defensive.length && !cmds.offensive.length) {
    if (hq.where === 'map' && !hq.in_communication) card.appendChild(el('p', { class: 'muted' }, 'Out of command: no order reaches it this hour.'));
    return card;
  }
  const id = hq.id;
  const ui = host.ui;
  const name = (h: string) => placeName(h, view);
  // Offensive: the destination, then the optional manoeuvre point.
  const dests = offensiveDestinations(cmds.offensive);
  if (dests.length) {
    if (!dests.includes(ui.offensiveTo[id] ?? '')) ui.offensiveTo[id] = dests[0]!;
    const to = ui.offensiveTo[id]!;
    const points = manoeuvrePoints(cmds.offensive, to);
    if (ui.offensiveVia[id] && !points.includes(ui.offensiveVia[id]!)) ui.offensiveVia[id] = '';
    const via = ui.offensiveVia[id] ?? '';
    card.appendChild(
      el('div', { class: 'db-row' },
        choiceSelect('Offensive on', dests.map((h) => ({ value: h, label: name(h) })), to, `db-hq-${id}-offensive-to`, (v) => { ui.offensiveTo[id] = v; host.redraw(); }),
        choiceSelect('by way of', [{ value: '', label: '— direct —' }, ...points.map((h) => ({ value: h, label: name(h) }))], via, `db-hq-${id}-offensive-via`, (v) => { ui.offensiveVia[id] = v; host.redraw(); }),
        actButton('Offensive', offensiveAction(cmds.offensive, to, via || null), host.act, `db-hq-${id}-offensive`)),
    );
  }
  if (cmds.defensive.length) {
    const hexes = cmds.defensive.map((a) => String((a.objectives as string[])[0]));
    if (!hexes.includes(ui.defensive[id] ?? '')) ui.defensive[id] = hexes[0]!;
    const at = ui.defensive[id]!;
    card.appendChild(
      el('div', { class: 'db-row' },
        choiceSelect('Defensive at', hexes.map((h) => ({ value: h, label: name(h) })), at, `db-hq-${id}-defensive-at`, (v) => { ui.defensive[id] = v; host.redraw(); }),
        actButton('Defensive', cmds.defensive.find((a) => (a.objectives as string[])[0] === at), host.act, `db-hq-${id}-defensive`)),
    );
  }
  if (cmds.reserve) card.appendChild(el('div', { class: 'button-row' }, actButton('Reserve', cmds.reserve, host.act, `db-hq-${id}-reserve`, 'Withdraw from action, rest and recover')));
  return card;
}
