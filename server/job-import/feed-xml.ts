// Reading an Indeed XML feed as a stream with saxes: <source> … <job><title><![CDATA[…]]></title>
// … </job> …. saxes is a non-validating parser: it never fetches external entities or DTDs and
// does not expand entities declared in a DOCTYPE (an unknown entity is an error), so XXE and
// "billion laughs" feeds are refused rather than followed. Memory stays flat: rows are handed out
// as each chunk is parsed.
import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { FEED_FIELDS, type FeedField, type RawJob, type SourceRow } from './raw-job.ts';

const FIELDS: ReadonlySet<string> = new Set(FEED_FIELDS);
/** A field longer than this is cut; descriptions are the longest by far. */
const MAX_FIELD_CHARS = 200_000;

export class FeedFormatError extends Error {}

/** Parses `input` and yields each <job> with its position. Throws FeedFormatError on broken XML. */
export async function* readFeed(input: Readable): AsyncGenerator<SourceRow> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const ready: SourceRow[] = [];
  let count = 0;
  let job: RawJob | null = null;
  let field: FeedField | null = null;
  let depth = 0;
  let jobDepth = -1;
  let text = '';
  let failure: Error | null = null;
  let sawRoot = false;

  parser.on('error', (e) => {
    failure ??= new FeedFormatError(e.message);
  });
  parser.on('doctype', () => {
    failure ??= new FeedFormatError('The feed declares a DOCTYPE; feeds with DTDs are not accepted');
  });
  parser.on('opentag', (tag) => {
    depth++;
    sawRoot = true;
    const name = tag.name.toLowerCase();
    if (job === null && name === 'job') {
      job = {};
      jobDepth = depth;
    } else if (job !== null && depth === jobDepth + 1 && FIELDS.has(name)) {
      field = name as FeedField;
      text = '';
    }
  });
  const addText = (t: string) => {
    if (field && text.length < MAX_FIELD_CHARS) text += t;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    if (job !== null && field && depth === jobDepth + 1) {
      job[field] = text.slice(0, MAX_FIELD_CHARS).trim();
      field = null;
    } else if (job !== null && depth === jobDepth) {
      count++;
      ready.push({ row: count, job });
      job = null;
      jobDepth = -1;
    }
    depth--;
  });

  input.setEncoding('utf8');
  for await (const chunk of input as AsyncIterable<string>) {
    parser.write(chunk);
    if (failure) throw failure;
    while (ready.length) yield ready.shift() as SourceRow;
  }
  parser.close();
  if (failure) throw failure;
  if (!sawRoot) throw new FeedFormatError('The file holds no XML');
  while (ready.length) yield ready.shift() as SourceRow;
}
