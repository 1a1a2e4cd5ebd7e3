// Shiloh (Pittsburg Landing), 6-7 April 1862: the places, streams, roads and landscape that
// make-map.mjs lays on the 400-yard grid. Coordinates are [lat, lon] (WGS84), each with its
// source:
//   W = Wikipedia / GNIS (read with the search tool);
//   E = estimated from the layout of the Shiloh National Military Park map (the NPS park
//       brochure and tour map, which follow the Shiloh Battlefield Commission's survey that
//       D. W. Reed's The Battle of Shiloh and the Organizations Engaged, 1902, maps) and from
//       distances the public descriptions give: the Sunken Road about 1,230 yards long from
//       the Duncan farm to the River road above Sarah Bell's peach orchard, in three sectors
//       (Duncan field ~350 yd, the centre in the woods above the Davis wheat field ~430 yd,
//       the left facing the Bell fields ~440 yd; Shiloh Discussion Group, after the park's
//       historians); Fraley Field "a little less than a mile" south of the north end of Rhea
//       Field (civilwarhikes); Dill Branch entering the river just south of the landing,
//       opposite where Nelson crossed (battleshiloh blog); Lick Creek crossed by a ford, Owl
//       and Snake Creeks by bridges (Shiloh Discussion Group on the three marked crossings).
//       Only Pittsburg Landing has a gazetteer position: every other place here is estimated
//       and may be off by 200-300 yards (about one hex); their order and spacing are what
//       the park map shows. A surveyed check against the park's GIS is left for later.
// The 1862 landscape: Reed and the park describe a battlefield of forest and underbrush with
// scattered farm fields of a few to forty acres; so the default terrain is woods and each
// named field is a clear hex (two for the larger); the Hornet's Nest is thicket (the dense
// oak undergrowth of the centre sector), the Peach Orchard light woods; the flooded bottoms
// of Snake Creek, lower Owl Creek and lower Lick Creek are swamp (the April 1862 backwater
// made the three creeks impassable but at their bridges and the Lick Creek ford).

export const BATTLE = 'shiloh';
export const DEFAULT = 'woods';
export const ABOUT = 'Shiloh (Pittsburg Landing), 6-7 April 1862: 400-yard hexes from Owl and Snake Creeks to the Tennessee River and Lick Creek; made by web/tools/db-map, sources in data/decisive-battles/SOURCES.md (section 4)';

