// RFC 6238 codes (otpauth): six digits, 30-second steps, SHA-1 (what every authenticator app
// reads), accepted one step either side of the server's clock.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD = 30;

const totpOf = (base32: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: PERIOD });

export const newSecret = () => new Secret({ size: 20 }).base32;

export const otpauthUri = (base32: string, issuer: string, label: string) => totpOf(base32, issuer, label).toString();

/** The QR code of the URI as an SVG data URL: drawn here, so the web bundle carries no QR code library. */
export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The time step a code belongs to (within one step of `now`), or null for a wrong code. */
export function stepOf(base32: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(base32).validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : Math.floor(timestamp / 1000 / PERIOD) + delta;
}
