// The Blitzkrieg at the Ardennes grid and its projection (fixed: the rules engine, the
// scenarios and this tool all use it). Flat-topped hexes 5 km across the flats, 44 columns
// by 39 rows, labels CCRR, odd-numbered columns half a hex lower than even ones.
// Equirectangular: 70.9 km per degree of longitude (cos 50.4 N times 111.2), 111.2 km per
// degree of latitude, origin (the map's north-west corner) at 51.30 N, 4.25 E.

export const COLUMNS = 44;
export const ROWS = 39;
export const FLAT_KM = 5.0; // across the flats: the distance between neighbouring centres
export const SIDE_KM = FLAT_KM / Math.sqrt(3); // side length s
export const ORIGIN = { lat: 51.3, lon: 4.25 };
export const KM_PER_DEG_LON = 70.9;
export const KM_PER_DEG_LAT = 111.2;

export function label(column, row) {
  return String(column).padStart(2, '0') + String(row).padStart(2, '0');
}

export function parseLabel(text) {
  if (typeof text !== 'string' || !/^\d{4}$/.test(text)) return null;
  const column = Number(text.slice(0, 2)), row = Number(text.slice(2));
  if (column < 1 || column > COLUMNS || row < 1 || row > ROWS) return null;
  return { column, row };
}

// Centre of a hex in km east (x) and south (y) of the map's north-west origin.
export function centreKm(column, row) {
  return {
    x: SIDE_KM * (1 + 1.5 * (column - 1)),
    y: 2.5 + FLAT_KM * (row - 1) + (column % 2 === 1 ? 2.5 : 0),
  };
}

export function kmToLatLon(x, y) {
  return { lat: ORIGIN.lat - y / KM_PER_DEG_LAT, lon: ORIGIN.lon + x / KM_PER_DEG_LON };
}

export function latLonToKm(lat, lon) {
  return { x: (lon - ORIGIN.lon) * KM_PER_DEG_LON, y: (ORIGIN.lat - lat) * KM_PER_DEG_LAT };
}

// Centre of a labelled hex as {lat, lon}; null for a label off the grid.
export function centreOf(text) {
  const p = parseLabel(text);
  if (!p) return null;
  const { x, y } = centreKm(p.column, p.row);
  return kmToLatLon(x, y);
}

// The label of the hex whose centre is nearest to (lat, lon); null when that nearest
// centre is more than one hex away from every grid hex (the point is off the map).
export function hexOf(lat, lon) {
  const { x, y } = latLonToKm(lat, lon);
  let best = null, bestD = Infinity;
  const c0 = Math.round((x / SIDE_KM - 1) / 1.5) + 1;
  for (let c = c0 - 2; c <= c0 + 2; c++) {
    if (c < 1 || c > COLUMNS) continue;
    const r0 = Math.round((y - 2.5 - (c % 2 === 1 ? 2.5 : 0)) / FLAT_KM) + 1;
    for (let r = r0 - 1; r <= r0 + 1; r++) {
      if (r < 1 || r > ROWS) continue;
      const cc = centreKm(c, r), d = Math.hypot(cc.x - x, cc.y - y);
      if (d < bestD) { bestD = d; best = label(c, r); }
    }
  }
  return bestD <= FLAT_KM ? best : null;
}
