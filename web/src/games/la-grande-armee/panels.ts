// The side panels: phase bar, military points, victory ladders, Build/Rally, movement
// (selected unit, END / garrison / NEXT), attack preview, defense reply, area information.

import { touchScreen } from '../../map/tap-confirm';
import type { Action } from '../../protocol-types';
import { button, el } from '../../util/dom';
import type { BuildPanelModel } from './build-groups';
import { sideColor } from './colors';
import { ladderPosition, ladderRungs, LEVEL_MEANINGS, LEVEL_NAMES, VP_RULE } from './ladder';
import { formatAttack } from './preview-format';
import type { AreaAnswer, LgaUnit, LgaView, PreviewAnswer, Side } from './types';
import { cap, nationName, PHASE_NAMES, seasonText, sideName, TYPE_NAMES } from './words';

export function phaseBar(v: LgaView, mySeat: string | null): HTMLElement {
  const mine = mySeat && v.to_move === mySeat;
  return el(
    'div',
    { class: 'lga-phase-bar', 'data-testid': 'lga-phase-bar', role: 'status' },
    el('strong', {}, seasonText(v)),
    ` · ${sideName(v.player)} turn · ${PHASE_NAMES[v.phase] ?? v.phase}`,
    el('span', { class: `lga-to-move${mine ? ' mine' : ''}` }, v.to_move ? ` — ${sideName(v.to_move)} to decide${mine ? ' (you)' : ''}` : ''),
    v.end ? el('span', { class: 'muted' }, ` (ends ${seasonText(v.end)})`) : '',
  );
}

export function mpPanel(v: LgaView): HTMLElement {
  const rows = Object.entries(v.countries ?? {}).sort((a, b) => a[1].side.localeCompare(b[1].side) || a[0].localeCompare(b[0]));
  return el(
    'section',
    { class: 'lga-mp', 'data-testid': 'lga-mp-area', 'aria-label': 'Military points' },
    el('h3', {}, 'Military points'),
    el(
      'table',
      { class: 'lga-table' },
      el('thead', {}, el('tr', {}, el('th', {}, 'Country'), el('th', {}, 'Side'), el('th', {}, 'MP'), el('th', {}, 'VP share'))),
      el(
        'tbody',
        {},
        ...rows.map(([n, c]) =>
          el('tr', { 'data-testid': `lga-mp-${n}` },
            el('td', {}, nationName(n)),
            el('td', { style: `color:${sideColor(c.side)}` }, sideName(c.side)),
            el('td', { class: 'num' }, String(c.mp)),
            el('td', { class: 'num' }, c.vp_share === undefined ? '' : String(c.vp_share))),
        ),
      ),
    ),
  );
}

export function victoryLadder(v: LgaView): HTMLElement {
  const root = el('section', { class: 'lga-ladders', 'data-testid': 'lga-victory-ladder', 'aria-label': 'Victory ladder' }, el('h3', {}, 'Victory'));
  for (const [side, vic] of Object.entries(v.victory ?? {}) as [Side, NonNullable<LgaView['victory']>[Side]][]) {
    if (!vic) continue;
    const t = vic.thresholds ?? [];
    const box = el('div', { class: 'lga-ladder', 'data-testid': `lga-ladder-${side}` });
    box.appendChild(el('div', { class: 'lga-ladder-head' },
      el('strong', { style: `color:${sideColor(side)}` }, sideName(side)),
      ` ${vic.vp} VP`,
      vic.level ? el('span', { class: 'lga-level', title: LEVEL_NAMES[vic.level] ?? vic.level, 'data-testid': `lga-level-${side}` }, ` ${vic.level}`) : ''));
    if (t.length) {
      const rungs = el('ol', { class: 'lga-rungs' });
      for (const r of ladderRungs(vic.vp, t, vic.level)) {
        rungs.appendChild(el('li', { class: `${r.reached ? 'reached' : ''}${r.current ? ' current' : ''}`, title: `${LEVEL_NAMES[r.level]} at ${r.threshold} VP: ${LEVEL_MEANINGS.find(([l]) => l === r.level)?.[1] ?? ''}`, 'aria-current': r.current ? 'true' : null }, el('b', {}, r.level), ` ${r.threshold}`));
      }
      box.appendChild(rungs);
      const pos = ladderPosition(vic.vp, t);
      box.appendChild(el('div', { class: 'lga-ladder-track', 'aria-hidden': 'true' }, el('span', { class: 'lga-ladder-marker', style: `left:${(pos * 100).toFixed(1)}%;background:${sideColor(side)}` })));
    }
    root.appendChild(box);
  }
  root.appendChild(levelMeanings());
  return root;
}

