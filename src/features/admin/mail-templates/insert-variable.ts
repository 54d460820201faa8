// Inserting {{name}} into a field's text at the caret (or replacing the selection), and where the
// caret goes after it; at the end when the field was never focused.
export function insertAt(
  value: string,
  token: string,
  start: number | null,
  end: number | null,
): { value: string; caret: number } {
  const from = Math.min(start ?? value.length, value.length);
  const to = Math.max(from, Math.min(end ?? from, value.length));
  return { value: value.slice(0, from) + token + value.slice(to), caret: from + token.length };
}
