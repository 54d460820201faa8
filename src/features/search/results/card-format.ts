// The words of a candidate card.
import { plural, t } from '@lingui/core/macro';
import type { CandidateCard } from '@generated/api/model';

export function experienceText(years: number | null): string | null {
  if (years === null) return null;
  if (years === 0) return t`Fresher`;
  const n = Number.isInteger(years) ? String(years) : years.toFixed(1);
  return plural(years, { one: `${n} year experience`, other: `${n} years experience` });
}

export function placeText(card: Pick<CandidateCard, 'city' | 'country'>): string | null {
  return [card.city?.nm, card.country?.nm].filter(Boolean).join(', ') || null;
}

/**
 * The headline and the current company ("Backend Engineer at Razorpay"), the company left out when
 * the headline names it already: many headlines are written "Developer at Granite Peak", and the
 * card read "Developer at Granite Peak at Granite Peak".
 */
export function roleText(card: Pick<CandidateCard, 'headline' | 'currentCompany'>): string | null {
  const { headline, currentCompany: company } = card;
  if (!headline || !company) return headline || company || null;
  return headline.toLocaleLowerCase().includes(company.toLocaleLowerCase()) ? headline : t`${headline} at ${company}`;
}

export function phoneText(card: Pick<CandidateCard, 'countryCode' | 'mobNo'>): string | null {
  return card.mobNo ? [card.countryCode, card.mobNo].filter(Boolean).join(' ') : null;
}

/** The skills shown on a card, and how many more there are. */
export function firstSkills(skills: readonly string[], shown = 5): { shown: string[]; more: number } {
  return { shown: skills.slice(0, shown), more: Math.max(0, skills.length - shown) };
}