/** What the levels mean (LGA 5.2), best first, behind a summary so the ladders stay short. */
function levelMeanings(): HTMLElement {
  return el(
    'details',
    { class: 'lga-level-meanings', 'data-testid': 'lga-level-meanings' },
    el('summary', {}, 'What the levels mean'),
    el('dl', { class: 'lga-dl' }, ...[...LEVEL_MEANINGS].reverse().flatMap(([level, meaning]) => [el('dt', {}, `${level} ${LEVEL_NAMES[level] ?? ''}`), el('dd', {}, meaning)])),
    el('p', { class: 'muted' }, VP_RULE),
  );
}

export interface BuildHost {
  act(a: Action): void;
  /** "Paris (0805)" for a city, else the hex label. */
  place(hex: string): string;
}

export function buildPanel(m: BuildPanelModel, v: LgaView, host: BuildHost): HTMLElement {
  const root = el('section', { class: 'lga-build', 'data-testid': 'lga-build-panel', 'aria-label': 'Build and rally' }, el('h3', {}, 'Build / Rally (Phase IV)'));
  const mp = Object.entries(v.countries ?? {}).filter(([, c]) => c.side === v.player).map(([n, c]) => `${nationName(n)} ${c.mp}`).join(', ');
  if (mp) root.appendChild(el('p', { class: 'muted' }, `MPs to spend: ${mp}`));
  if (m.builds.length) {
    root.appendChild(el('h4', {}, 'Build'));
    for (const g of m.builds) {
      const row = el('div', { class: 'lga-build-row', 'data-testid': `lga-build-${g.unit}` },
        el('span', {}, `${g.unit} — ${nationName(g.nation)} ${TYPE_NAMES[g.type] ?? g.type}${g.cost !== null ? `, ${g.cost} MP` : ''}: `));
      for (const a of g.actions) {
        row.appendChild(button(`at ${host.place(String(a.at))}`, () => host.act(a), { 'data-testid': `lga-build-${g.unit}-${String(a.at)}`, 'aria-label': `Build ${g.unit} at ${host.place(String(a.at))}${g.cost !== null ? ` for ${g.cost} MP` : ''}`, 'data-action': JSON.stringify(a) }));
      }
      root.appendChild(row);
    }
  }
  if (m.rallies.length) {
    root.appendChild(el('h4', {}, 'Rally (+1 morale)'));
    root.appendChild(el('div', { class: 'button-row' }, ...m.rallies.map((r) =>
      button(`${r.unit}${r.cost !== null ? ` (${r.cost} MP)` : ''}`, () => host.act(r.action), { 'data-testid': `lga-rally-${r.unit}`, 'aria-label': `Rally ${r.unit}${r.cost !== null ? ` for ${r.cost} MP` : ''}`, 'data-action': JSON.stringify(r.action) }))));
  }
  if (m.aid.length) {
    root.appendChild(el('h4', {}, 'British aid'));
    for (const g of m.aid) {
      root.appendChild(el('div', { class: 'lga-build-row' }, `To ${nationName(g.to)}: `, ...g.actions.map((a) =>
        button(`${String(a.amount)} MP`, () => host.act(a), { 'data-testid': `lga-aid-${g.to}-${String(a.amount)}`, 'aria-label': `Give ${String(a.amount)} MP to ${nationName(g.to)}`, 'data-action': JSON.stringify(a) }))));
    }
  }
  if (!m.builds.length && !m.rallies.length && !m.aid.length) root.appendChild(el('p', { class: 'muted' }, 'Nothing to build or rally.'));
  return root;
}

export function unitLine(u: LgaUnit): string {
  const parts = [`${u.id}`, `${nationName(u.nation)} ${TYPE_NAMES[u.type] ?? u.type}`];
  if (u.type === 'hq') parts.push(`bonus +${u.bonus ?? '?'}`);
  else parts.push(`morale ${u.morale ?? '?'}${u.max_morale ? `/${u.max_morale}` : ''}`);
  parts.push(`fatigue ${u.fatigue ?? '?'}`);
  if (u.moves !== undefined) parts.push(`${u.moves} moves`);
  const flags = [u.garrison && 'garrison', u.halted && 'halted', u.unsupplied && 'UNSUPPLIED', u.fixed && 'fixed', u.rallied && 'rallied'].filter(Boolean);
  if (flags.length) parts.push(flags.join(', '));
  return parts.join(' · ');
}

