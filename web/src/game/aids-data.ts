// Each game's player aids are data, data/<game>/aids.json, bundled with the client as one lazy
// chunk per game: they never change while the client runs, and a game added under data/ with
// an aids.json gets them without code.

/** A game's player aids as data/<game>/aids.json holds them. */
export interface PlayerAids {
  /** The sequence of play in order; `keys` are the GameModule.phaseKey values of each step. */
  sequence: { keys: string[]; title: string; section: string }[];
  /** The charts: a header row and body rows of text; `section` is the rule they serve. */
  tables: { id: string; title: string; section: string; note?: string; columns: string[]; rows: string[][] }[];
  /** The rules by section, summarized: `id` is what a refusal's `rule` starts with ("LGA 5.61"). */
  sections: { id: string; title: string; summary: string }[];
}

const files = import.meta.glob<PlayerAids>('../../../data/*/aids.json', { import: 'default' });

export function aidsPath(game: string): string {
  return `../../../data/${game}/aids.json`;
}

export async function loadAids(game: string): Promise<PlayerAids> {
  const load = files[aidsPath(game)];
  if (!load) throw new Error(`${game} has no player aids (data/${game}/aids.json)`);
  return load();
}
