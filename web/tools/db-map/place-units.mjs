// Turns the start and arrival positions of an order of battle into hexes.
// Usage: node place-units.mjs <battle> [--oob FILE] [--map FILE] [--out FILE] [--write]
// Reads data/decisive-battles/oob/<battle>.json (format: data/decisive-battles/README.md: every
// HQ and brigade of both sides has `start` or `arrives` with lat/lon) and gives, for each unit,
// the hex of its start (the hex that holds the position; a start off the map is an error) or
// of its arrival (the hex that holds it, or for an entry beyond the map the nearest edge hex).
// With the battle's map file present it also names the nearest named place within two hexes.
// Prints a table, or writes JSON with --out; --write sets each position's `hex` in the order
// of battle itself (the engine reads those hexes), written whole to a temporary file first. Exits 1 with a message for a missing or bad
// position, a start off the map, or an arrival more than 15 miles beyond the map's edge.
import { readFileSync, writeFileSync, existsSync, renameSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { battleGrid, BATTLES, YARDS_PER_HEX } from './projection.mjs';

const MAX_ARRIVAL_YARDS = 15 * 1760;
const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : null; };
const battle = args.find((a, i) => !a.startsWith('--') && (i === 0 || !args[i - 1].startsWith('--')));
if (!battle || !BATTLES.includes(battle)) {
  console.error(`usage: node place-units.mjs <${BATTLES.join('|')}> [--oob FILE] [--map FILE] [--out FILE] [--write]`);
  process.exit(2);
}
const data = resolve(here, '../../../data/decisive-battles');
const oobPath = resolve(opt('--oob') ?? `${data}/oob/${battle}.json`);
const mapPath = resolve(opt('--map') ?? `${data}/maps/${battle}.json`);
if (!existsSync(oobPath)) { console.error(`no order of battle at ${oobPath}`); process.exit(1); }
let oob;
try { oob = JSON.parse(readFileSync(oobPath, 'utf8')); } catch (e) { console.error(`${oobPath}: not JSON (${e.message})`); process.exit(1); }
if (oob.battle && oob.battle !== battle) { console.error(`${oobPath} is for battle '${oob.battle}', not '${battle}'`); process.exit(1); }
const map = existsSync(mapPath) ? JSON.parse(readFileSync(mapPath, 'utf8')) : null;
const g = battleGrid(battle);

const problems = [], rows = [];
const num = (v) => typeof v === 'number' && Number.isFinite(v);
for (const [side, s] of Object.entries(oob.sides ?? {})) {
  for (const [group, kind] of [['hqs', 'hq'], ['brigades', 'brigade']]) {
    for (const u of s[group] ?? []) {
      const who = `${side} ${kind} ${u.id ?? '(no id)'}${u.name ? ` (${u.name})` : ''}`;
      const pos = u.start ?? u.arrives, at = u.start ? 'start' : u.arrives ? 'arrives' : null;
      if (!pos) { problems.push(`${who}: neither start nor arrives`); continue; }
      if (u.start && u.arrives) problems.push(`${who}: both start and arrives (start used)`);
      if (!num(pos.lat) || !num(pos.lon)) { problems.push(`${who}: ${at} has no numeric lat/lon (${JSON.stringify(pos)})`); continue; }
      if (pos.lat === 0 && pos.lon === 0) { problems.push(`${who}: ${at} is the placeholder 0, 0`); continue; }
      if (at === 'arrives' && !pos.time) problems.push(`${who}: arrives with no time`);
      const n = g.nearestHex(pos.lat, pos.lon);
      if (at === 'start' && !n.onMap && n.yards > YARDS_PER_HEX) { problems.push(`${who}: start "${pos.place ?? ''}" ${pos.lat}, ${pos.lon} is off the map (${n.yards} yards beyond hex ${n.hex})`); continue; }
      if (at === 'arrives' && !n.onMap && n.yards > MAX_ARRIVAL_YARDS) { problems.push(`${who}: arrival "${pos.place ?? ''}" ${pos.lat}, ${pos.lon} is ${(n.yards / 1760).toFixed(1)} miles from the map's edge (more than 15: a wrong position?)`); continue; }
      let near = null;
      if (map) {
        let best = Infinity;
        for (const p of map.places) { const d = g.grid.hexDistance(p.hex, n.hex); if (d < best) { best = d; near = d <= 2 ? `${p.name}${d ? ` (${d} hex${d > 1 ? 'es' : ''})` : ''}` : null; } }
      }
      pos.hex = n.hex;
      rows.push({ side, kind, id: u.id, name: u.name, at, ...(pos.time ? { time: pos.time } : {}), place: pos.place ?? null, lat: pos.lat, lon: pos.lon, hex: n.hex, ...(n.onMap ? {} : { edge: true, yards_off: n.yards }), ...(map ? { near } : {}) });
    }
  }
}
if (!rows.length && !problems.length) problems.push('no units found (sides.<side>.hqs / brigades)');
if (problems.length) { console.error(`${oobPath}:\n- ${problems.join('\n- ')}`); process.exit(1); }
const out = opt('--out');
if (args.includes('--write')) {
  writeFileSync(`${oobPath}.tmp`, JSON.stringify(oob, null, 1) + '\n');
  renameSync(`${oobPath}.tmp`, oobPath);
  console.log(`set the hexes of ${rows.length} units in ${oobPath}`);
} else if (out) {
  writeFileSync(out, JSON.stringify({ battle, oob: oobPath, units: rows }, null, 1) + '\n');
  console.log(`wrote ${rows.length} unit positions to ${out}`);
} else {
  for (const r of rows) console.log(`${r.hex}  ${r.side.padEnd(11)} ${r.kind.padEnd(7)} ${String(r.id).padEnd(9)} ${r.at}${r.time ? ' ' + r.time : ''}  ${r.place ?? ''}${r.edge ? `  [edge: ${r.yards_off} yards beyond]` : ''}${r.near ? `  near ${r.near}` : ''}`);
  console.log(`${rows.length} units placed${map ? '' : ' (no map file found: nearest places not named)'}`);
}
