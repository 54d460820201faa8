// The address of an uploaded picture's display copy: the server scales it to the width asked for
// and sends WebP to a browser that takes it (GET /files/:name?w=N, server/files/image-variant.ts).
// Twice the CSS width, for screens with two device pixels per CSS pixel; pictures from elsewhere
// are left as they are.
export function displaySrc(uri: string, cssWidth: number): string;
export function displaySrc(uri: string | null | undefined, cssWidth: number): string | null;
export function displaySrc(uri: string | null | undefined, cssWidth: number): string | null {
  if (!uri) return null;
  if (!uri.startsWith('/files/') || uri.includes('?')) return uri;
  return `${uri}?w=${Math.min(2048, Math.ceil(cssWidth * 2))}`;
}
