// Writes data/blitzkrieg-ardennes/map.json from the data modules of this folder and checks
// it. Usage: node make-map.mjs [--svg FILE] [--out FILE]
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLUMNS, ROWS, hexOf, centreOf, latLonToKm, parseLabel } from './projection.mjs';
import { SIDES, allLabels, neighbour, sideKey, buildSides, centreOfLabelKm, sideBetween } from './grid.mjs';
import { cornerGraph, traceRiver, layRoadLeg, rasterise, sameBank } from './trace.mjs';
import { PLACES, ANTWERP_HEXES } from './places.mjs';
import { RIVERS } from './rivers.mjs';
import { ROADS } from './roads.mjs';
import { FOREST, MOUNTAIN, SIEGFRIED } from './terrain.mjs';
import { DUMPS, GERMAN_START, REINFORCEMENT, ALLIED_HELD } from './zones.mjs';
import { renderSvg } from './svg.mjs';
import { format } from '../hexmap/format.mjs';
import { chainFacts } from '../hexmap/lattice.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : null; };
const outPath = resolve(opt('--out') ?? resolve(here, '../../../data/blitzkrieg-ardennes/map.json'));
const svgPath = opt('--svg');

const failures = [];
const fail = (msg) => failures.push(msg);
const byLabel = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

// --- places
const centres = new Map(allLabels().map((h) => [h, centreOf(h)]));
const placeHex = new Map();
for (const p of PLACES) {
  const hex = p.hex ?? hexOf(p.lat, p.lon);
  if (!hex) { fail(`place ${p.name} is off the map`); continue; }
  placeHex.set(p.name, hex);
}
const antwerp = ANTWERP_HEXES.map((a) => hexOf(a.lat, a.lon));
const placeHexes = new Set([...placeHex.values(), ...antwerp]);

// --- rivers
const sides = buildSides();
const lattice = cornerGraph(sides);
const taken = new Set(), traced = new Map();
for (const river of RIVERS) {
  const parent = river.joins ? traced.get(river.joins) : null;
  if (river.joins && !parent) throw new Error(`${river.name} joins ${river.joins}, not traced yet`);
  const t = traceRiver(river, sides, lattice, taken, parent ? parent.corners : null);
  for (const s of t.sides) if (taken.has(s)) fail(`${river.name} shares a hexside with another river`);
  t.sides.forEach((s) => taken.add(s));
  traced.set(river.name, t);
}
const riverOfSide = new Map();
for (const [name, t] of traced) for (const s of t.sides) riverOfSide.set(s, name);

// --- roads
const roadSides = new Map(); // key -> [hexA, hexB]
const wayHex = (w) => (typeof w === 'string' ? placeHex.get(w) : hexOf(w[0], w[1]));
const wayKm = (w) => {
  if (typeof w !== 'string') return latLonToKm(w[0], w[1]);
  const p = PLACES.find((q) => q.name === w);
  return latLonToKm(p.lat, p.lon);
};
for (const road of ROADS) {
  for (let i = 1; i < road.via.length; i++) {
    const a = road.via[i - 1], b = road.via[i], ha = wayHex(a), hb = wayHex(b);
    if (!ha || !hb) throw new Error(`${road.name}: unknown or off-map point ${!ha ? a : b}`);
    const path = layRoadLeg(ha, hb, wayKm(a), wayKm(b), { riverSides: riverOfSide, placeHexes, roadSides });
    for (let j = 1; j < path.length; j++) {
      const key = sideKey(path[j - 1], sideBetween(path[j - 1], path[j]));
      if (!roadSides.has(key)) roadSides.set(key, [path[j - 1], path[j]].sort(byLabel));
    }
  }
}
const roadHexes = new Set([...roadSides.values()].flat());

// --- terrain
const city = new Set([...antwerp]);
for (const p of PLACES) if (p.kind !== 'village') city.add(placeHex.get(p.name));
const siegfried = new Set();
for (const area of SIEGFRIED) {
  let hexes = rasterise(area.poly, centres);
  if (area.bank) {
    const blocked = new Set(area.bank.flatMap((r) => traced.get(r).sides));
    hexes = sameBank(hexes, area.seed, blocked);
  }
  hexes.filter((h) => !city.has(h)).forEach((h) => siegfried.add(h));
}
const mountain = new Set(), forest = new Set();
for (const area of MOUNTAIN) rasterise(area.poly, centres).forEach((h) => { if (!city.has(h) && !siegfried.has(h)) mountain.add(h); });
for (const area of FOREST) rasterise(area.poly, centres).forEach((h) => { if (!city.has(h) && !siegfried.has(h) && !mountain.has(h)) forest.add(h); });

