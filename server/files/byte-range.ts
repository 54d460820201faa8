// The Range header of a file download (RFC 9110 §14): a PDF viewer reads a large document a part at
// a time, a resumed download asks for the rest. One range is answered; a header this server does
// not take (another unit, several ranges, bad syntax) is ignored and the whole file is sent, as
// the RFC allows.
import type { ByteRange } from './storage.ts';

export type RangeAnswer = { kind: 'all' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

const ONE_RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/;

/** What to send of a file of `size` bytes for a request's Range header, and whether it has an If-Range. */
export function byteRange(header: string | undefined, ifRange: boolean, size: number): RangeAnswer {
  // Stored files send no validator (ETag or Last-Modified), so no If-Range can match one: the
  // client's copy may differ, and it gets the whole file.
  if (!header || ifRange) return { kind: 'all' };
  const m = ONE_RANGE.exec(header.replace(/\s+/g, ''));
  if (!m) return { kind: 'all' };
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return { kind: 'all' };
  if (first === '') {
    // The last N bytes.
    const n = Number(last);
    return n === 0 || size === 0
      ? { kind: 'unsatisfiable' }
      : { kind: 'part', range: { start: Math.max(0, size - n), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'all' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) } };
}
