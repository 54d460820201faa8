// Places and categories in form values must be real: countries, states and cities of the master
// data, categories of this tenant. Their names are taken from the source (the client's `nm` is not
// trusted), and a state must lie in the form's country and a city in its state.
import { isUuid } from '../master/uuid.ts';
import type { Db } from '../db/database.ts';
import { categoriesAmong } from './categories-repo.ts';
import { findCity, findCountry, findState, placeUuid } from '../master/geo.ts';
import { localized, type FieldError, type FormField } from '../../shared/custom-form/index.ts';

type Ref = { id: string; nm: string };

const idOf = (v: unknown): string | null =>
  v && typeof v === 'object' && 'id' in v && typeof v.id === 'string' ? v.id : null;

export async function resolveReferenceValues(
  db: Db,
  clientId: string,
  fields: FormField[],
  values: Record<string, unknown>,
): Promise<{ values: Record<string, unknown>; errors: FieldError[] }> {
  const out = { ...values };
  const errors: FieldError[] = [];
  const fail = (f: FormField, why = 'must be chosen from the list') =>
    errors.push({ keyNm: f.keyNm, message: `${localized(f.label)} ${why}` });
  const first = (type: FormField['fieldType']) =>
    fields.find((f) => f.fieldType === type && out[f.keyNm] !== undefined);
  // Places: each as the master data names it; the hierarchy checked against the form's own choices.
  let countryKey: string | undefined;
  let stateKey: string | undefined;
  for (const type of ['country', 'state', 'city'] as const) {
    for (const f of fields.filter((x) => x.fieldType === type)) {
      const id = idOf(out[f.keyNm]);
      if (out[f.keyNm] === undefined || id === null) continue;
      const place = type === 'country' ? findCountry(id) : type === 'state' ? findState(id) : findCity(id);
      if (!place) {
        fail(f);
        continue;
      }
      if (type === 'country' && f === first('country')) countryKey = place.id;
      if (type === 'state') {
        const inCountry = (place as { countryId: string }).countryId;
        if (countryKey && inCountry !== countryKey) fail(f, 'must be a state of the chosen country');
        else if (f === first('state')) stateKey = place.id;
      }
      if (type === 'city') {
        const c = place as { countryId: string; stateId: string };
        if (stateKey && c.stateId !== stateKey) fail(f, 'must be a city of the chosen state');
        else if (countryKey && c.countryId !== countryKey) fail(f, 'must be a city of the chosen country');
      }
      out[f.keyNm] = { id: placeUuid(place.id), nm: place.nm } satisfies Ref;
    }
  }
  // Categories: this tenant's, by id.
  for (const f of fields.filter((x) => x.fieldType === 'categories')) {
    const raw = out[f.keyNm];
    if (!Array.isArray(raw) || raw.length === 0) continue;
    const ids = raw.map(idOf);
    if (ids.some((id) => id === null || !isUuid(id))) {
      fail(f);
      continue;
    }
    const rows = await categoriesAmong(db, clientId, ids as string[]);
    const byId = new Map(rows.map((r) => [r.id, r.name]));
    if (ids.some((id) => !byId.has(id as string))) {
      fail(f);
      continue;
    }
    out[f.keyNm] = (ids as string[]).map((id) => ({ id, nm: byId.get(id) as string }) satisfies Ref);
  }
  return { values: out, errors };
}
