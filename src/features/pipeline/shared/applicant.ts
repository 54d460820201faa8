// Who an application belongs to, for display: a registered candidate or a guest (exactly one is
// set, per the contract's Application schema).
import { plural, t } from '@lingui/core/macro';
import type { Application } from '@generated/api/model';

export type ApplicantView = {
  name: string;
  isGuest: boolean;
  headline: string | null;
  experienceYears: number | null;
  email: string | null;
  phone: string | null;
  avatar: string | null;
};

export function phoneText(countryCode: string | null | undefined, mobNo: string | null | undefined): string | null {
  if (!mobNo) return null;
  if (!countryCode) return mobNo.startsWith('+') ? mobNo : `+${mobNo}`;
  return `${countryCode.startsWith('+') ? countryCode : `+${countryCode}`} ${mobNo}`;
}

export function applicantOf(app: Pick<Application, 'candidate' | 'guest'>): ApplicantView {
  if (app.candidate) {
    const c = app.candidate;
    return {
      name: c.name,
      isGuest: false,
      headline: c.headline ?? null,
      experienceYears: c.experienceYears ?? null,
      email: c.email ?? null,
      phone: phoneText(c.countryCode, c.mobNo),
      avatar: c.avatar ?? null,
    };
  }
  const g = app.guest;
  return {
    name: g?.name ?? t`Unknown applicant`,
    isGuest: true,
    headline: null,
    experienceYears: null,
    email: g?.email ?? null,
    phone: phoneText(g?.countryCode, g?.mobNo),
    avatar: null,
  };
}

/** '6.5 years', '1 year', 'Fresher' for 0, null when unknown. */
export function experienceText(years: number | null | undefined): string | null {
  if (years === null || years === undefined) return null;
  if (years <= 0) return t`Fresher`;
  const rounded = Math.round(years * 10) / 10;
  return plural(rounded, { one: '# year', other: '# years' });
}
