// River courses as lists of [lat, lon] points from upstream (or where the river enters the
// map) downstream. Each is traced onto the grid as a connected chain of hexsides along the
// polyline (make-map.mjs, traceRiver). `joins` names the river whose nearest hexside corner
// ends the chain (its mouth); the main rivers are traced first. The points are the towns
// that stand on each river (coordinates as in places.mjs: REFERENCES.md for the towns it
// lists, standard gazetteer values for the rest) and a few bends between them.
// Sources: REFERENCES.md "Rivers" (Meuse, Ourthe, Amblève, Salm, Warche, Our, Sauer/Sûre,
// Lesse, Vesdre); the Our's source at Losheimergraben, its frontier course from Ouren and its
// mouth at Wallendorf, and the Sauer's mouth at Wasserbillig: public pages read with the
// search tool (ostbelgien.eu "Schönberg"; Trierischer Volksfreund on Wallendorf; the
// Eifelverein Roetgen walk "Our-Quellen"). The Albert Canal (opened 1939) runs Liège–Antwerp
// by Kanne, Hasselt, Beringen and Herentals.

export const RIVERS = [
  {
    name: 'Meuse',
    points: [
      [49.530, 5.130], // enters at the southern edge, below Stenay
      [49.607, 5.080], // Mouzon
      [49.660, 5.000],
      [49.700, 4.940], // Sedan
      [49.696, 4.873], // Donchery
      [49.740, 4.780],
      [49.766, 4.724], // Charleville-Mézières
      [49.815, 4.745], // Nouzonville
      [49.883, 4.732], // Monthermé (Semois mouth)
      [49.939, 4.640], // Revin
      [49.992, 4.700], // Fumay
      [50.080, 4.730], // Vireux
      [50.138, 4.815], // Givet
      [50.215, 4.830], // Hastière
      [50.237, 4.907], // Anseremme (Lesse mouth)
      [50.261, 4.905], // Dinant
      [50.328, 4.881], // Yvoir
      [50.376, 4.869], // Profondeville
      [50.462, 4.870], // Namur (Sambre mouth)
      [50.490, 5.095], // Andenne
      [50.519, 5.240], // Huy
      [50.550, 5.320], // Amay
      [50.580, 5.400], // Engis
      [50.605, 5.500], // Seraing
      [50.630, 5.575], // Liège (Ourthe mouth)
      [50.665, 5.630], // Herstal
      [50.737, 5.690], // Visé
      [50.851, 5.700], // Maastricht
      [50.950, 5.770], // Elsloo
      [51.095, 5.795], // Maaseik
      [51.190, 5.975], // Roermond
      [51.300, 6.090], // leaves at the northern edge towards Venlo
    ],
  },
  {
    name: 'Moselle',
    points: [
      [49.545, 6.367], // Remich (enters at the southern edge)
      [49.610, 6.410], // Wormeldange
      [49.680, 6.441], // Grevenmacher
      [49.715, 6.500], // Wasserbillig (Sauer mouth)
      [49.700, 6.575], // Konz (Saar mouth)
      [49.755, 6.625], // Trier, west of the old town
      [49.800, 6.680], // Ehrang
      [49.820, 6.754], // Schweich
      [49.800, 6.830], // Mehring
      [49.850, 6.930], // leaves at the eastern edge towards Bernkastel
    ],
  },
  {
    name: 'Sambre',
    points: [
      [50.340, 4.270], // Thuin, at the western edge
      [50.405, 4.400], // Marchienne
      [50.410, 4.444], // Charleroi
      [50.400, 4.525], // Châtelet
      [50.430, 4.610], // Tamines
      [50.435, 4.755], // Floreffe
      [50.462, 4.865], // Namur
    ],
    joins: 'Meuse',
  },
  {
    name: 'Semois',
    points: [
      [49.680, 5.790], // rises at Arlon
      [49.680, 5.700],
      [49.675, 5.600], // Étalle
      [49.685, 5.520], // Tintigny
      [49.700, 5.420], // Jamoigne
      [49.735, 5.340], // Chiny
      [49.715, 5.265], // Chassepierre
      [49.760, 5.220], // Herbeumont
      [49.800, 5.160],
      [49.794, 5.067], // Bouillon
      [49.830, 5.000],
      [49.870, 4.930], // Vresse
      [49.860, 4.850], // Les Hautes-Rivières
      [49.883, 4.740], // Monthermé
    ],
    joins: 'Meuse',
  },
  {
    name: 'Lesse',
    points: [
      [49.930, 5.320], // rises near Ochamps
      [49.980, 5.230],
      [50.030, 5.180],
      [50.080, 5.170],
      [50.125, 5.187], // Han-sur-Lesse
      [50.150, 5.120],
      [50.170, 5.060],
      [50.190, 5.010], // Houyet
      [50.220, 4.960],
      [50.237, 4.907], // Anseremme
    ],
    joins: 'Meuse',
  },
  {
    name: 'Ourthe',
    points: [
      [50.165, 5.930], // the eastern Ourthe near Ourthe village
      [50.140, 5.850],
      [50.132, 5.790], // Houffalize
      [50.140, 5.680], // Nisramont (the two Ourthes meet)
      [50.160, 5.620],
      [50.183, 5.576], // La Roche
      [50.220, 5.500],
      [50.267, 5.446], // Hotton
      [50.350, 5.500], // Barvaux
      [50.380, 5.520], // Bomal
      [50.428, 5.535], // Hamoir
      [50.475, 5.577], // Comblain-au-Pont (Amblève mouth)
      [50.533, 5.567], // Esneux
      [50.570, 5.585], // Tilff
      [50.615, 5.590], // Angleur, Liège
    ],
    joins: 'Meuse',
  },
  {
    name: 'Vesdre',
    points: [
      [50.610, 6.130], // from the Hertogenwald
      [50.628, 6.040], // Eupen
      [50.610, 5.940], // Limbourg
      [50.589, 5.862], // Verviers
      [50.567, 5.805], // Pepinster
      [50.580, 5.720], // Trooz
      [50.585, 5.640], // Chaudfontaine
      [50.610, 5.610], // Chênée
    ],
    joins: 'Ourthe',
  },
  {
    name: 'Amblève',
    points: [
      [50.350, 6.170], // Amel
      [50.370, 6.100],
      [50.383, 6.067], // Ligneuville
      [50.400, 5.990], // Warche mouth, below Malmedy
      [50.394, 5.930], // Stavelot
      [50.390, 5.880], // Coo
      [50.371, 5.871], // Trois-Ponts (Salm mouth)
      [50.400, 5.830], // Cheneux
      [50.410, 5.800], // Targnon
      [50.440, 5.740], // Lorcé
      [50.480, 5.710], // Remouchamps
      [50.474, 5.676], // Aywaille
      [50.470, 5.620],
      [50.475, 5.577], // Comblain-au-Pont
    ],
    joins: 'Ourthe',
  },
  {
    name: 'Salm',
    points: [
      [50.200, 5.930], // near Gouvy
      [50.267, 5.913], // Salmchâteau
      [50.285, 5.915], // Vielsalm
      [50.330, 5.900], // Grand-Halleux
      [50.371, 5.871], // Trois-Ponts
    ],
    joins: 'Amblève',
  },
  {
    name: 'Warche',
    points: [
      [50.430, 6.250], // above Bütgenbach
      [50.426, 6.205], // Bütgenbach
      [50.455, 6.120], // Robertville
      [50.440, 6.070],
      [50.425, 6.028], // Malmedy
      [50.400, 5.990], // into the Amblève
    ],
    joins: 'Amblève',
  },
  {
    name: 'Sûre',
    points: [
      [49.910, 5.570], // rises near Vaux-sur-Sûre
      [49.870, 5.660],
      [49.831, 5.738], // Martelange
      [49.860, 5.800],
      [49.890, 5.870],
      [49.911, 5.935], // Esch-sur-Sûre
      [49.890, 6.000],
      [49.860, 6.060],
      [49.847, 6.104], // Ettelbruck
      [49.868, 6.158], // Diekirch
      [49.870, 6.220],
      [49.870, 6.260], // Reisdorf
      [49.879, 6.289], // Wallendorf (Our mouth)
      [49.850, 6.360], // Bollendorf
      [49.812, 6.421], // Echternach
      [49.800, 6.470],
      [49.807, 6.502], // Rosport
      [49.760, 6.510],
      [49.715, 6.500], // Wasserbillig
    ],
    joins: 'Moselle',
  },
  {
    name: 'Our',
    points: [
      [50.400, 6.310], // rises at Losheimergraben
      [50.330, 6.330], // Manderfeld
      [50.300, 6.290], // Andler
      [50.283, 6.267], // Schönberg
      [50.260, 6.220],
      [50.240, 6.180], // Steinebrück
      [50.200, 6.140], // Burg-Reuland
      [50.143, 6.137], // Ouren (from here the frontier)
      [50.100, 6.130],
      [50.049, 6.133], // Dasburg
      [50.000, 6.160], // Gemünd
      [49.965, 6.170], // Stolzembourg
      [49.935, 6.208], // Vianden
      [49.900, 6.240], // Gentingen
      [49.879, 6.289], // Wallendorf
    ],
    joins: 'Sûre',
  },
  {
    name: 'Albert Canal',
    points: [
      [51.245, 4.450], // Merksem: the canal enters the port of Antwerp
      [51.228, 4.520], // Wijnegem
      [51.210, 4.600], // Massenhoven
      [51.190, 4.735], // Grobbendonk
      [51.172, 4.830], // Herentals
      [51.150, 4.950],
      [51.100, 5.140], // Kwaadmechelen
      [51.040, 5.180], // Beringen
      [50.980, 5.250],
      [50.945, 5.300], // Hasselt (Kuringen)
      [50.945, 5.400],
      [50.940, 5.520], // Genk
      [50.890, 5.620], // Briegden
      [50.845, 5.635], // Vroenhoven
      [50.810, 5.670], // Kanne
      [50.780, 5.690], // Lanaye, where it meets the Meuse
    ],
    joins: 'Meuse',
  },
  {
    name: 'Scheldt',
    points: [
      [51.110, 4.270], // from Rupelmonde, at the western edge
      [51.170, 4.360], // Hoboken
      [51.220, 4.390], // the quays of Antwerp
      [51.245, 4.395],
      [51.300, 4.300], // leaves at the northern edge towards the sea
    ],
  },
];