export const PLACES = [
  { name: 'Pittsburg Landing', lat: 35.1522, lon: -88.3228, kind: 'landing', src: 'W: Pittsburg Landing, Tennessee, 35.15222 N 88.32278 W (GNIS)' },
  { name: "Webster's Siege Guns", lat: 35.1490, lon: -88.3262, kind: 'other', src: 'E: the heavy guns Col. J. D. Webster massed on the ridge above Dill Branch a quarter mile south-west of the landing (park tour stop 1, Grant\'s Last Line)' },
  { name: "Grant's Last Line", lat: 35.1478, lon: -88.3330, kind: 'other', src: 'E: the evening line of 6 April ran west from the siege guns along the north rim of Dill Branch to the Hamburg-Savannah road and north along it; the west part here' },
  { name: 'Shiloh Church', lat: 35.1336, lon: -88.3448, kind: 'church', src: 'E: the log meeting house on the Corinth road, about 2.5 miles by road south-west of the landing; the reconstruction stands near the original site (hyperbear.com photos)' },
  { name: 'Rhea Field', lat: 35.1300, lon: -88.3415, kind: 'farm', src: 'E: east of Shiloh Church across the Corinth road, Hildebrand\'s camp; a little less than a mile north of Fraley Field' },
  { name: 'Fraley Field', lat: 35.1200, lon: -88.3500, kind: 'farm', src: 'E: where Powell\'s patrol met Hardcastle\'s pickets at 4:55 a.m., south-west of Rhea Field off the Reconnoitering road (park tour stop 7)' },
  { name: 'Seay Field', lat: 35.1250, lon: -88.3395, kind: 'farm', src: 'E: between Fraley Field and Spain Field on the Reconnoitering road, where Peabody\'s brigade met the Confederate advance' },
  { name: 'Spain Field', lat: 35.1265, lon: -88.3300, kind: 'farm', src: 'E: Prentiss\'s camps on the Eastern Corinth road, about three-quarters of a mile south of the Hornet\'s Nest' },
  { name: 'Review Field', lat: 35.1350, lon: -88.3385, kind: 'farm', src: 'E: Prentiss\'s parade ground north-west of Spain Field, between Shiloh Church and the Duncan farm' },
  { name: 'Duncan Field', lat: 35.1408, lon: -88.3400, kind: 'farm', src: 'E: Joseph Duncan\'s field on the Western Corinth road, west of the Sunken Road\'s right sector, Ruggles\'s guns on its far (west) edge (park tour stop 3)' },
  { name: 'Sunken Road', lat: 35.1392, lon: -88.3352, kind: 'other', src: 'E: the right sector of the farm lane, facing Duncan Field, where the Eastern Corinth road crosses it' },
  { name: "Hornet's Nest", lat: 35.1375, lon: -88.3312, kind: 'other', src: 'E: the centre sector of the Sunken Road, the oak thicket above the Davis wheat field, east of the Eastern Corinth road' },
  { name: 'Davis Wheat Field', lat: 35.1342, lon: -88.3308, kind: 'farm', src: 'E: Daniel Davis\'s wheat field in front (south) of the Hornet\'s Nest' },
  { name: "Sarah Bell's Field", lat: 35.1308, lon: -88.3258, kind: 'farm', src: 'E: Sarah Bell\'s old cotton field south-west of her peach orchard, crossed by the Confederate attacks on the Union left' },
  { name: 'Peach Orchard', lat: 35.1338, lon: -88.3228, kind: 'other', src: 'E: the north-east corner of the Bell field, where the Sunken Road ends above the River road (Manse George cabin beside it)' },
  { name: 'Bloody Pond', lat: 35.1347, lon: -88.3188, kind: 'other', src: 'E: on the Hamburg-Savannah road east of the Peach Orchard' },
  { name: 'Wicker Field', lat: 35.1388, lon: -88.3218, kind: 'farm', src: 'E: Lewis Wicker\'s field north of the Peach Orchard, Hurlbut\'s second line' },
  { name: 'Woolf Field', lat: 35.1442, lon: -88.3472, kind: 'farm', src: 'E: north of Shiloh Church on the Western Corinth road by Water Oaks Pond, fought over on 7 April' },
  { name: 'Jones Field', lat: 35.1512, lon: -88.3505, kind: 'farm', src: 'E: McClernand\'s camps north-west of Woolf Field, where Lew Wallace formed on 7 April' },
  { name: 'Owl Creek Bridge', lat: 35.1395, lon: -88.3688, kind: 'bridge', stream: 'Owl Creek', road: 'Hamburg-Purdy road', src: 'E: the Purdy road bridge beyond Sherman\'s right, about 1,300 yards west of Shiloh Church' },
  { name: 'Snake Creek Bridge', lat: 35.1672, lon: -88.3380, kind: 'bridge', stream: 'Snake Creek', road: "Crump's Landing road", src: 'E: where the road from Crump\'s Landing (Lew Wallace\'s route in the evening of 6 April) crossed Snake Creek, about 1.3 miles north-west of the landing' },
  { name: 'Lick Creek Ford', lat: 35.1180, lon: -88.3140, kind: 'ford', stream: 'Lick Creek', src: 'E: the Hamburg-Savannah road over Lick Creek, south of Stuart\'s camp on the Union left' },
];

