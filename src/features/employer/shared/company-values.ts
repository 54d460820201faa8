// The company profile as the setup and overview forms edit it, and the two requests built from
// it: employer/update-company (EmployerCompanySetupInput), which saves the first setup and every
// later edit of the overview tab. The about text is typed as plain text (blank lines make paragraphs,
// "-" lines a bullet list), like the job description, and sent as HTML. Benefits are short lines
// (2–80 characters, at most 20, no repeats); photos are files/upload uris, at most 12, in order.
import { t } from '@lingui/core/macro';
import type { Company, CompanySize, EmployerCompanySetupInput, IdName } from '@generated/api/model';
import { htmlToText, textToHtml } from '@/lib/html/plain-text-html';

// Brand names, the same in every language.
/* eslint-disable lingui/no-unlocalized-strings -- brand names, not texts to translate */
export const SOCIALS = [
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'twitter', label: 'X (Twitter)' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'youtube', label: 'YouTube' },
] as const;
/* eslint-enable lingui/no-unlocalized-strings */
export type SocialKey = (typeof SOCIALS)[number]['key'];

export const MAX_BENEFITS = 20;
export const BENEFIT_MIN = 2;
export const BENEFIT_MAX = 80;
export const MAX_PHOTOS = 12;
/** Benefits offered as suggestions, in the page's language (what is chosen is saved as written). */
export function benefitSuggestions(): string[] {
  return [
    t`Health insurance`,
    t`Remote-friendly`,
    t`Flexible hours`,
    t`Learning budget`,
    t`Parental leave`,
    t`Stock options`,
    t`Paid time off`,
    t`Hybrid work`,
    t`Wellness allowance`,
    t`Meal allowance`,
  ];
}

/** Why a benefit line cannot be kept, or null when it can. */
export function benefitProblem(line: string): string | null {
  const length = line.trim().length;
  if (length < BENEFIT_MIN) return t`“${line.trim()}” is too short: each benefit needs 2 to 80 characters`;
  if (length > BENEFIT_MAX) return t`Each benefit needs 2 to 80 characters; shorten this one`;
  return null;
}

export function sizeOptions(): Array<{ value: CompanySize; label: string }> {
  return [
    { value: '1-10', label: t`1–10 people` },
    { value: '11-50', label: t`11–50 people` },
    { value: '51-200', label: t`51–200 people` },
    { value: '201-500', label: t`201–500 people` },
    { value: '501-1000', label: t`501–1,000 people` },
    { value: '1001-5000', label: t`1,001–5,000 people` },
    { value: '5001-10000', label: t`5,001–10,000 people` },
    { value: '10000+', label: t`More than 10,000 people` },
  ];
}

export type CompanyValues = {
  name: string;
  logoUri: string | null;
  industry: IdName | null;
  size: CompanySize | '';
  foundedYear: string;
  website: string;
  countryId: string;
  stateId: string;
  city: IdName | null;
  address: string;
  about: string;
  socials: Record<SocialKey, string>;
  benefits: string[];
  photos: string[];
};

export type CompanyErrors = Partial<Record<keyof CompanyValues | `social.${SocialKey}`, string>>;

const emptySocials = (): Record<SocialKey, string> => ({
  linkedin: '',
  twitter: '',
  facebook: '',
  instagram: '',
  youtube: '',
});

export function emptyCompanyValues(name = ''): CompanyValues {
  return {
    name,
    logoUri: null,
    industry: null,
    size: '',
    foundedYear: '',
    website: '',
    countryId: '',
    stateId: '',
    city: null,
    address: '',
    about: '',
    socials: emptySocials(),
    benefits: [],
    photos: [],
  };
}

export function companyToValues(company: Company): CompanyValues {
  const socials = emptySocials();
  for (const { key } of SOCIALS) socials[key] = company.socials[key] ?? '';
  return {
    name: company.name,
    logoUri: company.logoUri ?? null,
    industry: company.industry ?? null,
    size: company.size ?? '',
    foundedYear: company.foundedYear ? String(company.foundedYear) : '',
    website: company.website ?? '',
    countryId: company.location.country?.id ?? '',
    stateId: company.location.state?.id ?? '',
    city: company.location.city ?? null,
    address: company.location.address ?? '',
    about: htmlToText(company.about),
    socials,
    benefits: company.benefits ?? [],
    photos: company.photos ?? [],
  };
}

const NAME = /^(?=.*[\p{L}\p{N}])[\p{L}\p{N} .,&()'+@/-]+$/u;
const URL_START = /^https?:\/\/\S+$/;

export function validateCompany(values: CompanyValues, now = new Date()): CompanyErrors {
  const errors: CompanyErrors = {};
  const name = values.name.trim();
  if (name.length < 2) errors.name = t`Enter the company name`;
  else if (!NAME.test(name)) errors.name = t`Use letters, numbers, spaces and . , & ( ) ' + @ / - only`;
  if (!values.industry) errors.industry = t`Choose the industry`;
  if (!values.size) errors.size = t`Choose the company size`;
  if (values.foundedYear.trim()) {
    const year = Number(values.foundedYear);
    if (!Number.isInteger(year) || year < 1800 || year > now.getFullYear())
      errors.foundedYear = t`Enter a year between 1800 and ${now.getFullYear()}`;
  }
  if (values.website.trim() && !URL_START.test(values.website.trim()))
    errors.website = t`Enter the full address, starting with https://`;
  if (!values.countryId) errors.countryId = t`Choose the country`;
  if (!values.city) errors.city = t`Choose the city`;
  if (values.about.length > 8000) errors.about = t`Keep the description under 8,000 characters`;
  const badBenefit = values.benefits.map(benefitProblem).find(Boolean);
  if (badBenefit) errors.benefits = badBenefit;
  else if (values.benefits.length > MAX_BENEFITS) errors.benefits = t`Keep at most ${MAX_BENEFITS} benefits`;
  if (values.photos.length > MAX_PHOTOS) errors.photos = t`Keep at most ${MAX_PHOTOS} photos`;
  for (const { key, label } of SOCIALS) {
    const url = values.socials[key].trim();
    if (url && !URL_START.test(url))
      errors[`social.${key}`] = t`Enter the full ${label} address, starting with https://`;
  }
  return errors;
}

function socialsOf(values: CompanyValues): Record<SocialKey, string | null> {
  const out = {} as Record<SocialKey, string | null>;
  for (const { key } of SOCIALS) out[key] = values.socials[key].trim() || null;
  return out;
}

/** employer/update-company: the first setup. Call only after validateCompany found nothing. */
export function toSetupInput(values: CompanyValues): EmployerCompanySetupInput {
  const about = values.about.trim();
  return {
    name: values.name.trim(),
    logoUri: values.logoUri,
    about: about ? textToHtml(about) : null,
    industryId: values.industry?.id ?? '',
    size: values.size as CompanySize,
    foundedYear: values.foundedYear.trim() ? Number(values.foundedYear) : null,
    website: values.website.trim() || null,
    location: {
      countryId: values.countryId,
      stateId: values.stateId || null,
      cityId: values.city?.id ?? '',
      address: values.address.trim() || null,
    },
    socials: socialsOf(values),
    benefits: [...new Set(values.benefits.map((b) => b.trim()))],
    photos: [...new Set(values.photos)],
  };
}
