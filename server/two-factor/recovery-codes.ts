// Recovery codes: ten at a time, ten letters and digits each (no look-alikes such as 0/o, 1/l),
// shown as "abcde-fghij"; case and dashes are ignored when one is typed back.
import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

function oneCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, oneCode);

export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/-/g, '');