export const STREAMS = [
  { name: 'Snake Creek', kind: 'run', swampBanks: true, points: [[35.1862, -88.3920], [35.1780, -88.3780], [35.1700, -88.3660], [35.1650, -88.3580], [35.1660, -88.3470], [35.1672, -88.3380], [35.1700, -88.3280], [35.1725, -88.3195]] },
  // Owl Creek: from the south-west past the Purdy road bridge into Snake Creek; swamp below the bridge.
  { name: 'Owl Creek', kind: 'run', joins: 'Snake Creek', swampBanks: [3, 4], points: [[35.0890, -88.3930], [35.1085, -88.3785], [35.1250, -88.3740], [35.1395, -88.3688], [35.1530, -88.3640], [35.1650, -88.3580]] },
  // Lick Creek: from the south-west (its upper course south-east of the Corinth roads, between
  // the Confederate approach and Hamburg) to the Tennessee below the Hamburg road ford; swamp below it.
  { name: 'Lick Creek', kind: 'run', swampBanks: [3], points: [[35.0890, -88.3325], [35.1062, -88.3285], [35.1110, -88.3215], [35.1180, -88.3140], [35.1240, -88.3060]] },
  // Dill Branch: the deep ravine south of the landing, into the river.
  { name: 'Dill Branch', kind: 'creek', points: [[35.1395, -88.3335], [35.1412, -88.3280], [35.1428, -88.3232], [35.1445, -88.3198]] },
  // Tilghman Branch: from the Woolf Field ridge north to Snake Creek, between Jones Field and the Hamburg-Savannah road.
  { name: 'Tilghman Branch', kind: 'creek', joins: 'Snake Creek', points: [[35.1420, -88.3440], [35.1490, -88.3425], [35.1570, -88.3405], [35.1660, -88.3430]] },
  // Shiloh Branch: south of Shiloh Church, west into Owl Creek (the Confederates crossed it to attack Sherman).
  { name: 'Shiloh Branch', kind: 'creek', joins: 'Owl Creek', points: [[35.1240, -88.3360], [35.1285, -88.3445], [35.1305, -88.3560], [35.1320, -88.3710]] },
  // Locust Grove Branch: from Prentiss's and Stuart's ground south-east into Lick Creek.
  { name: 'Locust Grove Branch', kind: 'creek', joins: 'Lick Creek', points: [[35.1275, -88.3250], [35.1215, -88.3230], [35.1140, -88.3200]] },
];

export const ROADS = [
  // The main road from the landing to Corinth by Shiloh Church, south-west between Owl and
  // Lick Creeks (the Confederates formed astride it); the Eastern Corinth road leaves it at
  // the fork north of Duncan Field, the Western Corinth road south of Shiloh Church (E).
  { name: 'Pittsburg-Corinth road', kind: 'road', via: ['Pittsburg Landing', "Webster's Siege Guns", [35.1455, -88.3345], [35.1428, -88.3372], 'Duncan Field', [35.1380, -88.3430], 'Shiloh Church', [35.1250, -88.3520], [35.1100, -88.3600], [35.0885, -88.3700]] },
  { name: 'Western Corinth road', kind: 'road', via: ['Shiloh Church', [35.1250, -88.3475], [35.1062, -88.3470], [35.0885, -88.3470]] },
  { name: 'Eastern Corinth road', kind: 'road', via: [[35.1428, -88.3372], 'Sunken Road', [35.1320, -88.3330], 'Spain Field', [35.1150, -88.3300], [35.1062, -88.3330], [35.0885, -88.3390]] },
  { name: 'Hamburg-Savannah road', kind: 'road', via: ['Snake Creek Bridge', [35.1600, -88.3330], [35.1520, -88.3300], [35.1440, -88.3245], 'Wicker Field', 'Bloody Pond', [35.1262, -88.3170], 'Lick Creek Ford', [35.1062, -88.3090]] },
  { name: "Crump's Landing road", kind: 'road', via: [[35.1862, -88.3420], 'Snake Creek Bridge'] },
  { name: 'River road', kind: 'road', via: ['Pittsburg Landing', [35.1470, -88.3208], [35.1405, -88.3185], 'Bloody Pond'] },
  { name: 'Hamburg-Purdy road', kind: 'road', via: [[35.1262, -88.3170], [35.1285, -88.3250], [35.1298, -88.3330], [35.1330, -88.3400], 'Shiloh Church', [35.1370, -88.3570], 'Owl Creek Bridge', [35.1400, -88.3980]] },
  { name: 'Sunken Road', kind: 'trail', via: [[35.1405, -88.3375], 'Sunken Road', "Hornet's Nest", 'Peach Orchard', 'Bloody Pond'] },
  { name: 'Reconnoitering road', kind: 'trail', via: ['Spain Field', 'Seay Field', 'Fraley Field', [35.0885, -88.3560]] },
  { name: 'Jones Field road', kind: 'trail', via: [[35.1600, -88.3330], 'Jones Field', 'Woolf Field', [35.1380, -88.3430]] },
  { name: 'Review Field lane', kind: 'trail', via: ['Review Field', 'Rhea Field'] },
];

