// The resume screens' addresses: /jobsseekers/create-resume?id=<resume> and
// /jobsseekers/resume-parser?source=json-resume&id=<parsed resume>. Read inside the lazy page
// chunks, never in a route's validateSearch (the index bundle's budget, docs/adding-a-vertical.md §5).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function record(search: unknown): Record<string, unknown> {
  return search && typeof search === 'object' ? (search as Record<string, unknown>) : {};
}

export function idOf(search: unknown): string | undefined {
  const id = record(search).id;
  return typeof id === 'string' && UUID.test(id.trim()) ? id.trim() : undefined;
}

export type ParserSource = 'file' | 'json-resume';

export function sourceOf(search: unknown): ParserSource {
  return record(search).source === 'json-resume' ? 'json-resume' : 'file';
}
