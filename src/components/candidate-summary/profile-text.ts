// A candidate profile's facts as a line of text each, for the employer's summaries of a profile.
import { plural, t } from '@lingui/core/macro';
import type { CandidateProfile } from '@generated/api/model';

/** "Fresher", else "3 years 2 months"; "-" when nothing is known. */
export function experienceText(
  p: Pick<CandidateProfile, 'experienceYears' | 'experienceMonths' | 'isFresher'>,
): string {
  if (p.isFresher) return t`Fresher`;
  const y = p.experienceYears ?? 0;
  const m = p.experienceMonths ?? 0;
  const parts = [
    y ? plural(y, { one: '# year', other: '# years' }) : '',
    m ? plural(m, { one: '# month', other: '# months' }) : '',
  ];
  return parts.filter(Boolean).join(' ') || '-';
}

/** City, state, country: the parts known ('' when none). */
export function placeText(p: Pick<CandidateProfile, 'city' | 'state' | 'country'>): string {
  return [p.city?.nm, p.state?.nm, p.country?.nm].filter(Boolean).join(', ');
}
