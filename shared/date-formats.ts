// The `date` and `date-time` formats, narrowed to what every reader of a value takes. RFC 3339
// (ajv-formats' full mode) also allows year 0000, which PostgreSQL refuses (it has no year 0); a
// leap second (23:59:60), which JavaScript's Date cannot read (Invalid Date); and UTC offsets up
// to ±23:59, which PostgreSQL refuses past ±15:59 (real zones keep within ±14:00). A value that
// passes here is read the same way by the contract's validation, the handlers and the database.
import type { FormatDefinition } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';

const rfc3339 = (name: 'date' | 'date-time') =>
  (fullFormats[name] as FormatDefinition<string>).validate as (s: string) => boolean;

const OFFSET = /([+-])(\d\d):?(\d\d)?$/;

function fromYearOne(s: string): boolean {
  return !s.startsWith('0000');
}

export function storableDate(s: string): boolean {
  return rfc3339('date')(s) && fromYearOne(s);
}

export function storableDateTime(s: string): boolean {
  if (!rfc3339('date-time')(s) || !fromYearOne(s) || !Number.isFinite(Date.parse(s))) return false;
  const offset = OFFSET.exec(s);
  return !offset || Number(offset[2]) <= 14;
}

export const DATE_FORMATS: Record<'date' | 'date-time', FormatDefinition<string>> = {
  date: { type: 'string', validate: storableDate },
  'date-time': { type: 'string', validate: storableDateTime },
};
