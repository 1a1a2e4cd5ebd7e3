// Colours of Struggle for the Continent: one per nation (counters at full strength, provinces
// in a pale tint of it), and one per team for the control hatching. The nation colours are
// a set of strongly contrasting hues chosen so that neighbours differ (Germany field grey,
// France blue, England red, Russia green, Austria gold, the Netherlands orange, ...).

export const NATION_COLORS: Record<string, string> = {
  germany: '#7b7d7a',
  austria: '#e9b800',
  turkey: '#8c3a1c',
  bulgaria: '#3f5a2a',
  russia: '#13885a',
  france: '#1f5fae',
  england: '#c0102f',
  italy: '#86b817',
  serbia: '#875692',
  belgium: '#dcd300',
  rumania: '#e68fac',
  greece: '#f99379',
  spain: '#f6a600',
  denmark: '#b3446c',
  netherlands: '#f37021',
  albania: '#654522',
  switzerland: '#e25822',
  norway: '#604e97',
  sweden: '#c2b280',
};

export const TEAM_COLORS: Record<string, string> = {
  central: '#1c1c1c',
  entente: '#b0002a',
  neutral: '#8a8a8a',
};

const UNKNOWN = '#9e9e9e';

export function nationColor(nation: string): string {
  return NATION_COLORS[nation] ?? UNKNOWN;
}

/** Colours for the teams of a designer's scenario that the table above does not name, by the
 * team's place in the scenario. */
const TEAM_PALETTE = ['#1c1c1c', '#b0002a', '#1f4e8c', '#2e7d32', '#6a1b9a'];

export function teamColor(team: string | null | undefined, index?: number): string {
  if (team && TEAM_COLORS[team]) return TEAM_COLORS[team]!;
  if (team && index !== undefined) return TEAM_PALETTE[index % TEAM_PALETTE.length]!;
  return TEAM_COLORS.neutral!;
}

/** A nation's or a team's colour (the mini-map's dots use nations). */
export function sideColor(side: string): string {
  return NATION_COLORS[side] ?? TEAM_COLORS[side] ?? UNKNOWN;
}

/** The pale land tint of a nation's provinces: its colour mixed with white. */
export function nationTint(nation: string, white = 0.62): string {
  const [r, g, b] = rgb(nationColor(nation));
  const mix = (c: number) => Math.round(c + (255 - c) * white);
  return hex(mix(r), mix(g), mix(b));
}

/** Black or white, whichever reads better on the colour. */
export function inkOn(color: string): string {
  return contrastRatio(color, '#111111') >= contrastRatio(color, '#ffffff') ? '#111111' : '#ffffff';
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG relative luminance. */
function luminance(color: string): number {
  const lum = rgb(color)
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * lum[0]! + 0.7152 * lum[1]! + 0.0722 * lum[2]!;
}

function rgb(color: string): [number, number, number] {
  const n = parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex(r: number, g: number, b: number): string {
  return '#' + [r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('');
}
