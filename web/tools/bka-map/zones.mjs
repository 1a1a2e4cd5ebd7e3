// Fuel dumps, the German start zone and the reinforcement areas. Areas are polygons of
// [lat, lon] corners rasterised like terrain.mjs (a hex belongs when its centre is inside);
// `bank`/`seed` keep an area on one side of the named rivers; `roadsOnly` keeps only hexes
// with a road side. All of this is design built on the historical picture (REFERENCES.md
// "Order of battle"; H. M. Cole, The Ardennes: Battle of the Bulge, US Army 1965), not data
// from the original game, whose map is lost.

// Seed: "At the beginning of the game, Allies are supplied from Liege, Antwerp and two other
// fuel dumps, near Stavlot and Bastogne. The Germans have two other fuel dumps both beyond
// the Siegfried line on the bottom corners of the mapboard." Supply numbers are design: the
// seed's default reach is 4 ("must be at least 4 hexes from a road that leads to a friendly
// supply source") and each air or V2 hit takes one off, so the two great bases (and V2
// targets) start higher.
export const DUMPS = [
  { name: 'Liège', at: 'Liège', owner: 'allied', supply: 6, why: 'seed; the First Army depots around Liège' },
  { name: 'Antwerp', at: 'Antwerp', owner: 'allied', supply: 6, why: 'seed; the port, the Allies\' main base' },
  { name: 'Stavelot', at: [50.420, 5.945], owner: 'allied', supply: 4, why: 'seed "near Stavelot": the great First Army fuel depot along the Stavelot–Francorchamps road (N622), across the Amblève bridge from the town, that Kampfgruppe Peiper never reached (Cole, ch. XI; worldwartours.be)' },
  { name: 'Bastogne', at: 'Bastogne', owner: 'allied', supply: 4, why: 'seed "near Bastogne": VIII Corps\' town and road hub, put on the town hex (design)' },
  { name: 'Euskirchen', at: 'Euskirchen', owner: 'german', supply: 5, why: 'seed "beyond the Siegfried line on the bottom corners" (the map turned with east at the bottom): the north-east corner; Euskirchen was a railhead of the Sixth Panzer Army (design choice of the town)' },
  { name: 'Trier', at: 'Trier', owner: 'german', supply: 5, why: 'the south-east corner behind the West Wall; the Trier and Ehrang railheads fed the Seventh Army (design choice of the town)' },
];

// East of the front of 16 December 1944 from Monschau to Wasserbillig, where the Sixth
// Panzer, Fifth Panzer and Seventh Armies assembled; the Schneifel and the ground the US
// 106th and 28th Divisions held east of the Our (Winterspelt; the Harspelt–Sevenig ridge
// facing Lützkampen) are outside it. 1-4 hexes deep. Along the Our and the Sauer only the German bank counts.
export const GERMAN_START = {
  poly: [
    [50.61, 6.335], [50.61, 6.62], [50.40, 6.66], [50.25, 6.62], [50.10, 6.55], [49.95, 6.58],
    [49.80, 6.66], [49.70, 6.66], [49.70, 6.48], [49.80, 6.36], [49.86, 6.24], [49.95, 6.15],
    [50.05, 6.08], [50.11, 6.10], [50.11, 6.21], [50.16, 6.21], [50.16, 6.28], [50.21, 6.33],
    [50.235, 6.38], [50.30, 6.48],
    [50.345, 6.48], [50.345, 6.335],
  ],
  bank: ['Our', 'Sûre', 'Moselle'],
  seed: [50.30, 6.55],
};

export const REINFORCEMENT = {
  // The Liège–Aachen–Spa side: where the US V and VII Corps' and the Ninth Army's divisions
  // (30th Infantry, 3rd Armored, 84th Infantry...) came south from.
  allied_north: { poly: [[50.96, 5.60], [50.96, 6.02], [50.80, 6.10], [50.62, 5.95], [50.56, 5.78], [50.60, 5.60], [50.80, 5.62]], roadsOnly: true },
  // The Meuse crossings Namur–Dinant–Givet and the roads behind them, where British XXX Corps
  // took post from 19 December.
  allied_west: { poly: [[50.52, 4.50], [50.52, 4.90], [50.40, 4.90], [50.26, 4.93], [50.12, 4.87], [50.12, 4.50]], roadsOnly: true },
  // The southern edge around Arlon and Luxembourg, the road of Patton's III Corps (4th
  // Armored, 26th and 80th Infantry) from 22 December.
  allied_south: { poly: [[49.76, 5.60], [49.76, 6.20], [49.54, 6.25], [49.54, 5.60]], roadsOnly: true },
  // The eastern edge behind the West Wall, Euskirchen to Trier.
  german_east: { poly: [[50.72, 6.70], [50.72, 6.95], [49.64, 6.95], [49.64, 6.80], [50.10, 6.78], [50.40, 6.74]], roadsOnly: true },
};

// Places the Allies held on 16 December 1944 near the front (Cole): none may be Siegfried
// or in the German start zone (checked by make-map.mjs).
export const ALLIED_HELD = [
  'Monschau', 'Elsenborn', 'Bütgenbach', 'Büllingen', 'Malmedy', 'St. Vith', 'Schönberg', 'Bleialf',
  'Ouren', 'Weiswampach', 'Clervaux', 'Hosingen', 'Wiltz', 'Vianden', 'Diekirch', 'Ettelbruck',
  'Echternach', 'Luxembourg', 'Grevenmacher', 'Aachen', 'Eschweiler',
];