export function stackList(units: LgaUnit[], hex: string, hiddenBelow: number | null | undefined, selected: string | null, pick: (id: string) => void): HTMLElement {
  const root = el('section', { class: 'lga-stack', 'data-testid': 'lga-stack', 'aria-label': `Units in ${hex}` }, el('h4', {}, `Stack in ${hex}`));
  const list = el('ul', { class: 'lga-stack-list' });
  units.forEach((u, i) => {
    const b = button(`${i === 0 ? 'Top: ' : ''}${unitLine(u)}`, () => pick(u.id), {
      class: `lga-stack-unit${u.id === selected ? ' is-selected' : ''}`,
      'data-testid': `lga-stack-unit-${u.id}`,
      'aria-pressed': String(u.id === selected),
    });
    list.appendChild(el('li', {}, b));
  });
  if (hiddenBelow === null) list.appendChild(el('li', { class: 'muted' }, 'A cavalry screen hides the rest of the stack (?).'));
  else if (hiddenBelow) list.appendChild(el('li', { class: 'muted' }, `${hiddenBelow} more unit${hiddenBelow > 1 ? 's' : ''} under it, unseen.`));
  root.appendChild(list);
  return root;
}

export function attackPreviewPanel(target: string, preview: PreviewAnswer | 'loading', commit: () => void, cancel: () => void): HTMLElement {
  const root = el('section', { class: 'lga-attack', 'data-testid': 'lga-attack-preview', 'aria-label': `Attack on ${target}` }, el('h4', {}, `Attack into ${target}`));
  if (preview === 'loading') root.appendChild(el('p', { class: 'muted' }, 'Asking the server…'));
  else if (!preview.legal) root.appendChild(el('p', { class: 'error' }, `Not allowed: ${preview.reason ?? ''} ${preview.rule ? `(${preview.rule})` : ''}`));
  else if (preview.details) {
    const p = formatAttack(preview.details);
    root.appendChild(el('p', {}, `Defender: ${p.defender} (${p.defenderType})${p.estimated ? ' — morale unknown, taken at its maximum' : ''}`));
    root.appendChild(el('ul', { class: 'lga-mods' }, ...(p.modifiers.length ? p.modifiers : ['no modifiers']).map((m) => el('li', {}, m)), el('li', {}, el('b', {}, `Total ${p.total}`))));
    if (p.mpCost !== null) root.appendChild(el('p', {}, `Costs ${p.mpCost} MP.`));
    root.appendChild(el('table', { class: 'lga-table lga-results', 'data-testid': 'lga-attack-results' },
      el('thead', {}, el('tr', {}, el('th', {}, 'Die'), el('th', {}, 'Result'), el('th', {}, ''))),
      el('tbody', {}, ...p.rows.map((r) => el('tr', { class: r.good ? 'good' : 'bad' }, el('td', {}, r.face), el('td', {}, el('b', {}, r.result)), el('td', {}, r.words))))));
    root.appendChild(el('p', { class: 'muted' }, p.summary));
  }
  if (touchScreen() && preview !== 'loading' && preview.legal) root.appendChild(el('p', { class: 'hint', 'data-testid': 'tap-again-hint' }, 'Tap the area again to attack, or use the button.'));
  root.appendChild(el('div', { class: 'button-row' },
    button('Attack!', commit, { class: 'primary', 'data-testid': 'lga-commit-attack', disabled: preview === 'loading' || !preview.legal }),
    button('Cancel', cancel, { 'data-testid': 'lga-cancel-attack' })));
  return root;
}

export function areaInfo(a: AreaAnswer | 'loading', hex: string): HTMLElement {
  const root = el('section', { class: 'lga-area', 'data-testid': 'lga-area-info', 'aria-label': `Area ${hex}` }, el('h4', {}, `Area ${hex}`));
  if (a === 'loading') {
    root.appendChild(el('p', { class: 'muted' }, '…'));
    return root;
  }
  const rows: [string, string][] = [];
  if (a.city) rows.push(['City', `${a.city.name} (${a.city.kind}${a.city.port ? ', port' : ''})`]);
  if (a.sea) rows.push(['Sea', cap(String(a.sea).replace(/_/g, ' '))]);
  if (a.nation) rows.push(['Nation', nationName(a.nation)]);
  rows.push(['Terrain', cap(a.terrain ?? '?')]);
  if (a.hinterland) rows.push(['Russian Hinterland', 'yes']);
  rows.push(['Controller', a.controller ? sideName(a.controller) : 'none']);
  if (a.supplied !== undefined && a.supplied !== null) {
    const s = typeof a.supplied === 'object' ? Object.entries(a.supplied).map(([k, b]) => `${sideName(k)}: ${b ? 'yes' : 'no'}`).join(', ') : a.supplied ? 'yes' : 'no';
    if (s) rows.push(['Supplied', s]);
  }
  if (a.units?.length) rows.push(['Units', a.units.join(', ') + (a.hidden_below === null ? ' (+? screened)' : a.hidden_below ? ` (+${a.hidden_below} unseen)` : '')]);
  root.appendChild(el('dl', { class: 'lga-dl' }, ...rows.flatMap(([k, val]) => [el('dt', {}, k), el('dd', {}, val)])));
  return root;
}
