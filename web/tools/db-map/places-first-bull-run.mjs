// First Bull Run (First Manassas), 21 July 1861: the places, streams, roads, railroads and
// landscape that make-map.mjs lays on the 400-yard grid. Every coordinate is [lat, lon]
// (WGS84 decimal degrees) with its source:
//   M   = a position printed on a public historical-marker page (HMdb, the Historical Marker
//         Project, Waymarking) for a marker at or beside the place, read with the search tool;
//   W   = a Wikipedia or NRHP/VDHR page for the place (GNIS coordinates), read likewise;
//   E   = estimated: placed from a distance or bearing that a source gives (stated with the
//         place), on the pattern of the NPS and American Battlefield Trust maps of First
//         Manassas. A 400-yard hex forgives an error of about 200 yards.
// Distances along Bull Run between the fords are from the Official Records as retold by
// J. E. Johnston's Narrative and J. A. Logan's The Great Conspiracy (both public domain):
// Lewis Ford half a mile below the Stone Bridge, Ball's Ford half a mile below Lewis, Island
// Ford half a mile below Ball's; the farm (Poplar, Red House) ford about 1,000 yards above the
// Stone Bridge "at the elbow of Bull Run"; Mitchell's Ford three miles from Centreville on
// the Centreville-Manassas road and about as far north-east of Manassas Junction; Union Mills
// Ford beside the Orange & Alexandria Railroad bridge. (Second-hand facts; no wording kept.)

export const BATTLE = 'first-bull-run';
export const DEFAULT = 'clear';
export const ABOUT = 'First Bull Run (First Manassas), 21 July 1861: 400-yard hexes from Sudley Church to Centreville and Manassas Junction; made by web/tools/db-map, sources in data/decisive-battles/SOURCES.md (section 4)';

