// The Indeed XML job feed (https://docs.indeed.com/indeed-apply/xml-feed): every live job of the
// tenant, in CDATA-free escaped text so a "]]>" in a description cannot break the document.
import type { components } from '@generated/schema';
import type { JobRow } from '../jobs/index.ts';
import type { Tenant } from '../http/context.ts';
import { findCountry } from '../master/geo.ts';
import { buildDate } from './build-date.ts';
import { escapeXml } from '../http/escape.ts';
import { jobPath } from './sitemap.ts';

type S = components['schemas'];

const JOB_TYPE: Record<S['EmploymentType'], string> = {
  FULL_TIME: 'fulltime',
  PART_TIME: 'parttime',
  CONTRACT: 'contract',
  TEMPORARY: 'temporary',
  INTERNSHIP: 'internship',
  FREELANCE: 'contract',
};

const PER: Record<S['JobSalaryPeriod'], string> = {
  HOURLY: 'per hour',
  DAILY: 'per day',
  WEEKLY: 'per week',
  MONTHLY: 'per month',
  YEARLY: 'per year',
};

export type IndeedJob = { row: JobRow; card: S['JobSummary'] };

const el = (name: string, value: string | null | undefined) => `<${name}>${escapeXml(value ?? '')}</${name}>`;

function salaryText(s: S['SalaryRange'] | null): string {
  if (!s) return '';
  const amount = s.min === s.max ? `${s.min}` : `${s.min}-${s.max}`;
  return `${s.currencyCode} ${amount} ${PER[s.period]}`;
}

const postedAt = ({ row, card }: IndeedJob) => new Date(card.postedAt ?? row.created_at).getTime();

function jobXml({ row, card }: IndeedJob, origin: string): string {
  const loc = card.location;
  const country = loc?.country ? (findCountry(loc.country.id)?.isoCode ?? loc.country.nm) : '';
  return [
    '  <job>',
    `    ${el('title', card.title)}`,
    `    ${el('date', new Date(postedAt({ row, card })).toUTCString())}`,
    `    ${el('referencenumber', row.reference_number || row.id)}`,
    `    ${el('url', `${origin}${jobPath({ id: row.id, slug: row.slug })}`)}`,
    `    ${el('company', card.company.name)}`,
    `    ${el('city', loc?.locationType === 'WFH' ? '' : loc?.city?.nm)}`,
    `    ${el('state', loc?.locationType === 'WFH' ? '' : loc?.state?.nm)}`,
    `    ${el('country', country)}`,
    `    ${el('description', row.description ?? '')}`,
    `    ${el('salary', salaryText(card.salary))}`,
    `    ${el('jobtype', JOB_TYPE[card.employmentType])}`,
    `    ${el('category', card.category.nm)}`,
    ...(loc?.locationType === 'WFH' || card.workplaceType === 'WFH' ? [`    ${el('remotetype', 'Fully remote')}`] : []),
    ...(card.expiresAt ? [`    ${el('expirationdate', new Date(card.expiresAt).toUTCString())}`] : []),
    '  </job>',
  ].join('\n');
}

export function indeedXml(tenant: Tenant, origin: string, jobs: IndeedJob[]): string {
  const built = buildDate(jobs.map(postedAt));
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<source>\n` +
    `  ${el('publisher', tenant.name)}\n` +
    `  ${el('publisherurl', `${origin}/`)}\n` +
    `  ${el('lastBuildDate', built.toUTCString())}\n` +
    jobs.map((j) => `${jobXml(j, origin)}\n`).join('') +
    `</source>\n`
  );
}
