// Builds one battle's map from its data module (places-<battle>.mjs) and checks it. Used by
// make-map.mjs; returns {map, failures, log, drawing} and writes nothing.
import { battleGrid, SIDE, YARDS_PER_HEX } from './projection.mjs';
import { SIDES } from '../hexmap/grid.mjs';
import { segmentDistance, dijkstra, pointInPolygon } from '../hexmap/paths.mjs';
import { cornerGraph, traceChain, chainFacts } from '../hexmap/lattice.mjs';

const KIND_RANK = { trail: 1, road: 2, pike: 3 };
const byLabel = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

export function buildMap(D) {
  const g = battleGrid(D.BATTLE), G = g.grid;
  const failures = [], log = [];
  const fail = (m) => failures.push(m);
  const say = (m) => log.push(m);
  const ll = (p) => g.toYards(p[0], p[1]);
  const placeByName = new Map(D.PLACES.map((p) => [p.name, p]));
  const isCrossing = (p) => p && (p.kind === 'ford' || p.kind === 'bridge');

  // --- streams
  const sides = G.buildSides(g.cornerYards);
  const lattice = cornerGraph(sides);
  const taken = new Set(), traced = new Map();
  for (const s of D.STREAMS) {
    const parent = s.joins ? traced.get(s.joins) : null;
    if (s.joins && !parent) throw new Error(`${s.name} joins ${s.joins}, not traced yet`);
    const pts = s.points.map((p) => g.toYards(p[0], p[1]));
    const t = traceChain(s.name, pts, sides, lattice, { scale: SIDE, taken, parentCorners: parent ? parent.corners : null });
    for (const k of t.sides) if (taken.has(k)) fail(`${s.name} shares a hexside with another stream`);
    t.sides.forEach((k) => taken.add(k));
    // the kind of each side: the kind of the point that starts its leg, else the stream's
    t.kinds = t.legs.map((leg) => s.points[leg][2] ?? s.kind);
    traced.set(s.name, t);
  }
  const streamOfSide = new Map(), kindOfSide = new Map();
  for (const [name, t] of traced) t.sides.forEach((k, i) => { streamOfSide.set(k, name); kindOfSide.set(k, t.kinds[i]); });
  const mid = (key) => { const s = sides.get(key); return { x: (s.km[0].x + s.km[1].x) / 2, y: (s.km[0].y + s.km[1].y) / 2 }; };

  // --- places (crossings sit on a hexside of their stream)
  const placeHex = new Map(), crossingSide = new Map(); // name -> key
  for (const p of D.PLACES) {
    const xy = g.toYards(p.lat, p.lon);
    if (isCrossing(p)) {
      const t = traced.get(p.stream);
      if (!t) { fail(`${p.name}: no stream ${p.stream}`); continue; }
      let best = null, bd = Infinity;
      for (const k of t.sides) { const m = mid(k), d = Math.hypot(m.x - xy.x, m.y - xy.y); if (d < bd) { bd = d; best = k; } }
      if (bd > YARDS_PER_HEX) fail(`${p.name} is ${Math.round(bd)} yards from the nearest hexside of ${p.stream}`);
      crossingSide.set(p.name, best);
      const faces = sides.get(best).faces.slice().sort((a, b) => {
        const ca = g.centreYards(a.hex), cb = g.centreYards(b.hex);
        return Math.hypot(ca.x - xy.x, ca.y - xy.y) - Math.hypot(cb.x - xy.x, cb.y - xy.y);
      });
      placeHex.set(p.name, faces[0].hex);
    } else {
      const h = p.hex ?? g.hexOf(p.lat, p.lon);
      if (!h) { fail(`place ${p.name} is off the map`); continue; }
      placeHex.set(p.name, h);
    }
  }
  const crossingKeys = new Map([...crossingSide].map(([n, k]) => [k, n]));

  // --- terrain (before roads: roads may not enter water)
  const terrainOf = new Map();
  const centres = new Map(G.allLabels().map((h) => [h, g.centreOf(h)]));
  const order = D.PRIORITY; // highest first
  const rank = (t) => { const i = order.indexOf(t); return i < 0 ? order.length : i; };
  const put = (h, t) => { const cur = terrainOf.get(h); if (cur === undefined || rank(t) < rank(cur)) terrainOf.set(h, t); };
  for (const a of D.AREAS) {
    if (a.poly) { for (const h of G.allLabels()) { const c = centres.get(h); if (pointInPolygon(c.lat, c.lon, a.poly)) put(h, a.terrain); } }
    if (a.at) {
      const h0 = typeof a.at === 'string' ? placeHex.get(a.at) : g.hexOf(a.at[0], a.at[1]);
      if (!h0) { fail(`terrain ${a.name}: ${a.at} not on the map`); continue; }
      put(h0, a.terrain);
      for (const side of a.extra ?? []) { const n = G.neighbour(h0, side); if (n) put(n, a.terrain); }
    }
  }
  for (const p of D.PLACES) if (p.kind === 'town' || p.kind === 'landing') put(placeHex.get(p.name), 'town');
  // banks of streams: woods (wooded banks) or swamp (flooded bottoms), on the stretches of
  // the given kind, where nothing stronger lies
  for (const s of D.STREAMS) {
    for (const [flag, terrain] of [['woodedBanks', 'woods'], ['swampBanks', 'swamp']]) {
      if (!s[flag]) continue;
      const t = traced.get(s.name);
      t.sides.forEach((k, i) => {
        if (t.kinds[i] !== 'run') return;
        if (Array.isArray(s[flag]) && !s[flag].includes(t.legs[i])) return;
        for (const f of sides.get(k).faces) if (!terrainOf.has(f.hex) || terrainOf.get(f.hex) === D.DEFAULT) put(f.hex, terrain);
      });
    }
  }

  // --- roads and railroads
  const roadSides = new Map(); // key -> {a, b, kind, names}
  const railSides = new Map();
  const centreXY = (h) => g.centreYards(h);
  function wayHex(w) {
    if (typeof w === 'string') {
      const h = placeHex.get(w);
      if (!h) throw new Error(`unknown place ${w}`);
      return h;
    }
    const n = g.nearestHex(w[0], w[1]);
    return n.hex;
  }
  const wayXY = (w) => (typeof w === 'string' ? g.toYards(placeByName.get(w).lat, placeByName.get(w).lon) : ll(w));
  function layLeg(from, to, aXY, bXY, rail, used) {
    const path = dijkstra(from, (h) => h === to, (h) => {
      const out = [];
      for (const { side, hex } of G.neighbours(h)) {
        const key = G.sideKey(h, side);
        if (terrainOf.get(hex) === 'water') continue;
        const d = segmentDistance(centreXY(hex), aXY, bXY) / YARDS_PER_HEX;
        let w = 1 + 0.8 * d * d;
        if (used.has(key)) w -= 0.35;
        const sk = kindOfSide.get(key);
        if (sk === 'run') {
          if (rail) w += 6;
          else if (crossingKeys.has(key)) w += 2;
          else continue;
        } else if (sk === 'creek') w += rail ? 3 : 1;
        out.push([hex, w]);
      }
      return out;
    });
    if (!path) throw new Error(`no path ${from} -> ${to}`);
    return path;
  }
  function addPath(path, store, kind, name) {
    for (let j = 1; j < path.length; j++) {
      const a = path[j - 1], b = path[j], key = G.sideKey(a, G.sideBetween(a, b));
      const cur = store.get(key);
      if (!cur) store.set(key, { a: a < b ? a : b, b: a < b ? b : a, kind, names: [name] });
      else { if ((KIND_RANK[kind] ?? 0) > (KIND_RANK[cur.kind] ?? 0)) cur.kind = kind; if (!cur.names.includes(name)) cur.names.push(name); }
    }
  }
  function layLine(line, store, rail) {
    let at = wayHex(line.via[0]), atXY = wayXY(line.via[0]);
    for (let i = 1; i < line.via.length; i++) {
      const w = line.via[i], p = typeof w === 'string' ? placeByName.get(w) : null;
      if (!rail && isCrossing(p)) {
        const key = crossingSide.get(w), faces = sides.get(key).faces.map((f) => f.hex);
        // enter on the face nearer to where the road comes from
        faces.sort((x, y) => { const cx = centreXY(x), cy = centreXY(y); return Math.hypot(cx.x - atXY.x, cx.y - atXY.y) - Math.hypot(cy.x - atXY.x, cy.y - atXY.y); });
        const pXY = wayXY(w);
        if (at !== faces[0]) addPath(layLeg(at, faces[0], atXY, pXY, rail, store), store, line.kind, line.name);
        addPath([faces[0], faces[1]], store, line.kind, line.name);
        at = faces[1]; atXY = pXY;
        continue;
      }
      const to = wayHex(w), toXY = wayXY(w);
      if (to !== at) addPath(layLeg(at, to, atXY, toXY, rail, store), store, line.kind ?? 'rail', line.name);
      at = to; atXY = toXY;
    }
  }
  for (const r of D.ROADS) { try { layLine(r, roadSides, false); } catch (e) { fail(`road ${r.name}: ${e.message}`); } }
  for (const r of D.RAILROADS) { try { layLine(r, railSides, true); } catch (e) { fail(`railroad ${r.name}: ${e.message}`); } }
  const roadHexes = new Set([...roadSides.values()].flatMap((s) => [s.a, s.b]));

  // --- bridges and fords
  const bridges = [], fords = [], creekRoadCrossings = [];
  for (const p of D.PLACES) {
    if (!isCrossing(p) || !crossingSide.has(p.name)) continue;
    const key = crossingSide.get(p.name), hex = placeHex.get(p.name);
    const face = sides.get(key).faces.find((f) => f.hex === hex);
    (p.kind === 'bridge' ? bridges : fords).push({ hex, side: face.side, stream: p.stream, name: p.name });
  }
  for (const [key, s] of roadSides) if (kindOfSide.get(key) === 'creek' && !crossingKeys.has(key)) creekRoadCrossings.push(`${s.names[0]} over ${streamOfSide.get(key)} (${s.a}/${s.b})`);

  // --- terrain lists
  const terrain = {};
  for (const [h, t] of [...terrainOf].sort((x, y) => byLabel(x[0], y[0]))) if (t !== D.DEFAULT) (terrain[t] ??= []).push(h);

  // --- grouping sides by hex for the file
  const faceOf = (key) => sides.get(key).faces.slice().sort((x, y) => byLabel(x.hex, y.hex))[0];
  const group = (entries) => { // [hex, side, extra{}] -> [{hex, sides, ...extra}]
    const by = new Map();
    for (const [hex, side, extra] of entries) {
      const k = hex + '|' + JSON.stringify(extra);
      if (!by.has(k)) by.set(k, { hex, sides: new Set(), extra });
      by.get(k).sides.add(side);
    }
    return [...by.values()].sort((x, y) => byLabel(x.hex, y.hex)).map((e) => ({ hex: e.hex, sides: SIDES.filter((d) => e.sides.has(d)), ...e.extra }));
  };
  const roads = group([...roadSides.values()].map((s) => [s.a, G.sideBetween(s.a, s.b), { kind: s.kind }]));
  const railroads = group([...railSides.values()].map((s) => [s.a, G.sideBetween(s.a, s.b), {}]));
  const streams = [];
  for (const [name, t] of traced) streams.push(...group(t.sides.map((k, i) => { const f = faceOf(k); return [f.hex, f.side, { stream: name, kind: t.kinds[i] }]; })));
  const places = D.PLACES.map((p) => ({ name: p.name, hex: placeHex.get(p.name), kind: p.kind }));
  const fortifications = {};
  for (const f of D.FORTIFICATIONS) {
    let h = placeHex.get(f.at);
    const p = placeByName.get(f.at);
    if (isCrossing(p) && f.bank) {
      const xy = ll(f.bank);
      h = sides.get(crossingSide.get(f.at)).faces.map((x) => x.hex).sort((x, y) => { const a = centreXY(x), b = centreXY(y); return Math.hypot(a.x - xy.x, a.y - xy.y) - Math.hypot(b.x - xy.x, b.y - xy.y); })[0];
    }
    for (const extra of [null, ...(f.extra ?? [])]) {
      const hh = extra ? G.neighbour(h, extra) : h;
      if (hh) fortifications[hh] = Math.max(fortifications[hh] ?? 0, f.value);
    }
  }
  const map = {
    about: D.ABOUT,
    columns: g.columns, rows: g.rows,
    projection: g.json,
    default_terrain: D.DEFAULT,
    terrain, roads, railroads, streams, bridges, fords, places,
    fortifications: Object.fromEntries(Object.entries(fortifications).sort((a, b) => byLabel(a[0], b[0]))),
  };

  // ================= checks
  const all = G.allLabels();
  const rt = all.filter((h) => { const c = g.centreOf(h); return g.hexOf(c.lat, c.lon) !== h; });
  if (rt.length) fail(`hexOf(centreOf(h)) differs for ${rt.join(' ')}`);
  const c0 = g.centreOf('0101'), c1 = g.centreOf(G.label(g.columns, g.rows));
  say(`grid ${g.columns} x ${g.rows} = ${all.length} hexes; hexOf(centreOf(h)) round-trips for all: ${rt.length === 0}; centres from ${c0.lat.toFixed(4)} ${c0.lon.toFixed(4)} to ${c1.lat.toFixed(4)} ${c1.lon.toFixed(4)}`);
  const used = [...Object.values(terrain).flat(), ...roads.map((r) => r.hex), ...railroads.map((r) => r.hex), ...streams.map((s) => s.hex), ...bridges.map((b) => b.hex), ...fords.map((f) => f.hex), ...places.map((p) => p.hex), ...Object.keys(map.fortifications)];
  const bad = used.filter((h) => !G.parseLabel(h));
  if (bad.length) fail(`labels off the grid: ${bad.join(' ')}`);
  say(`labels: ${used.length} uses, all on the grid: ${bad.length === 0}`);
  // every side named is a side of a hex whose neighbour there is on the map
  const badSide = [...roads, ...railroads, ...streams].flatMap((e) => e.sides.filter((s) => !G.neighbour(e.hex, s)).map((s) => `${e.hex} ${s}`));
  if (badSide.length) fail(`hexsides facing off the map: ${badSide.join(', ')}`);
  // places: on the map; no two share a hex unless intended
  const seen = new Map();
  for (const p of D.PLACES) {
    if (isCrossing(p)) continue;
    const h = placeHex.get(p.name);
    if (!h) continue;
    if (seen.has(h)) {
      const q = seen.get(h), okShare = p.with === q.name || q.with === p.name;
      if (!okShare) fail(`${p.name} and ${q.name} share hex ${h}`);
    } else seen.set(h, p);
  }
  const crossSeen = new Map();
  for (const [n, k] of crossingSide) { if (crossSeen.has(k)) fail(`${n} and ${crossSeen.get(k)} are the same hexside`); crossSeen.set(k, n); }
  say(`places: ${places.length} on the map (${[...new Set(places.map((p) => p.kind))].map((k) => `${k} ${places.filter((p) => p.kind === k).length}`).join(', ')}); shared hexes only where intended: ${!failures.some((f) => f.includes(' share hex '))}`);
  // streams connected
  for (const [name, t] of traced) {
    const f = chainFacts(t.sides, sides);
    if (!f.ok) fail(`stream ${name} is not one simple chain (corners ${f.corners}, reached ${f.reached}, ends ${f.ends}, branches ${f.branch}, on the rim ${f.rim})`);
    const kinds = {}; t.kinds.forEach((k) => { kinds[k] = (kinds[k] ?? 0) + 1; });
    say(`stream ${name}: ${t.sides.length} hexsides (${Object.entries(kinds).map(([k, v]) => `${k} ${v}`).join(', ')}), one connected chain: ${f.ok}${D.STREAMS.find((s) => s.name === name).joins ? `, ends on ${D.STREAMS.find((s) => s.name === name).joins}` : ''}`);
  }
  // crossings on their stream, bridges carry a road, run sides crossed only at crossings
  for (const b of [...bridges, ...fords]) {
    const key = G.sideKey(b.hex, b.side);
    if (streamOfSide.get(key) !== b.stream) fail(`${b.name} is not a hexside of ${b.stream}`);
  }
  const noRoadBridge = bridges.filter((b) => !roadSides.has(G.sideKey(b.hex, b.side)));
  if (noRoadBridge.length) fail(`bridges without a road: ${noRoadBridge.map((b) => b.name).join(', ')}`);
  for (const p of D.PLACES) if (p.kind === 'bridge' && p.road) { const s = roadSides.get(crossingSide.get(p.name)); if (!s || !s.names.includes(p.road)) fail(`${p.name} does not carry ${p.road}`); }
  const fordNoRoad = fords.filter((f) => !roadSides.has(G.sideKey(f.hex, f.side))).map((f) => f.name);
  if (fordNoRoad.length) fail(`fords with no road or trail to them: ${fordNoRoad.join(', ')}`);
  const runCross = [...roadSides.keys()].filter((k) => kindOfSide.get(k) === 'run' && !crossingKeys.has(k));
  if (runCross.length) fail(`roads cross a run away from its bridges and fords: ${runCross.join(' ')}`);
  say(`bridges ${bridges.length} (${bridges.map((b) => `${b.name} ${b.hex} ${b.side} on ${b.stream}`).join('; ')}): each a hexside of its stream and carrying its road: ${noRoadBridge.length === 0}`);
  say(`fords ${fords.length} (${fords.map((f) => `${f.name} ${f.hex} ${f.side}`).join('; ')}): each a hexside of its stream with a road or trail: ${fordNoRoad.length === 0}`);
  say(`roads cross runs only at bridges and fords: ${runCross.length === 0}; roads cross creeks at ${creekRoadCrossings.length} hexsides (no bridge listed: ${creekRoadCrossings.join('; ') || 'none'})`);
  // road net connected (all kinds together)
  const adj = new Map();
  for (const s of roadSides.values()) { (adj.get(s.a) ?? adj.set(s.a, []).get(s.a)).push(s.b); (adj.get(s.b) ?? adj.set(s.b, []).get(s.b)).push(s.a); }
  const comps = [], rs = new Set();
  for (const h of adj.keys()) {
    if (rs.has(h)) continue;
    let n = 0; const q = [h]; rs.add(h);
    while (q.length) { n++; for (const m of adj.get(q.shift())) if (!rs.has(m)) { rs.add(m); q.push(m); } }
    comps.push(n);
  }
  if (comps.length !== 1) fail(`road net has ${comps.length} components (${comps.join(', ')} hexes)`);
  const perKind = {}; for (const s of roadSides.values()) perKind[s.kind] = (perKind[s.kind] ?? 0) + 1;
  say(`roads: ${roadSides.size} hexsides (${Object.entries(perKind).map(([k, v]) => `${k} ${v}`).join(', ')}) on ${roadHexes.size} hexes; one connected net counting trails: ${comps.length === 1} (${comps.join(', ')} hexes); railroads ${railSides.size} hexsides`);
  // water
  const wetRoads = [...roadHexes, ...new Set([...railSides.values()].flatMap((s) => [s.a, s.b]))].filter((h) => terrainOf.get(h) === 'water');
  if (wetRoads.length) fail(`water hexes on roads: ${wetRoads.join(' ')}`);
  const wetPlaces = places.filter((p) => terrainOf.get(p.hex) === 'water').map((p) => p.name);
  if (wetPlaces.length) fail(`places in water: ${wetPlaces.join(', ')}`);
  say(`water hexes on no road or railroad: ${wetRoads.length === 0}; no place in water: ${wetPlaces.length === 0}`);
  // places reachable by road
  const roadless = places.filter((p) => !roadHexes.has(p.hex)).map((p) => p.name);
  say(`places off the road net (allowed, listed): ${roadless.join(', ') || 'none'}`);
  // required
  const missing = [
    ...D.OBJECTIVES.filter((n) => !placeHex.has(n)),
    ...D.REQUIRED_STREAMS.filter((n) => !traced.has(n)),
    ...D.REQUIRED_ROADS.filter((n) => !D.ROADS.some((r) => r.name === n)),
    ...D.REQUIRED_RAILROADS.filter((n) => !D.RAILROADS.some((r) => r.name === n)),
    ...(D.REQUIRED_TERRAIN ?? []).filter(([n, t]) => terrainOf.get(placeHex.get(n)) !== t).map(([n, t]) => `${n} as ${t}`),
  ];
  if (missing.length) fail(`missing: ${missing.join(', ')}`);
  say(`objectives-to-be present: ${D.OBJECTIVES.length - D.OBJECTIVES.filter((n) => !placeHex.has(n)).length}/${D.OBJECTIVES.length}; required streams, roads, railroads and terrain present: ${missing.length === 0}`);
  const counts = { [D.DEFAULT]: all.length - Object.values(terrain).flat().length };
  for (const [k, v] of Object.entries(terrain)) counts[k] = v.length;
  say(`terrain: ${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')} (of ${all.length}; default ${D.DEFAULT})`);
  say(`fortifications: ${Object.entries(map.fortifications).map(([h, v]) => `${h}=${v}`).join(', ') || 'none'}`);

  return { map, failures, log, drawing: { g, sides, traced, roadSides, railSides, terrainOf, placeHex, kindOfSide, counts } };
}
