// The person an ID token (or UserInfo) describes, as the account code keeps it.
import { normalizeEmail } from '../../users/index.ts';

export type OidcProfile = {
  subject: string;
  /** Lower-cased; null when the provider shared none. */
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

/** LinkedIn has sent `email_verified` as the string "true" rather than a boolean. */
const isTrue = (v: unknown) => v === true || (typeof v === 'string' && v.toLowerCase() === 'true');

/** A name as the account keeps it: single spaces, at most the registration form's 50 characters. */
const nameOf = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim().slice(0, 50) : '');

export function profileOf(claims: Record<string, unknown>): OidcProfile {
  const email = typeof claims.email === 'string' && claims.email.trim() ? normalizeEmail(claims.email) : null;
  return {
    subject: String(claims.sub),
    email: email && email.length <= 254 ? email : null,
    emailVerified: isTrue(claims.email_verified),
    firstName: nameOf(claims.given_name),
    lastName: nameOf(claims.family_name),
  };
}
