// Save files on the player's disk: the server's `saved` answer downloaded as JSON, and a
// chosen file read back for `load` (format in docs/cli.md, "Save files").

/** "napoleon-at-waterloo-2025-06-18.json" */
export function saveFileName(game: string, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${game}-${day}.json`;
}

export function downloadSave(save: unknown, game: string): string {
  const name = saveFileName(game, new Date());
  const blob = new Blob([JSON.stringify(save, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export interface SaveSummary {
  game: string;
  scenario: string;
  actions: number;
}

/** Checks that a text is a Grognard save before the server replays it. */
export function parseSave(text: string): { save: Record<string, unknown>; summary: SaveSummary } {
  let save: unknown;
  try {
    save = JSON.parse(text);
  } catch {
    throw new Error('This file is not JSON, so it is not a Grognard save.');
  }
  if (typeof save !== 'object' || save === null || (save as Record<string, unknown>).format !== 'grognard-save') {
    throw new Error('This file is not a Grognard save (its "format" is not "grognard-save").');
  }
  const s = save as Record<string, unknown>;
  const scenario = (s.scenario as { id?: string } | undefined)?.id ?? '?';
  return {
    save: s,
    summary: { game: String(s.game ?? ''), scenario, actions: Array.isArray(s.log) ? s.log.length : 0 },
  };
}