// kind: town | farm | church | hill | crossroads | landing | ford | bridge | other.
// `with`: another place allowed to share its hex (one named feature of the other).
// Fords and bridges also carry `stream` (the stream whose hexside they are) and, for a
// bridge, the road that crosses it.
export const PLACES = [
  { name: 'Sudley Church', lat: 38.8389, lon: -77.5377, kind: 'church', src: 'M: HMdb 878 "Church During Wartime", 38°50.333′N 77°32.263′W, beside Sudley Methodist Church' },
  { name: 'Sudley Springs Ford', lat: 38.8405, lon: -77.5372, kind: 'ford', stream: 'Catharpin Run', src: 'E: NPS Sudley panel: the Union column forded Catharpin Run at Sudley Springs Ford and then passed the church; put just north of the church on the run' },
  { name: 'Sudley Ford', lat: 38.8450, lon: -77.5335, kind: 'ford', stream: 'Bull Run', src: 'E: NPS Sudley panel: the column crossed Bull Run at Sudley Ford before Catharpin Run; above the mouth of Catharpin Run, about 600 yards north-east of the church' },
  { name: 'Poplar Ford', lat: 38.8300, lon: -77.5120, kind: 'ford', stream: 'Bull Run', src: 'E: the farm (Red House, Poplar) ford at the elbow of Bull Run, about 1,000 yards above the Stone Bridge (Johnston, Narrative; Logan after Barnard\'s report); Sherman crossed here' },
  { name: 'Stone Bridge', lat: 38.8244, lon: -77.5037, kind: 'bridge', stream: 'Bull Run', road: 'Warrenton Turnpike', src: 'W: Stone Bridge (Manassas), 38.8243 N 77.5037 W; bridgehunter.com 38.82435, -77.50362' },
  { name: 'Lewis Ford', lat: 38.8180, lon: -77.5012, kind: 'ford', stream: 'Bull Run', src: 'E: half a mile below the Stone Bridge (Logan); Lewis\'s farm a quarter of a mile south-west of it (firstbullrun.co.uk on the Loudoun Cavalry\'s post)' },
  { name: "Ball's Ford", lat: 38.8125, lon: -77.4975, kind: 'ford', stream: 'Bull Run', src: 'E: half a mile below Lewis Ford (Logan); Cocke\'s brigade held it' },
  { name: 'Island Ford', lat: 38.8080, lon: -77.4905, kind: 'ford', stream: 'Bull Run', src: 'E: half a mile below Ball\'s Ford (Logan)' },
  { name: "Mitchell's Ford", lat: 38.8015, lon: -77.4610, kind: 'ford', stream: 'Bull Run', src: 'E: where the Centreville-Manassas road (Old Centreville Road) crossed Bull Run (VDHR 076-0040, Mitchell\'s Ford Entrenchments); three miles from Centreville and about three from Manassas Junction (Logan)' },
  { name: "Blackburn's Ford", lat: 38.7968, lon: -77.4495, kind: 'ford', stream: 'Bull Run', src: 'E: where Route 28 (Centreville Road) now crosses Bull Run (virginia.org and VHTRC pages on the ford; Bull Run Regional Park)' },
  { name: "McLean's Ford", lat: 38.7880, lon: -77.4370, kind: 'ford', stream: 'Bull Run', src: 'E: between Blackburn\'s Ford and Union Mills, D. R. Jones\'s post (Johnston, Narrative)' },
  { name: 'Union Mills Ford', lat: 38.7785, lon: -77.4235, kind: 'ford', stream: 'Bull Run', src: 'E: beside the Orange & Alexandria Railroad bridge piers (W: NRHP, 38.776436 N 77.421606 W), a little upstream' },
  { name: 'Cub Run Bridge', lat: 38.8336, lon: -77.4627, kind: 'bridge', stream: 'Cub Run', road: 'Warrenton Turnpike', src: 'M: VDHR marker C-42 "Panic at Cub Run Bridge", 38.83358, -77.46265; the 1861 suspension bridge stood near the present Lee Highway bridge (HMdb 75727)' },
  { name: 'Stone House', lat: 38.8190, lon: -77.5259, kind: 'farm', src: 'M: Waymarking WM19CP6, N 38°49.140 W 077°31.555, at the crossroads of the turnpike and the Sudley road' },
  { name: 'Buck Hill', lat: 38.8218, lon: -77.5222, kind: 'hill', src: 'E: the rise beside the Stone House, north-east of the crossroads (NPS Stone House panel, HMdb 152391)' },
  { name: 'Matthews Hill', lat: 38.8270, lon: -77.5250, kind: 'hill', src: 'E: "the prominent rise one-half mile ahead" looking north from the Flight from Matthews Hill panel (HMdb 108174, 38°48.976′N 77°31.402′W); crest about 900 yards north of the Stone House, east of the Sudley road' },
  { name: 'Henry House', lat: 38.8148, lon: -77.5229, kind: 'farm', src: 'M: HMdb 94595 "Invaded Farmland", 38°48.887′N 77°31.372′W, in front of the Henry House' },
  { name: 'Henry Hill', lat: 38.8127, lon: -77.5205, kind: 'hill', with: 'Henry House', src: 'E: the plateau south-east of the house where the visitor centre stands; the hill rises south from the turnpike for about 800 yards (Wikipedia "Henry House Hill")' },
  { name: 'Robinson House', lat: 38.8162, lon: -77.5192, kind: 'farm', src: 'E: VDHR marker G-16 stands about 1,000 feet east of the Stone House on the south side of the turnpike and the house "to the south", a short way up the hillside (stonesentinels.com)' },
  { name: 'Chinn House', lat: 38.8145, lon: -77.5350, kind: 'farm', src: 'E: Hazel Plain, the Chinn farmhouse, overlooking the turnpike and Young\'s Branch (NPS) at the north end of Chinn Ridge, about 1,200 yards west of the Henry House' },
  { name: 'Chinn Ridge', lat: 38.8105, lon: -77.5335, kind: 'hill', src: 'E: the ridge runs south from the Chinn House, west of the Sudley road, about 1,100 yards west of Henry Hill (NPS and ABT maps)' },
  { name: 'Portici', lat: 38.8063, lon: -77.5065, kind: 'farm', src: 'M: HMdb 59009 "Portici", 38°48.375′N 77°30.504′W on Vandor Lane; the house stood on the ridge just east of the panel (NPS Auto Tour Stop 11), here 180 yards east' },
  { name: 'Van Pelt House', lat: 38.8268, lon: -77.5085, kind: 'farm', src: 'E: the house on the rise west of Bull Run and north of the turnpike just above the Stone Bridge, where Evans posted his guns (NPS Stone Bridge panels; the park\'s Van Pelt site)' },
  { name: 'Yorkshire', lat: 38.7845, lon: -77.4560, kind: 'farm', src: 'E: Wilmer McLean\'s plantation, Beauregard\'s headquarters on 18 July, about a mile south of Blackburn\'s Ford towards Manassas (Prince William County Historical Commission, The Civil War in Prince William County)' },
  { name: 'Centreville', lat: 38.8404, lon: -77.4289, kind: 'town', src: 'W: Centreville, Virginia (GNIS), as in data/decisive-battles/README.md' },
  { name: 'Manassas Junction', lat: 38.7509, lon: -77.4753, kind: 'town', src: 'W: Manassas, Virginia (GNIS; the old town grew round the 1852 junction of the Manassas Gap and the Orange & Alexandria)' },
];

