// Asks the server, when the e-mail or mobile field is left, whether it is still free, so that a
// taken address shows before submitting. Results are kept per value: a field shows "taken" only
// while it still holds the value that was found taken, and each value is asked about once.
import { t } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { useCheckCredentials } from '../api/check-credentials';
import type { AuthRole } from '../roles';

export const EMAIL_TAKEN = (): string =>
  t`An account with this e-mail already exists. Log in instead, or use another e-mail.`;
export const MOBILE_TAKEN = (): string =>
  t`This mobile number is already registered. Log in instead, or use another number.`;

export function useAvailability(role: AuthRole) {
  const check = useCheckCredentials(role);
  const asked = useRef(new Set<string>());
  const [taken, setTaken] = useState<{ emails: string[]; mobiles: string[] }>({ emails: [], mobiles: [] });

  const checkEmail = (email: string) => {
    const key = `e:${email.toLowerCase()}`;
    if (asked.current.has(key)) return;
    asked.current.add(key);
    check.mutate(
      { email },
      {
        onSuccess: (res) => {
          if (res.data.emailAvailable === false)
            setTaken((t) => ({ ...t, emails: [...t.emails, email.toLowerCase()] }));
        },
        // A failed check (rate limit) must not block the form; the server checks again on submit.
        onError: () => asked.current.delete(key),
      },
    );
  };

  const checkMobile = (countryCode: string, mobNo: string) => {
    const key = `m:${countryCode}${mobNo}`;
    if (asked.current.has(key)) return;
    asked.current.add(key);
    check.mutate(
      { countryCode, mobNo },
      {
        onSuccess: (res) => {
          if (res.data.mobNoAvailable === false)
            setTaken((t) => ({ ...t, mobiles: [...t.mobiles, `${countryCode}${mobNo}`] }));
        },
        onError: () => asked.current.delete(key),
      },
    );
  };

  return {
    checkEmail,
    checkMobile,
    emailTaken: (email: string) => taken.emails.includes(email.trim().toLowerCase()),
    mobileTaken: (countryCode: string, mobNo: string) => taken.mobiles.includes(`${countryCode}${mobNo.trim()}`),
  };
}
