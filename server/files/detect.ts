// The type of an upload from its bytes. A legacy .doc is an OLE compound file (CFB), a container
// that installers (.msi) and other Office formats share, so a CFB counts as a Word document only
// when it holds a "WordDocument" stream.
import { createReadStream } from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import { CFB, WORD_DOC } from './accepted-types.ts';

const WORD_STREAM = Buffer.from('WordDocument\0', 'utf16le');

async function containsBytes(path: string, needle: Buffer): Promise<boolean> {
  let tail = Buffer.alloc(0);
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 16 }) as AsyncIterable<Buffer>) {
    const window = Buffer.concat([tail, chunk]);
    if (window.includes(needle)) return true;
    tail = window.subarray(Math.max(0, window.length - needle.length + 1));
  }
  return false;
}

/** The detected mime type, or null when the content is not a recognised format. */
export async function detectMimeType(path: string): Promise<string | null> {
  const found = await fileTypeFromFile(path);
  if (!found) return null;
  if (found.mime === CFB) return (await containsBytes(path, WORD_STREAM)) ? WORD_DOC : null;
  return found.mime;
}