// Streams, each a polyline from upstream (or where it enters the map) down to its mouth,
// traced as a chain of hexsides. `joins`: the stream whose corner ends it. `kind` is the
// stream's kind; a point with a third element starts a stretch of that kind (Bull Run above
// Poplar Ford was fordable everywhere: Comte de Paris, History of the Civil War in America,
// vol. I, on the flats about Sudley Springs). `woodedBanks`: the hexes on both banks are
// woods (Bull Run "rocky, precipitous and well-wooded" below the Stone Bridge, Logan; the
// 1861 maps show woods all along it and along Cub Run).
export const STREAMS = [
  {
    name: 'Bull Run', kind: 'run', woodedBanks: true,
    points: [
      [38.8575, -77.5500, 'creek'], // enters at the north edge from the north-west (E: NPS map)
      [38.8500, -77.5400, 'creek'],
      [38.8450, -77.5335, 'creek'], // Sudley Ford
      [38.8420, -77.5315, 'creek'], // mouth of Catharpin Run (E)
      [38.8375, -77.5240, 'creek'],
      [38.8330, -77.5165],          // a run from here down: the bluffs begin above Poplar Ford
      [38.8300, -77.5120],          // Poplar Ford, the elbow
      [38.8270, -77.5070],
      [38.8244, -77.5037],          // Stone Bridge
      [38.8180, -77.5012],          // Lewis Ford
      [38.8125, -77.4975],          // Ball's Ford
      [38.8080, -77.4905],          // Island Ford
      [38.8050, -77.4790],          // mouth of Cub Run (E)
      [38.8015, -77.4610],          // Mitchell's Ford
      [38.7968, -77.4495],          // Blackburn's Ford
      [38.7880, -77.4370],          // McLean's Ford
      [38.7785, -77.4235],          // Union Mills Ford
      [38.7700, -77.4120],          // leaves at the east edge towards the Occoquan (W: mouth 38.7236 N 77.3806 W)
    ],
  },
  {
    name: 'Catharpin Run', kind: 'creek', joins: 'Bull Run',
    points: [[38.8470, -77.5585], [38.8445, -77.5480], [38.8405, -77.5372], [38.8420, -77.5315]],
  },
  {
    name: 'Cub Run', kind: 'run', joins: 'Bull Run', woodedBanks: true,
    points: [[38.8575, -77.4560], [38.8450, -77.4600], [38.8336, -77.4627], [38.8200, -77.4700], [38.8100, -77.4760], [38.8050, -77.4790]],
  },
  {
    // Rises north of the turnpike towards Groveton, passes under it and runs east along its
    // south side below the Chinn House, past the Stone House at the foot of Henry Hill, and
    // joins Bull Run just below the Stone Bridge (E: NPS map; Comte de Paris: the plateau is
    // bounded on the north-west by Young's Branch, which the turnpike follows; the Chinn
    // house overlooked the turnpike and Young's Branch).
    name: "Young's Branch", kind: 'creek', joins: 'Bull Run',
    points: [[38.8210, -77.5580], [38.8182, -77.5480], [38.8164, -77.5400], [38.8163, -77.5310], [38.8166, -77.5255], [38.8196, -77.5185], [38.8207, -77.5110], [38.8222, -77.5062], [38.8235, -77.5040]],
  },
  {
    // Rises on the plateau between Henry Hill and Portici and runs north-east into Bull Run
    // between the Stone Bridge and Lewis Ford (E: NPS Portici panel names the trail from
    // Portici down to Holkum's Branch).
    name: "Holkum's Branch", kind: 'creek', joins: 'Bull Run',
    points: [[38.8050, -77.5180], [38.8100, -77.5110], [38.8150, -77.5050], [38.8205, -77.5025]],
  },
];

