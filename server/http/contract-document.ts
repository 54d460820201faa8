// The contract (generated/openapi.json) as the server reads it. From sources it is the generated
// file; the production build (scripts/build-server.ts) defines __CONTRACT_JSON__ as the file's text,
// so the built server carries the contract it was built with and reads no file beside it.
import { readFileSync } from 'node:fs';

declare const __CONTRACT_JSON__: string | undefined;

const text =
  typeof __CONTRACT_JSON__ === 'string'
    ? __CONTRACT_JSON__
    : readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8');

/** A fresh parse of the contract: each reader keeps its own copy, which it may reshape. */
export function readContract<T>(): T {
  return JSON.parse(text) as T;
}
