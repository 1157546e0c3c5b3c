/**
 * The notes to show under an option group. Shops title each note after the
 * option value it explains ('Nhựa', 'Hologram'); then only the chosen value's
 * note is shown. Notes titled otherwise are general and always shown.
 */
export function notesFor<T extends { title: string }>(
  notes: readonly T[],
  offered: readonly { value: string }[],
  chosen: string | null,
): T[] {
  const key = (text: string) => text.normalize('NFC').trim().toLowerCase();
  const values = new Set(offered.map((o) => key(o.value)));
  return notes.filter((note) => !values.has(key(note.title)) || (chosen !== null && key(note.title) === key(chosen)));
}
