// schema.org JobPosting for a live job's page (Google's job search reads it). Built from the
// contract's public Job, so a salary the employer hid never reaches the structured data either.
import type { components } from '@generated/schema';
import type { CompanyRow } from '../jobs/index.ts';
import type { Tenant } from '../http/context.ts';
import { findCountry } from '../master/geo.ts';
import { absoluteUrl } from '../http/origin.ts';

type S = components['schemas'];
type Json = Record<string, unknown>;

const EMPLOYMENT: Record<S['EmploymentType'], string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  CONTRACT: 'CONTRACTOR',
  TEMPORARY: 'TEMPORARY',
  INTERNSHIP: 'INTERN',
  FREELANCE: 'CONTRACTOR',
};

const UNIT: Record<S['JobSalaryPeriod'], string> = {
  HOURLY: 'HOUR',
  DAILY: 'DAY',
  WEEKLY: 'WEEK',
  MONTHLY: 'MONTH',
  YEARLY: 'YEAR',
};

/** ISO 3166 alpha-2 when the country is known (Google's preference), else its name. */
const countryCode = (c: S['IdName'] | null) => (c ? (findCountry(c.id)?.isoCode ?? c.nm) : undefined);

function placeOf(job: S['Job']): Json {
  const loc = job.location;
  if (loc?.locationType === 'WFH') {
    const country = countryCode(loc.country);
    return {
      jobLocationType: 'TELECOMMUTE',
      ...(country ? { applicantLocationRequirements: { '@type': 'Country', name: country } } : {}),
    };
  }
  if (!loc) return {};
  const address: Json = { '@type': 'PostalAddress' };
  if (loc.address) address.streetAddress = loc.address;
  if (loc.city) address.addressLocality = loc.city.nm;
  if (loc.state) address.addressRegion = loc.state.nm;
  const country = countryCode(loc.country);
  if (country) address.addressCountry = country;
  return { jobLocation: { '@type': 'Place', address } };
}

function salaryOf(s: S['SalaryRange'] | null): Json {
  if (!s) return {};
  return {
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: s.currencyCode,
      value: { '@type': 'QuantitativeValue', minValue: s.min, maxValue: s.max, unitText: UNIT[s.period] },
    },
  };
}

export function jobPosting(job: S['Job'], company: CompanyRow | undefined, tenant: Tenant, origin: string): Json {
  const info = job.companyInfo;
  const logo = absoluteUrl(origin, info?.logo ?? job.company.logoUri ?? job.company.externalLogoUrl);
  const website = info?.website ?? company?.website ?? null;
  const org: Json = { '@type': 'Organization', name: info?.companyName || job.company.name || tenant.name };
  if (website) org.sameAs = website;
  if (logo) org.logo = logo;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description ?? job.title,
    datePosted: job.postedAt ?? job.createdAt,
    ...(job.expiresAt ? { validThrough: job.expiresAt } : {}),
    employmentType: EMPLOYMENT[job.employmentType],
    hiringOrganization: org,
    ...placeOf(job),
    ...salaryOf(job.salary),
    identifier: { '@type': 'PropertyValue', name: tenant.name, value: job._id },
    directApply: !job.redirectUrl,
    url: `${origin}/job-detail/${encodeURIComponent(job.slug ?? job._id)}`,
  };
}
