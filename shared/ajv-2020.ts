// One way to make an Ajv for the JSON Schema dialect of OpenAPI 3.1 (2020-12), with the standard
// formats and the OpenAPI-only ones (int32, binary, password ...) accepted as annotations, and
// `date` / `date-time` narrowed to values the database and JavaScript read (date-formats.ts). The
// contract lint, the manifest check and the server's request validation all start from it.
import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { DATE_FORMATS } from './date-formats.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export const OPENAPI_ONLY_FORMATS = ['int32', 'int64', 'float', 'double', 'binary', 'byte', 'password'];

export function createAjv2020(options: Options): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, ...options });
  addFormats(ajv);
  for (const f of OPENAPI_ONLY_FORMATS) ajv.addFormat(f, true);
  for (const [name, format] of Object.entries(DATE_FORMATS)) ajv.addFormat(name, format);
  return ajv;
}
