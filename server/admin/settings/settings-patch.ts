// Applying a console change to clients.settings: only the fields sent change, a null removes a
// value, a gateway's keys are merged (null removes them all). Everything else the board has in its
// settings (features, currency rates, jobHeading ...) is kept as it is.
import type { components } from '@generated/schema';
import type { JsonObject } from '../../db/json-read.ts';
import type { SynonymGroup } from '../../keywords/index.ts';
import { languagesAfter } from './languages-input.ts';
import { GATEWAYS, LANGUAGES, PATHS, SYNONYMS, type GatewayName } from '../../board-settings/index.ts';

type Input = components['schemas']['AdminSettingsInput'];
type Value = string | boolean | null | readonly unknown[];

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A copy of `o` with `value` at `path` (null deletes it), copying only the objects on the way. */
function setAt(o: JsonObject, path: readonly string[], value: Value | JsonObject): JsonObject {
  const [head, ...rest] = path;
  if (head === undefined) return o;
  if (rest.length === 0)
    return value === null ? Object.fromEntries(Object.entries(o).filter(([k]) => k !== head)) : { ...o, [head]: value };
  const child = isObject(o[head]) ? (o[head] as JsonObject) : {};
  return { ...o, [head]: setAt(child, rest, value) };
}

function getAt(o: JsonObject, path: readonly string[]): unknown {
  return path.reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), o);
}

/**
 * The settings after `input`, and the names of the fields it changed (never their values).
 * `synonyms` are the input's synonym groups as checked by synonymGroupsOf; the whole list replaces
 * the stored one, and an empty list removes it. The languages are checked against what is stored
 * (languagesAfter), and refused with their field.
 */
export function applySettings(
  settings: JsonObject,
  input: Input,
  synonyms?: SynonymGroup[],
): { next: JsonObject; changed: string[] } {
  let next = settings;
  const changed: string[] = [];
  if (synonyms && JSON.stringify(getAt(next, SYNONYMS) ?? []) !== JSON.stringify(synonyms)) {
    next = setAt(next, SYNONYMS, synonyms.length ? synonyms : null);
    changed.push('searchSynonyms');
  }
  if (input.languages) {
    // Saved whole ({ available, default }), so the two always agree.
    const languages = languagesAfter(next, input.languages);
    if (JSON.stringify(getAt(next, LANGUAGES)) !== JSON.stringify(languages)) {
      next = setAt(next, LANGUAGES, languages);
      changed.push('languages');
    }
  }
  const fields: Record<string, Value | undefined> = {
    supportEmail: input.general?.supportEmail,
    senderName: input.mail?.senderName,
    replyTo: input.mail?.replyTo,
    ...input.analytics,
    ...input.policies,
    mapsApiKey: input.maps?.apiKey,
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || !(name in PATHS)) continue;
    const path = PATHS[name as keyof typeof PATHS];
    const stored = getAt(next, path);
    if (JSON.stringify(stored) === JSON.stringify(value) || (value === null && stored === undefined)) continue;
    next = setAt(next, path, value);
    changed.push(name);
  }
  for (const [name, keys] of Object.entries(input.gateways ?? {}) as [GatewayName, JsonObject | null][]) {
    if (keys === undefined) continue;
    const { path } = GATEWAYS[name];
    const own = getAt(next, path);
    next = setAt(next, path, keys === null ? null : { ...(isObject(own) ? own : {}), ...keys });
    changed.push(keys === null ? `${name}:cleared` : `${name}:${Object.keys(keys).join(',')}`);
  }
  return { next, changed };
}
