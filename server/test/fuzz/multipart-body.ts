// Multipart bodies for the fuzz test, written by hand so that they can be wrong on purpose: odd
// field names and values, odd file names, too many parts, a cut-off end.
export type Part =
  { name: string; value: string; type?: string } | { name: string; filename: string; type: string; bytes: Buffer };

export const BOUNDARY = '----fuzz7MA4YWxkTrZu0gW';

export function multipartBody(parts: Part[], opts: { cut?: boolean } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"`;
    const head =
      'value' in p
        ? `${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`
        : `${disposition}; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`;
    chunks.push(Buffer.from(head), 'value' in p ? Buffer.from(p.value) : p.bytes, Buffer.from('\r\n'));
  }
  const body = Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  return opts.cut ? body.subarray(0, Math.floor(body.length / 2)) : body;
}

export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A valid 1×1 PNG, the smallest file every upload purpose accepts. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