// --- zones
const areaHexes = (area) => {
  let hexes = rasterise(area.poly, centres);
  if (area.bank) hexes = sameBank(hexes, area.seed, new Set(area.bank.flatMap((r) => traced.get(r).sides)));
  if (area.roadsOnly) hexes = hexes.filter((h) => roadHexes.has(h));
  return hexes.sort(byLabel);
};
const germanStart = areaHexes(GERMAN_START);
const reinforcement = Object.fromEntries(Object.entries(REINFORCEMENT).map(([k, a]) => [k, areaHexes(a)]));
const dumps = DUMPS.map((d) => ({ name: d.name, hex: typeof d.at === 'string' ? (d.at === 'Antwerp' ? antwerp[0] : placeHex.get(d.at)) : hexOf(d.at[0], d.at[1]), owner: d.owner, supply: d.supply }));

// --- bridges: every road hexside that is also a river hexside
const placeKm = PLACES.map((p) => ({ name: p.name, km: latLonToKm(p.lat, p.lon) }));
const bridges = [];
for (const [key, [a, b]] of [...roadSides].sort((x, y) => byLabel(x[1][0], y[1][0]) || byLabel(x[1][1], y[1][1]))) {
  if (!riverOfSide.has(key)) continue;
  const s = sides.get(key), mid = { x: (s.km[0].x + s.km[1].x) / 2, y: (s.km[0].y + s.km[1].y) / 2 };
  const near = placeKm.reduce((m, p) => { const d = Math.hypot(p.km.x - mid.x, p.km.y - mid.y); return d < m.d ? { d, name: p.name } : m; }, { d: Infinity });
  bridges.push({ hex: a, side: sideBetween(a, b), river: riverOfSide.get(key), name: near.name });
}

// --- grouping hexsides by hex for the file
const groupSides = (pairs) => {
  const by = new Map();
  for (const [hex, side] of pairs) (by.get(hex) ?? by.set(hex, new Set()).get(hex)).add(side);
  return [...by].sort((x, y) => byLabel(x[0], y[0])).map(([hex, s]) => ({ hex, sides: SIDES.filter((d) => s.has(d)) }));
};
const roads = groupSides([...roadSides.values()].map(([a, b]) => [a, sideBetween(a, b)]));
const rivers = [];
for (const [name, t] of traced) {
  const pairs = t.sides.map((key) => {
    const face = sides.get(key).faces.slice().sort((x, y) => byLabel(x.hex, y.hex))[0];
    return [face.hex, face.side];
  });
  for (const g of groupSides(pairs)) rivers.push({ ...g, river: name });
}

const majors = ['Bastogne', 'Maastricht', 'Givet', 'Dinant', 'Namur', 'Huy'];
const places = PLACES.map((p) => ({ name: p.name, hex: placeHex.get(p.name), kind: p.kind }));
const sorted = (set) => [...set].sort(byLabel);
const map = {
  about: 'Blitzkrieg at the Ardennes: the map (terrain, roads, rivers, bridges, places, dumps, zones), 5 km hexes from Antwerp to Trier; made by web/tools/bka-map, sources in SOURCES.md',
  columns: COLUMNS, rows: ROWS,
  default_terrain: 'plain',
  terrain: { forest: sorted(forest), mountain: sorted(mountain), city: sorted(city), siegfried: sorted(siegfried) },
  roads, rivers, bridges, places,
  antwerp, liege: placeHex.get('Liège'),
  major_cities: Object.fromEntries(majors.map((m) => [m, placeHex.get(m)])),
  dumps,
  german_start_zone: germanStart,
  reinforcement_areas: reinforcement,
};

