// Terrain areas as hand-drawn polygons of [lat, lon] corners, rasterised onto the grid: a
// hex takes an area's terrain when its centre lies inside the polygon. Priority when areas
// overlap: city (the town hexes of places.mjs) > siegfried > mountain > forest > plain.
// At 5 km hexes these are sketches of where the woods and the broken ground are, drawn
// from the general geography of the region (guess at the level of each polygon's edge):
// the wooded Ardennes and Eifel uplands, open Flanders, Kempen (Campine), Hesbaye,
// Condroz, Famenne and the Luxembourg Gutland. Named forests and ridges and their rough
// extents are standard geography; the Schneifel ridge (15 km long, 2 km wide, from
// Brandscheid in the south-west to Ormont in the north-east, spruce-covered, highest near
// 50.26 N 6.37 E) is from its Wikipedia article read with the search tool.

export const FOREST = [
  { name: 'Hürtgen Forest and the Rötgen woods', poly: [[50.78, 6.22], [50.76, 6.40], [50.70, 6.46], [50.63, 6.42], [50.60, 6.33], [50.64, 6.22], [50.70, 6.17]] },
  { name: 'Hertogenwald (east of Eupen)', poly: [[50.66, 6.02], [50.64, 6.17], [50.58, 6.20], [50.56, 6.08], [50.60, 5.98]] },
  { name: 'Kermeter and the Schleiden woods (Rur Eifel)', poly: [[50.66, 6.40], [50.64, 6.60], [50.55, 6.62], [50.48, 6.52], [50.50, 6.40], [50.57, 6.33]] },
  { name: 'Border forests of the Elsenborn ridge and Losheim Gap (Krinkelt woods, Zitterwald)', poly: [[50.50, 6.25], [50.48, 6.45], [50.40, 6.55], [50.33, 6.50], [50.38, 6.30], [50.44, 6.24]] },
  { name: 'Schneifel (Schnee Eifel) spruce forest', poly: [[50.345, 6.44], [50.31, 6.50], [50.20, 6.33], [50.235, 6.26]] },
  { name: 'Spa, Stavelot and Malmedy woods', poly: [[50.52, 5.78], [50.50, 6.00], [50.45, 6.05], [50.41, 5.98], [50.43, 5.80]] },
  { name: 'Amblève and Salm woods (Stoumont, Grand-Halleux, Vielsalm)', poly: [[50.42, 5.72], [50.38, 5.90], [50.30, 5.98], [50.22, 5.95], [50.22, 5.82], [50.32, 5.72]] },
  { name: 'Aisne and Ourthe woods (Erezée, Manhay, La Roche, Cedrogne near Houffalize)', poly: [[50.35, 5.50], [50.30, 5.68], [50.20, 5.75], [50.12, 5.85], [50.10, 5.70], [50.15, 5.52], [50.25, 5.45]] },
  { name: 'Lower Ourthe and Amblève valley woods (Esneux to Hamoir)', poly: [[50.55, 5.50], [50.52, 5.65], [50.42, 5.62], [50.40, 5.50], [50.47, 5.45]] },
  { name: 'Forest of Saint-Hubert and Freyr', poly: [[50.13, 5.25], [50.10, 5.48], [50.00, 5.58], [49.90, 5.50], [49.93, 5.22], [50.03, 5.12]] },
  { name: 'Forests of Anlier, Rulles and Chiny', poly: [[49.86, 5.45], [49.82, 5.72], [49.72, 5.70], [49.66, 5.45], [49.70, 5.25], [49.78, 5.25]] },
  { name: 'Semois forests and the French Ardennes (Bouillon, Croix-Scaille, Revin)', poly: [[49.95, 4.55], [49.92, 5.00], [49.88, 5.22], [49.74, 5.20], [49.76, 4.95], [49.82, 4.60]] },
  { name: 'Woods west of the Meuse (Viroin, Rocroi, Couvin)', poly: [[50.10, 4.35], [50.12, 4.70], [50.02, 4.80], [49.93, 4.60], [49.95, 4.35]] },
  { name: 'Lesse and Ardenne edge woods (Beauraing to Han)', poly: [[50.13, 4.95], [50.10, 5.20], [50.02, 5.15], [50.03, 4.92]] },
  { name: 'Ösling valley woods (Clerve and Our, Luxembourg)', poly: [[50.08, 6.00], [50.06, 6.12], [49.97, 6.14], [49.96, 6.02]] },
  { name: 'Upper Sûre woods (Esch-sur-Sûre, Bourscheid)', poly: [[49.94, 5.80], [49.92, 6.05], [49.87, 6.05], [49.87, 5.80]] },
  { name: 'Mullerthal (Little Switzerland)', poly: [[49.84, 6.20], [49.82, 6.38], [49.76, 6.35], [49.77, 6.20]] },
  { name: 'Grünewald (north of Luxembourg city)', poly: [[49.70, 6.08], [49.70, 6.24], [49.65, 6.24], [49.65, 6.10]] },
  { name: 'South Eifel woods (Ferschweiler plateau, Our and Sauer slopes)', poly: [[50.00, 6.22], [49.95, 6.40], [49.86, 6.45], [49.88, 6.30], [49.95, 6.22]] },
  { name: 'Kyllwald and Meulenwald (north of Trier)', poly: [[49.90, 6.58], [49.88, 6.78], [49.80, 6.72], [49.81, 6.60]] },
  { name: 'Eifel woods around Gerolstein and the upper Kyll', poly: [[50.30, 6.58], [50.25, 6.80], [50.15, 6.75], [50.18, 6.58]] },
  { name: 'Islek woods of the Prüm valley (Waxweiler)', poly: [[50.15, 6.35], [50.10, 6.45], [50.03, 6.40], [50.05, 6.30]] },
  { name: 'Woods north-east of Bastogne (Bois Jacques, Foy, Longvilly)', poly: [[50.06, 5.72], [50.05, 5.84], [50.00, 5.84], [50.01, 5.72]] },
  { name: 'Upland woods between Gouvy, Burg-Reuland and St. Vith', poly: [[50.25, 6.00], [50.22, 6.12], [50.15, 6.12], [50.17, 5.98]] },
  { name: 'Our valley woods east of St. Vith (Schönberg, Andler)', poly: [[50.33, 6.15], [50.29, 6.28], [50.25, 6.24], [50.28, 6.12]] },
  { name: 'Sonian Forest (south-east of Brussels)', poly: [[50.79, 4.39], [50.79, 4.48], [50.74, 4.48], [50.74, 4.39]] },
  { name: 'Meerdaal Forest (south of Leuven)', poly: [[50.82, 4.65], [50.82, 4.73], [50.78, 4.73], [50.78, 4.65]] },
  { name: 'Kempen pine woods (Genk, Zonhoven, As)', poly: [[51.06, 5.38], [51.06, 5.62], [50.96, 5.62], [50.96, 5.38]] },
];

