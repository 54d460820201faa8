// Name-based UUIDs (RFC 4122 version 5): the contract's ids are UUIDs, and reference data that
// lives in code (places, platform master items) needs ids that are the same in every database
// and every process, so a stored `{id, nm}` keeps pointing at the same thing.
import { createHash } from 'node:crypto';

/** The namespace of this product's name-based ids (itself a random UUID, fixed forever). */
const NAMESPACE = Buffer.from('5b0e7c1d9f2a4e3b8c6d1a2f3e4b5c6d', 'hex');

export function nameUuid(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name, 'utf8').digest();
  const b = hash.subarray(0, 16);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x50;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The UUID the API uses for a place key ('IN', 'IN-MH', 'IN-MH-pune'). */
export function placeUuid(key: string): string {
  return nameUuid(`place:${key}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a UUID, so it can be compared with a uuid column without a cast error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
