// Names of a resume's downloads: 'Priya Sharma' → Priya_Sharma_Resume.pdf (and _resume.json), with
// an ASCII fallback in the header for clients that ignore RFC 5987's filename* (accents dropped:
// 'José García' → Jose_Garcia_Resume.pdf).
const base = (name: string) => name.trim().replace(/\s+/g, '_') || 'My';

export const pdfName = (name: string) => `${base(name)}_Resume.pdf`;
export const jsonName = (name: string) => `${base(name)}_resume.json`;

function ascii(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
}

/** `attachment; filename="…"`, plus filename* when the name is not plain ASCII. */
export function attachment(fileName: string): string {
  const plain = ascii(fileName);
  const value = `attachment; filename="${plain}"`;
  return plain === fileName ? value : `${value}; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
