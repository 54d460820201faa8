// What the bytes really are, whatever the upload claimed: resumes named .doc are often DOCX and
// the other way round, so the reader is chosen by the file's signature.

export type FileKind = 'pdf' | 'zip' | 'ole' | 'unknown';

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function sniff(bytes: Uint8Array): FileKind {
  if (OLE.every((b, i) => bytes[i] === b)) return 'ole';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'zip';
  // The PDF header may follow some junk, within the first kilobyte (as readers allow).
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  return 'unknown';
}

/** An encrypted Office file (DOCX with a password) is an OLE container holding an EncryptedPackage. */
export function isEncryptedOffice(bytes: Uint8Array): boolean {
  const needle = new Uint8Array([...'EncryptedPackage'].flatMap((c) => [c.charCodeAt(0), 0]));
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}