// Roads: each a list of waypoints (a place name, or [lat, lon]) laid hex to hex; a ford or
// bridge named as a waypoint is crossed on its own hexside. kind: pike | road | trail.
export const ROADS = [
  { name: 'Warrenton Turnpike', kind: 'pike', via: [[38.8178, -77.5580], [38.8188, -77.5420], 'Stone House', [38.8210, -77.5160], 'Stone Bridge', [38.8300, -77.4850], 'Cub Run Bridge', 'Centreville', [38.8440, -77.4100]] },
  { name: 'Manassas-Sudley road', kind: 'road', via: ['Sudley Church', [38.8320, -77.5300], 'Matthews Hill', 'Stone House', [38.8120, -77.5260], [38.7950, -77.5120], [38.7700, -77.4900], 'Manassas Junction'] },
  // The Union flanking march: off the turnpike west of Cub Run, a farm road through the
  // woods to Sudley Ford, across Catharpin Run at Sudley Springs Ford to the church.
  { name: 'Sudley Ford road', kind: 'road', via: [[38.8318, -77.4760], [38.8430, -77.4930], [38.8500, -77.5120], [38.8480, -77.5270], 'Sudley Ford', 'Sudley Springs Ford', 'Sudley Church'] },
  { name: 'Centreville-Manassas road', kind: 'road', via: ['Centreville', [38.8250, -77.4450], "Mitchell's Ford", [38.7800, -77.4680], 'Manassas Junction'] },
  { name: "Blackburn's Ford road", kind: 'road', via: ['Centreville', [38.8200, -77.4350], "Blackburn's Ford", [38.7800, -77.4600]] },
  { name: "McLean's Ford road", kind: 'trail', via: [[38.8200, -77.4350], "McLean's Ford", [38.7700, -77.4500], 'Manassas Junction'] },
  { name: 'Union Mills road', kind: 'road', via: ['Centreville', [38.8100, -77.4200], 'Union Mills Ford', [38.7650, -77.4400], 'Manassas Junction'] },
  { name: 'Lewis Ford road', kind: 'trail', via: ['Manassas Junction', [38.7800, -77.4950], 'Portici', 'Lewis Ford', [38.8250, -77.4950]] },
  { name: "Ball's Ford road", kind: 'trail', via: ['Portici', "Ball's Ford", [38.8300, -77.4850]] },
  { name: 'Island Ford road', kind: 'trail', via: [[38.7800, -77.4950], 'Island Ford', [38.8300, -77.4800]] },
  { name: 'Poplar Ford lane', kind: 'trail', via: [[38.8250, -77.5000], 'Poplar Ford', 'Matthews Hill'] },
  { name: 'Chinn lane', kind: 'trail', via: [[38.8188, -77.5420], 'Chinn House', 'Chinn Ridge', [38.8000, -77.5200]] },
  { name: 'Robinson lane', kind: 'trail', via: [[38.8195, -77.5190], 'Robinson House', 'Henry Hill'] },
];

// Railroads: waypoints as for roads (no stream crossings to model: the Orange & Alexandria
// bridge at Union Mills is a railroad bridge, drawn but not a road bridge).
export const RAILROADS = [
  // Manassas Gap Railroad: from the junction west-north-west towards Gainesville (W: Gainesville 38.7957 N 77.6139 W).
  { name: 'Manassas Gap Railroad', via: ['Manassas Junction', [38.7620, -77.5150], [38.7740, -77.5580]] },
  // Orange & Alexandria: north-east to the Bull Run bridge at Union Mills and on towards
  // Alexandria; south-west towards Bristoe Station.
  { name: 'Orange & Alexandria Railroad', via: [[38.7440, -77.4950], 'Manassas Junction', [38.7650, -77.4480], [38.7764, -77.4216], [38.7800, -77.4110]] },
];