export const RAILROADS = [];

// The Tennessee River: hexes whose centre lies between the west bank (E: through the
// landing, the mouths of Dill Branch, Lick Creek and Snake Creek, bending south-east towards
// Hamburg) and the east bank some 650-700 yards across (E).
const WEST_BANK = [[35.1870, -88.3178], [35.1725, -88.3185], [35.1600, -88.3200], [35.1522, -88.3212], [35.1445, -88.3182], [35.1340, -88.3115], [35.1240, -88.3048], [35.1050, -88.2985], [35.0860, -88.2935]];
const EAST_BANK = WEST_BANK.map(([lat, lon]) => [lat, lon + 0.0075]).reverse();

export const AREAS = [
  { terrain: 'water', name: 'Tennessee River', poly: [...WEST_BANK, ...EAST_BANK] },
  { terrain: 'clear', name: 'Duncan Field', at: 'Duncan Field', extra: ['SW'] },
  { terrain: 'clear', name: 'Jones Field', at: 'Jones Field', extra: ['S'] },
  { terrain: 'clear', name: 'Woolf Field', at: 'Woolf Field' },
  { terrain: 'clear', name: 'Rhea Field', at: 'Rhea Field', extra: ['S'] },
  { terrain: 'clear', name: 'Shiloh Church clearing', at: 'Shiloh Church' },
  { terrain: 'clear', name: 'Fraley Field', at: 'Fraley Field' },
  { terrain: 'clear', name: 'Seay Field', at: 'Seay Field' },
  { terrain: 'clear', name: 'Spain Field', at: 'Spain Field', extra: ['N'] },
  { terrain: 'clear', name: 'Review Field', at: 'Review Field' },
  { terrain: 'clear', name: 'Davis Wheat Field', at: 'Davis Wheat Field' },
  { terrain: 'clear', name: "Sarah Bell's old cotton field", at: "Sarah Bell's Field", extra: ['S'] },
  { terrain: 'clear', name: 'Wicker Field', at: 'Wicker Field' },
  { terrain: 'clear', name: 'Bloody Pond (open ground about the pond)', at: 'Bloody Pond' },
  { terrain: 'clear', name: 'the camp grounds and clearings about the landing', poly: [[35.1560, -88.3300], [35.1560, -88.3215], [35.1500, -88.3215], [35.1500, -88.3300]] },
  { terrain: 'light_woods', name: 'Peach Orchard', at: 'Peach Orchard' },
  { terrain: 'thicket', name: "Hornet's Nest", at: "Hornet's Nest", extra: ['SE'] },
  { terrain: 'hill', name: "the ridge of Grant's last line above Dill Branch", at: "Webster's Siege Guns", extra: ['SW'] },
];

// Webster's line of siege guns and field batteries on the ridge: light works (value 1).
export const FORTIFICATIONS = [{ at: "Webster's Siege Guns", value: 1, extra: ['SW'] }];

export const OBJECTIVES = ['Pittsburg Landing', 'Shiloh Church', 'Fraley Field', 'Spain Field', 'Seay Field', 'Rhea Field', 'Review Field', 'Duncan Field', 'Sunken Road', "Hornet's Nest", 'Peach Orchard', 'Bloody Pond', "Sarah Bell's Field", 'Wicker Field', 'Davis Wheat Field', 'Jones Field', 'Woolf Field', "Grant's Last Line", "Webster's Siege Guns", 'Owl Creek Bridge', 'Snake Creek Bridge', 'Lick Creek Ford'];
export const REQUIRED_STREAMS = ['Owl Creek', 'Snake Creek', 'Lick Creek', 'Dill Branch', 'Tilghman Branch'];
export const REQUIRED_ROADS = ['Pittsburg-Corinth road', 'Western Corinth road', 'Eastern Corinth road', 'Hamburg-Savannah road', 'Hamburg-Purdy road', 'River road', "Crump's Landing road", 'Sunken Road'];
export const REQUIRED_RAILROADS = [];
export const REQUIRED_TERRAIN = [["Hornet's Nest", 'thicket'], ['Peach Orchard', 'light_woods'], ['Pittsburg Landing', 'town'], ['Duncan Field', 'clear'], ['Fraley Field', 'clear'], ['Spain Field', 'clear'], ['Jones Field', 'clear']];
