// Reading tenant-edited jsonb (clients.settings, clients.appearance) defensively: a value of the
// wrong type or shape counts as unset, so a bad setting falls back to the default instead of
// breaking the contract's shape.
export type JsonObject = Record<string, unknown>;

export function objectAt(o: unknown, key: string): JsonObject {
  const v = o && typeof o === 'object' ? (o as JsonObject)[key] : undefined;
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as JsonObject) : {};
}

export function stringAt(o: unknown, key: string, pattern?: RegExp, maxLength = 2048): string | null {
  const v = o && typeof o === 'object' ? (o as JsonObject)[key] : undefined;
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (!s || s.length > maxLength || (pattern && !pattern.test(s))) return null;
  return s;
}

export function booleanAt(o: unknown, key: string): boolean | null {
  const v = o && typeof o === 'object' ? (o as JsonObject)[key] : undefined;
  return typeof v === 'boolean' ? v : null;
}