// Terrain areas, rasterised by hex centre; priority town > hill > woods > light_woods.
// The 1861 landscape, from the NPS and American Battlefield Trust maps of First Manassas
// and the descriptions in the Official Records and the park's panels: open farmland on the
// plateau between the turnpike and Manassas Junction and on the Matthews, Henry and Chinn
// farms (the Henry fields lay fallow and open: HMdb 94595), woods on the south and east
// slopes of Henry Hill (the pine woods where Jackson formed), a broad forest north of the
// turnpike between Bull Run and Cub Run through which the flanking column marched, woods
// along both banks of Bull Run below Poplar Ford and of Cub Run, woods west of Chinn Ridge,
// and "woods and small clearings" on the Sudley flats (Comte de Paris).
export const AREAS = [
  { terrain: 'hill', name: 'Matthews Hill crest', poly: [[38.8295, -77.5275], [38.8295, -77.5225], [38.8250, -77.5220], [38.8250, -77.5275]] },
  { terrain: 'hill', name: 'Henry Hill plateau', poly: [[38.8160, -77.5245], [38.8160, -77.5180], [38.8110, -77.5180], [38.8110, -77.5245]] },
  { terrain: 'hill', name: 'Chinn Ridge', poly: [[38.8160, -77.5370], [38.8160, -77.5320], [38.8070, -77.5310], [38.8070, -77.5360]] },
  { terrain: 'hill', name: 'Buck Hill', poly: [[38.8230, -77.5235], [38.8230, -77.5205], [38.8205, -77.5205], [38.8205, -77.5235]] },
  { terrain: 'hill', name: 'Centreville heights (the ridge east and south of the village)', poly: [[38.8440, -77.4330], [38.8440, -77.4230], [38.8320, -77.4230], [38.8320, -77.4330]] },
  { terrain: 'woods', name: 'forest north of the turnpike between Bull Run and Cub Run', poly: [[38.8575, -77.5300], [38.8575, -77.4660], [38.8380, -77.4660], [38.8340, -77.4790], [38.8300, -77.4990], [38.8330, -77.5110], [38.8400, -77.5200], [38.8480, -77.5290]] },
  { terrain: 'woods', name: 'pine woods south and east of Henry Hill', poly: [[38.8110, -77.5260], [38.8105, -77.5140], [38.8060, -77.5110], [38.8020, -77.5180], [38.8040, -77.5260]] },
  { terrain: 'woods', name: 'woods west of Chinn Ridge', poly: [[38.8140, -77.5580], [38.8140, -77.5400], [38.8020, -77.5390], [38.8000, -77.5580]] },
  { terrain: 'woods', name: 'woods south of Portici towards the Manassas-Sudley road', poly: [[38.7990, -77.5230], [38.7990, -77.5000], [38.7850, -77.4970], [38.7820, -77.5200]] },
  { terrain: 'woods', name: 'woods behind the lower fords (south bank, Mitchell\'s to Union Mills)', poly: [[38.7950, -77.4700], [38.7950, -77.4450], [38.7800, -77.4300], [38.7720, -77.4420], [38.7800, -77.4650]] },
  { terrain: 'woods', name: 'woods north of Catharpin Run above Sudley', poly: [[38.8575, -77.5580], [38.8575, -77.5430], [38.8470, -77.5430], [38.8460, -77.5580]] },
  { terrain: 'light_woods', name: 'the Sudley flats: woods and small clearings west of the Sudley road', poly: [[38.8380, -77.5580], [38.8380, -77.5400], [38.8290, -77.5400], [38.8290, -77.5580]] },
  { terrain: 'light_woods', name: 'scrub and woodlots between Manassas Junction and the Bull Run fords', poly: [[38.7900, -77.4900], [38.7900, -77.4700], [38.7650, -77.4700], [38.7650, -77.4900]] },
];

// Prepared works (value 1-3): the Confederate earthworks at Mitchell's Ford (VDHR 076-0040),
// the light works at Blackburn's Ford, and the field-works round the depot at Manassas
// Junction armed with fourteen or fifteen old 24-pounders (Johnston, Narrative).
export const FORTIFICATIONS = [
  { at: "Mitchell's Ford", bank: [38.7990, -77.4620], value: 1 },
  { at: 'Manassas Junction', value: 2 },
];

// The named places that scenarios will want as objectives: all must be present.
export const OBJECTIVES = ['Matthews Hill', 'Buck Hill', 'Henry Hill', 'Henry House', 'Robinson House', 'Chinn Ridge', 'Stone House', 'Sudley Church', 'Centreville', 'Manassas Junction', 'Portici', 'Cub Run Bridge', "Blackburn's Ford", "Mitchell's Ford", 'Stone Bridge', 'Sudley Ford', 'Sudley Springs Ford', 'Poplar Ford', 'Lewis Ford', "Ball's Ford", 'Island Ford', "McLean's Ford", 'Union Mills Ford'];
export const REQUIRED_STREAMS = ['Bull Run', 'Catharpin Run', 'Cub Run', "Young's Branch", "Holkum's Branch"];
export const REQUIRED_ROADS = ['Warrenton Turnpike', 'Manassas-Sudley road', 'Centreville-Manassas road'];
export const REQUIRED_RAILROADS = ['Manassas Gap Railroad', 'Orange & Alexandria Railroad'];
export const REQUIRED_TERRAIN = [['Henry Hill', 'hill'], ['Matthews Hill', 'hill'], ['Chinn Ridge', 'hill'], ['Buck Hill', 'hill'], ['Centreville', 'town'], ['Manassas Junction', 'town']];
