// A DOCX is a zip, and a zip can be a bomb: a few kilobytes that inflate to gigabytes. The
// archive's directory is read first (fflate, nothing inflated) and refused past the bounds; then
// only the XML parts are inflated, in small steps, and a part growing past the size it declared
// (or past the bound) is refused at once, so a zip that lies about its sizes costs milliseconds,
// not the time to inflate it. Media (photos) are never inflated.
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { ParseFailureError } from '../failures.ts';

const MAX_ENTRIES = 5_000;
/** A large part packed tighter than this is no document (XML packs 5 to 20 times). */
const MAX_RATIO = 100;
const RATIO_CHECKED_FROM_BYTES = 8 * 1024 * 1024;

const TOO_LARGE = () =>
  new ParseFailureError(
    'TOO_LARGE',
    'This Word file unpacks to far more than a resume needs, so it may be damaged. Save it again, or upload a PDF.',
  );

export type ZipParts = Record<string, Uint8Array>;

/** Compressed bytes fed to the inflater at a time: at most about 1,000 times that comes out at once. */
const STEP = 2 * 1024;

const isXml = (name: string) => /\.(xml|rels)$/i.test(name);

/** The XML parts of the archive, after its declared sizes passed the bounds. */
export function readZipXmlParts(bytes: Uint8Array, maxUnpackedBytes: number): ZipParts {
  const declared = new Map<string, number>();
  let total = 0;
  let tooLarge = false;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        declared.set(file.name, file.originalSize);
        total += file.originalSize;
        if (file.originalSize > RATIO_CHECKED_FROM_BYTES && file.originalSize > MAX_RATIO * Math.max(1, file.size))
          tooLarge = true;
        return false;
      },
    });
  } catch {
    throw notAZip();
  }
  if (tooLarge || declared.size > MAX_ENTRIES || total > maxUnpackedBytes) throw TOO_LARGE();
  return inflateXmlParts(bytes, declared, maxUnpackedBytes);
}

function inflateXmlParts(bytes: Uint8Array, declared: Map<string, number>, budget: number): ZipParts {
  const parts: ZipParts = {};
  const state: { inflated: number; failure: ParseFailureError | null } = { inflated: 0, failure: null };
  const unzip = new Unzip((file) => {
    if (!isXml(file.name) || (file.compression !== 0 && file.compression !== 8)) return;
    const limit = Math.min(declared.get(file.name) ?? budget, budget);
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (state.failure) return;
      if (error) return void (state.failure = notAZip());
      size += chunk.length;
      state.inflated += chunk.length;
      if (size > limit || state.inflated > budget) {
        state.failure = TOO_LARGE();
        return file.terminate();
      }
      chunks.push(chunk);
      if (final) parts[file.name] = concat(chunks, size);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !state.failure; at += STEP)
      unzip.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
  } catch {
    throw notAZip();
  }
  if (state.failure) throw state.failure;
  return parts;
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function notAZip(): ParseFailureError {
  return new ParseFailureError(
    'MALFORMED',
    'We could not read this Word file; it may be damaged or not really a Word file. Save it again as .docx and upload it.',
  );
}