// --- checks
const log = [];
const say = (s) => log.push(s);
const valid = (h) => parseLabel(h) !== null;
const labelsUsed = [
  ...Object.values(map.terrain).flat(), ...roads.map((r) => r.hex), ...rivers.map((r) => r.hex),
  ...bridges.map((b) => b.hex), ...places.map((p) => p.hex), ...antwerp, map.liege,
  ...Object.values(map.major_cities), ...dumps.map((d) => d.hex), ...germanStart, ...Object.values(reinforcement).flat(),
];
const roundTrip = allLabels().filter((h) => { const c = centreOf(h); return hexOf(c.lat, c.lon) !== h; });
if (roundTrip.length) fail(`projection: hexOf(centreOf(h)) differs for ${roundTrip.join(' ')}`);
say(`projection: hexOf(centreOf(h)) === h for all ${allLabels().length} hexes: ${roundTrip.length === 0}; corners ${centreOf('0101').lat.toFixed(3)} N ${centreOf('0101').lon.toFixed(3)} E to ${centreOf('4339').lat.toFixed(3)} N ${centreOf('4439').lon.toFixed(3)} E`);
const badLabels = labelsUsed.filter((h) => !valid(h));
if (badLabels.length) fail(`labels off the grid: ${badLabels.join(' ')}`);
say(`labels: ${labelsUsed.length} uses, all on the ${COLUMNS}x${ROWS} grid: ${badLabels.length === 0}`);

// place collisions
const seenHex = new Map();
for (const p of places) { if (seenHex.has(p.hex)) fail(`${p.name} and ${seenHex.get(p.hex)} share hex ${p.hex}`); seenHex.set(p.hex, p.name); }
for (const h of antwerp.slice(1)) if (seenHex.has(h)) fail(`Antwerp hex ${h} holds ${seenHex.get(h)}`);

// rivers connected (one chain each)
for (const [name, t] of traced) {
  const c = chainFacts(t.sides, sides);
  const ok = c.ok;
  if (!ok) fail(`river ${name} is not one simple chain between two hexes on every side (corners ${c.corners}, reached ${c.reached}, ends ${c.ends}, branches ${c.branch}, on the rim ${c.rim})`);
  say(`river ${name}: ${t.sides.length} hexsides, one connected chain, none on the map's rim: ${ok}`);
}

// roads: both faces on the map; network connected
let offMap = 0;
for (const [a, b] of roadSides.values()) if (!valid(a) || !valid(b) || !sideBetween(a, b)) offMap++;
if (offMap) fail(`${offMap} road hexsides with a face off the map`);
const radj = new Map();
for (const [a, b] of roadSides.values()) { (radj.get(a) ?? radj.set(a, []).get(a)).push(b); (radj.get(b) ?? radj.set(b, []).get(b)).push(a); }
const comps = [], rseen = new Set();
for (const h of radj.keys()) {
  if (rseen.has(h)) continue;
  const q = [h]; rseen.add(h); let n = 0;
  while (q.length) { n++; for (const m of radj.get(q.shift())) if (!rseen.has(m)) { rseen.add(m); q.push(m); } }
  comps.push(n);
}
if (comps.length !== 1) fail(`road network has ${comps.length} components: ${comps.join(', ')}`);
say(`roads: ${roadSides.size} hexsides on ${roadHexes.size} hexes, both faces on the map: ${offMap === 0}; components: ${comps.length} (${comps.join(', ')} hexes)`);

// bridges = road ∩ river
const bridgeKeys = new Set(bridges.map((b) => sideKey(b.hex, b.side)));
const inter = [...roadSides.keys()].filter((k) => riverOfSide.has(k));
const same = inter.length === bridgeKeys.size && inter.every((k) => bridgeKeys.has(k));
if (!same) fail('bridges differ from road-river hexsides');
say(`bridges: ${bridges.length}, exactly the road hexsides that are river hexsides: ${same}`);

// cities
const antOk = new Set(antwerp).size === 3 && antwerp.every((h) => city.has(h)) && sideBetween(antwerp[0], antwerp[1]) && sideBetween(antwerp[0], antwerp[2]);
if (!antOk) fail(`Antwerp hexes ${antwerp} are not three adjacent city hexes`);
say(`Antwerp ${antwerp.join(' ')}: three adjacent city hexes: ${Boolean(antOk)}`);
const cityMiss = [map.liege, ...Object.values(map.major_cities)].filter((h) => !city.has(h));
if (cityMiss.length) fail(`not city: ${cityMiss}`);
say(`Liège ${map.liege} and the six majors (${majors.map((m) => `${m} ${map.major_cities[m]}`).join(', ')}) are city hexes: ${cityMiss.length === 0}`);

