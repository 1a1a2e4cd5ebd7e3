// Writes data/decisive-battles/maps/<battle>.json for each battle from the data modules of
// this folder and checks them; exits with status 1, writing nothing, if any check fails.
// Usage: node make-map.mjs [--battle first-bull-run|shiloh] [--out DIR] [--svg DIR]
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from '../hexmap/format.mjs';
import { buildMap } from './build.mjs';
import { renderSvg } from './svg.mjs';
import * as bullRun from './places-first-bull-run.mjs';
import * as shiloh from './places-shiloh.mjs';

export const DATA = { 'first-bull-run': bullRun, shiloh };

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : null; };
const outDir = resolve(opt('--out') ?? resolve(here, '../../../data/decisive-battles/maps'));
const svgDir = opt('--svg');
const only = opt('--battle');
const battles = only ? [only] : Object.keys(DATA);
if (only && !DATA[only]) { console.error(`unknown battle ${only}; known: ${Object.keys(DATA).join(', ')}`); process.exit(2); }

let failed = 0;
const results = [];
for (const battle of battles) {
  const D = { PRIORITY: ['water', 'town', 'thicket', 'hill', 'wooded_hill', 'swamp', 'light_woods', 'woods', 'clear'], ...DATA[battle] };
  const r = buildMap(D);
  console.log(`== ${battle}`);
  console.log(r.log.join('\n'));
  if (svgDir) {
    mkdirSync(svgDir, { recursive: true });
    const f = join(svgDir, `${battle}.svg`);
    writeFileSync(f, renderSvg(r.map, r.drawing));
    console.log(`wrote ${f}`);
  }
  if (r.failures.length) { failed += r.failures.length; console.error(`FAILED ${r.failures.length} check(s) for ${battle}:\n- ${r.failures.join('\n- ')}`); }
  results.push([battle, r.map]);
}
if (failed) { console.error(`\n${failed} failure(s): nothing written`); process.exit(1); }
mkdirSync(outDir, { recursive: true });
for (const [battle, map] of results) {
  const f = join(outDir, `${battle}.json`);
  writeFileSync(f, format(map) + '\n');
  console.log(`all checks passed; wrote ${f}`);
}
