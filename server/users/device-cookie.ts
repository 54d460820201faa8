// The remembered-browser cookie (server/two-factor/remembered-devices.ts sets it): every request's
// account environment reads its token, so it is named and parsed here, below the sign-in steps.
export const DEVICE_COOKIE = 'jb_2fa_device';
const TOKEN = /^tdv_[A-Za-z0-9_-]{43}$/;

/** The remembered-browser token of a request's Cookie header, when it holds a well-formed one. */
export function deviceTokenOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === DEVICE_COOKIE && TOKEN.test(value)) return value;
  }
  return undefined;
}