export const MOUNTAIN = [
  { name: 'Hautes Fagnes (High Venn) plateau, Botrange', poly: [[50.56, 6.00], [50.54, 6.18], [50.48, 6.18], [50.48, 6.02]] },
  { name: 'Schneifel ridge crest', poly: [[50.33, 6.43], [50.31, 6.47], [50.215, 6.32], [50.235, 6.28]] },
  { name: 'Amblève gorge (Coo, La Gleize, Remouchamps)', poly: [[50.44, 5.72], [50.41, 5.86], [50.38, 5.86], [50.40, 5.72]] },
  { name: 'Ourthe gorge above La Roche (Nisramont)', poly: [[50.20, 5.55], [50.17, 5.70], [50.13, 5.68], [50.16, 5.55]] },
  { name: 'Semois gorge (Bouillon to Vresse)', poly: [[49.88, 4.88], [49.83, 5.10], [49.78, 5.08], [49.83, 4.88]] },
  { name: 'Meuse gorge of the French Ardennes (Revin, Fumay, Monthermé)', poly: [[50.00, 4.62], [49.98, 4.74], [49.86, 4.76], [49.90, 4.62]] },
  { name: 'Sûre gorge (Esch-sur-Sûre to Bourscheid)', poly: [[49.93, 5.88], [49.92, 6.06], [49.88, 6.06], [49.89, 5.88]] },
  { name: 'Ösling: the Wiltz and Clerve valleys', poly: [[50.00, 5.95], [49.98, 6.06], [49.93, 6.06], [49.95, 5.95]] },
  { name: 'Mullerthal sandstone gorges', poly: [[49.82, 6.24], [49.80, 6.34], [49.77, 6.32], [49.78, 6.24]] },
];

// The West Wall on the German side of the front of 16 December 1944. A hex is Siegfried when
// its centre is inside a polygon and, for the river sectors, it lies on the German bank: it
// is reached from `seed` without crossing the rivers named in `bank` (so no Siegfried hex
// is on the Allied side of the Our, the Sauer or the Moselle). Sources: REFERENCES.md; public
// pages read with the search tool: bunkers and dragon's teeth at Hollerath (on the B265),
// Großkampenberg, Lützkampen, Dasburg, Roth an der Our, Gentingen and Wallendorf
// (gauls-legacy-tours.lu "Westwalltour"; ich-geh-wandern.de on Wallendorf's West Wall
// bunker); the German observation bunkers at Ernzerhof above Echternach (ww2onyourown.com);
// the West Wall museum at Irrel; the Orscholz switch along the Moselle from Trier to Nennig
// (Wikipedia "Westwall", quoted on ace-high-journal.eu). Left out on purpose: the Schneifel,
// whose West Wall positions the US 106th Division held on 16 December, and the sector from
// the Schneifel to Sevenig, where US troops held ground east of the Our (the 106th Division
// at Winterspelt; the 112th Infantry of the 28th Division in captured pillboxes on the ridge
// Lützkampen–Harspelt–Sevenig: Cole, The Ardennes, chapter VIII, read with the search
// tool); north of Monschau the front ran through the Hürtgen and along the Roer, beyond
// the West Wall belts the Americans had already broken.
export const SIEGFRIED = [
  { name: 'Monschau Forest to Losheim (Hollerath, Udenbreth)', poly: [[50.61, 6.335], [50.61, 6.47], [50.345, 6.47], [50.345, 6.335]] },
  { name: 'Our, from below Sevenig to Wallendorf', poly: [[50.11, 6.10], [50.11, 6.27], [50.00, 6.29], [49.90, 6.34], [49.87, 6.28], [49.92, 6.18], [50.05, 6.10]], bank: ['Our', 'Sûre'], seed: [50.05, 6.23] },
  { name: 'Sauer, from Wallendorf to Wasserbillig (Bollendorf, Ernzerhof, Irrel, Ralingen)', poly: [[49.90, 6.27], [49.89, 6.45], [49.83, 6.56], [49.71, 6.58], [49.71, 6.48], [49.80, 6.38], [49.86, 6.26]], bank: ['Our', 'Sûre', 'Moselle'], seed: [49.84, 6.47] },
  { name: 'Moselle bank, Konz to Nennig (the Orscholz switch)', poly: [[49.725, 6.47], [49.72, 6.60], [49.66, 6.55], [49.60, 6.50], [49.53, 6.47], [49.53, 6.33], [49.62, 6.38]], bank: ['Moselle', 'Sûre'], seed: [49.64, 6.48] },
];