// Siegfried vs Allied areas and dumps
for (const [k, hexes] of Object.entries(reinforcement)) {
  const sieg = hexes.filter((h) => siegfried.has(h));
  if (k.startsWith('allied') && sieg.length) fail(`${k} has Siegfried hexes ${sieg}`);
  if (hexes.length < 8 || hexes.length > 30) fail(`${k} has ${hexes.length} hexes (8-30 wanted)`);
  say(`reinforcement ${k}: ${hexes.length} hexes${k.startsWith('allied') ? `, Siegfried among them: ${sieg.length}` : ''}`);
}
const startSieg = germanStart.filter((h) => siegfried.has(h)).length;
say(`German start zone: ${germanStart.length} hexes (${startSieg} of them Siegfried)`);
const startSet = new Set(germanStart);
const heldBad = ALLIED_HELD.filter((n) => siegfried.has(placeHex.get(n)) || startSet.has(placeHex.get(n)));
if (heldBad.length) fail(`Allied-held places in Siegfried or the German start zone: ${heldBad.join(', ')}`);
say(`Allied-held places of 16 December (${ALLIED_HELD.length}) outside Siegfried and the start zone: ${heldBad.length === 0}`);
for (const d of dumps) {
  if (!roadHexes.has(d.hex)) fail(`dump ${d.name} ${d.hex} is not on a road hex`);
  if (d.owner === 'allied' && siegfried.has(d.hex)) fail(`Allied dump ${d.name} on Siegfried`);
}
say(`dumps on road hexes: ${dumps.every((d) => roadHexes.has(d.hex))} (${dumps.map((d) => `${d.name} ${d.hex} ${d.owner} ${d.supply}${siegfried.has(d.hex) ? ' Siegfried' : ''}`).join('; ')})`);

// terrain disjoint
const kinds = Object.entries(map.terrain);
let overlap = 0;
for (let i = 0; i < kinds.length; i++) for (let j = i + 1; j < kinds.length; j++) {
  const s = new Set(kinds[i][1]);
  const both = kinds[j][1].filter((h) => s.has(h));
  if (both.length) { overlap += both.length; fail(`${kinds[i][0]} and ${kinds[j][0]} share ${both}`); }
}
const total = COLUMNS * ROWS, nonPlain = kinds.reduce((n, [, l]) => n + l.length, 0);
say(`terrain disjoint: ${overlap === 0}; ${kinds.map(([k, l]) => `${k} ${l.length}`).join(', ')}, plain ${total - nonPlain} (of ${total})`);

// places and the road net
const roadless = places.filter((p) => !roadHexes.has(p.hex)).map((p) => p.name);
if (roadless.length) fail(`places off the road net: ${roadless.join(', ')}`);
say(`places: ${places.length} (${['antwerp', 'liege', 'major_city', 'town', 'village'].map((k) => `${k} ${places.filter((p) => p.kind === k).length}`).join(', ')}); all on a road: ${roadless.length === 0}`);
say(`river hexsides per river: ${[...traced].map(([n, t]) => `${n} ${t.sides.length}`).join(', ')}`);
const bridgesPer = {};
for (const b of bridges) bridgesPer[b.river] = (bridgesPer[b.river] ?? 0) + 1;
say(`bridges per river: ${Object.entries(bridgesPer).map(([k, v]) => `${k} ${v}`).join(', ')}`);

console.log(log.join('\n'));
if (svgPath) {
  writeFileSync(svgPath, renderSvg(map, { traced, sides, roadSides, placesData: PLACES }));
  console.log(`wrote ${svgPath}`);
}
if (failures.length) {
  console.error(`\nFAILED ${failures.length} check(s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
mkdirSync(dirname(outPath), { recursive: true });
writeFileSync(outPath, format(map) + '\n');
console.log(`all checks passed; wrote ${outPath}`);
