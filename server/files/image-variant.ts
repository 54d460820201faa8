// Display copies of uploaded pictures (GET /files/:name?w=N): scaled down to the width a screen
// shows them at and, for a browser that accepts it, in WebP. A company logo is uploaded once, often
// as a large PNG, and shown on every search card at 48 px; the copy is a few kB instead
// (docs/public-pages-speed.md). sharp (libvips) does the work; copies are kept in memory, bounded
// by bytes, so a board's logos are encoded once per process, not per request.
import type { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/** The widths a copy is made at: a request's width is rounded up to one, so few copies exist. */
export const MAX_VARIANT_WIDTH = 2048;
export const VARIANT_WIDTHS = [32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, MAX_VARIANT_WIDTH] as const;

/** Types a copy is made of; anything else is served as stored. */
const SCALABLE = new Set(['image/png', 'image/jpeg']);
/** Refuses to decode pictures larger than this many pixels (a decompression bomb), e.g. 8,000 × 6,000. */
const MAX_INPUT_PIXELS = 48_000_000;

export type ImageVariant = { body: Buffer; type: string };

const made = new LRUCache<string, ImageVariant>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (v) => v.body.length + 1,
});
/** Copies being made, so requests for the same one wait for it instead of making it again. */
const making = new Map<string, Promise<ImageVariant | null>>();

/** The listed width a requested one rounds up to. */
export function variantWidth(requested: number): number {
  return VARIANT_WIDTHS.find((w) => w >= requested) ?? MAX_VARIANT_WIDTH;
}

export function isScalable(mime: string): boolean {
  return SCALABLE.has(mime);
}

/** Whether an Accept header takes WebP (every current browser's image requests say so). */
export function acceptsWebp(accept: string | undefined): boolean {
  return /(^|,)\s*image\/webp\s*(;|,|$)/i.test(accept ?? '');
}

/**
 * The copy of a stored picture at a listed width (never wider than the picture), in WebP or its own
 * type; null when the picture cannot be decoded, so the caller serves it as stored. `key` names
 * the stored file; the caller has already checked the file belongs to the request's tenant.
 */
export async function imageVariant(
  key: string,
  open: () => Promise<Readable | null>,
  mime: string,
  width: number,
  webp: boolean,
): Promise<ImageVariant | null> {
  const type = webp ? 'image/webp' : mime;
  const id = `${key}:${width}:${type}`;
  const cached = made.get(id);
  if (cached) return cached;
  // Ten cards of one company's jobs ask for its logo at once: one encoding serves them all.
  const running = making.get(id);
  if (running) return running;
  const work = encode(open, type, width).finally(() => making.delete(id));
  making.set(id, work);
  const variant = await work;
  if (variant) made.set(id, variant);
  return variant;
}

async function encode(open: () => Promise<Readable | null>, type: string, width: number): Promise<ImageVariant | null> {
  const input = await open();
  if (!input) return null;
  // EXIF orientation applied, metadata (camera, place) dropped: sharp keeps none unless asked.
  const pipeline = sharp({ limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  const encoded =
    type === 'image/webp'
      ? pipeline.webp({ quality: 82 })
      : type === 'image/png'
        ? pipeline.png({ compressionLevel: 9, palette: true })
        : pipeline.jpeg({ quality: 82, mozjpeg: true });
  input.on('error', (e) => encoded.destroy(e));
  input.pipe(encoded);
  try {
    return { body: await encoded.toBuffer(), type };
  } catch {
    input.destroy();
    return null;
  }
}
