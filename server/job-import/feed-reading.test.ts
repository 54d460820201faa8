// How a feed's own words are read: categories matched to the board's, job types, remote markers
// and salary text. Pure functions; no server.
import { describe, expect, it } from 'vitest';
import { categoryWords, makeCategoryMatcher, singular } from './category-match.ts';
import { readJobType, readRemoteType } from './feed-vocabulary.ts';
import { categoryKey, type CategoryRef } from './job-fields.ts';
import { parseSalary } from './salary.ts';

const board: CategoryRef[] = [
  { id: '1', name: 'Software Engineering' },
  { id: '2', name: 'Data & Analytics' },
  { id: '3', name: 'Healthcare' },
  { id: '4', name: 'Human Resources' },
  { id: '5', name: 'Finance & Accounting' },
  { id: '6', name: 'Customer Success' },
  { id: '7', name: 'Operations & Logistics' },
  { id: '8', name: 'Sales' },
];
const other: CategoryRef = { id: '9', name: 'Other' };
const match = makeCategoryMatcher(new Map(board.map((c) => [categoryKey(c.name), c])), other);

describe('categories', () => {
  it.each([
    ['Software Engineering', 'Software Engineering', null],
    ['software  engineering', 'Software Engineering', null],
    ['Data and Analytics', 'Data & Analytics', null],
    ['Analytics & Data', 'Data & Analytics', 'same words'],
    ['Human Resource', 'Human Resources', 'same words'],
    ['Engineering', 'Software Engineering', 'shared words'],
    ['Data', 'Data & Analytics', 'shared words'],
    ['Logistics', 'Operations & Logistics', 'shared words'],
    ['Nursing', 'Healthcare', 'synonym'],
    ['Medical', 'Healthcare', 'synonym'],
    ['HR', 'Human Resources', 'synonym'],
    ['IT', 'Software Engineering', 'synonym'],
    ['Customer Support', 'Customer Success', 'shared words'],
    ['Business Development', 'Sales', 'synonym'],
    ['Warehouse', 'Operations & Logistics', 'synonym'],
    ['General', 'Other', 'no match; the default category'],
    ['Astrology', 'Other', 'no match; the default category'],
  ])('"%s" → %s', (feed, name, how) => {
    const hit = match(feed);
    expect(hit.category.name).toBe(name);
    if (how) expect(hit.note).toBe(`category "${feed}" → "${name}" (${how})`);
    else expect(hit.note).toBeNull();
  });

  it('a row without a category goes to the default, and says so', () => {
    expect(match('  ')).toEqual({ category: other, note: 'no category → "Other" (the default category)' });
    expect(match(undefined).category).toBe(other);
  });

  it('reads plurals and drops words that say nothing', () => {
    expect(['nurses', 'categories', 'analytics', 'sales', 'business', 'boxes'].map(singular)).toEqual([
      'nurse',
      'category',
      'analytics',
      'sales',
      'business',
      'box',
    ]);
    expect(categoryWords('Jobs in Operations & the Logistics')).toEqual(['in', 'operation', 'logistics']);
  });
});

describe('job types', () => {
  it.each([
    ['Full Time', 'FULL_TIME'],
    ['full-time', 'FULL_TIME'],
    ['fulltime', 'FULL_TIME'],
    ['FT', 'FULL_TIME'],
    ['Permanent', 'FULL_TIME'],
    ['Part Time', 'PART_TIME'],
    ['part_time', 'PART_TIME'],
    ['PT', 'PART_TIME'],
    ['Contract', 'CONTRACT'],
    ['Contractor', 'CONTRACT'],
    ['Temporary', 'TEMPORARY'],
    ['Temp', 'TEMPORARY'],
    ['Per diem', 'TEMPORARY'],
    ['per-diem', 'TEMPORARY'],
    ['Internship', 'INTERNSHIP'],
    ['Intern', 'INTERNSHIP'],
    ['Freelance', 'FREELANCE'],
    ['Full-time, Part-time', 'FULL_TIME'],
    ['', 'FULL_TIME'],
  ])('"%s" is %s', (text, type) => {
    expect(readJobType(text)).toEqual({ type, note: null });
  });

  it('an unknown type imports as full-time and says so', () => {
    expect(readJobType('Zero hours')).toEqual({
      type: 'FULL_TIME',
      note: 'jobtype "Zero hours" is not known; imported as full-time',
    });
  });
});

describe('remote work', () => {
  it.each([
    ['Fully remote', 'WFH'],
    ['Remote', 'WFH'],
    ['Temporarily remote', 'WFH'],
    ['COVID-19', 'WFH'],
    ['yes', 'WFH'],
    ['Hybrid remote', 'HYBRID'],
    ['On-site', 'OFFICE'],
    ['onsite', 'OFFICE'],
    ['In office', 'OFFICE'],
    ['No', 'OFFICE'],
    ['false', 'OFFICE'],
    ['', 'OFFICE'],
    [undefined, 'OFFICE'],
  ])('remotetype %j is %s', (text, workplace) => {
    expect(readRemoteType(text)).toBe(workplace);
  });
});

describe('salary text', () => {
  it.each([
    ['$50,000 - $70,000 a year', { min: 50_000, max: 70_000, currency: 'USD', period: 'YEARLY' }],
    ['$25 an hour', { min: 25, max: 25, currency: 'USD', period: 'HOURLY' }],
    ['$22.50 - $28.00 per hour', { min: 22.5, max: 28, currency: 'USD', period: 'HOURLY' }],
    ['€40k–€50k per annum', { min: 40_000, max: 50_000, currency: 'EUR', period: 'YEARLY' }],
    ['₹6,00,000 - ₹9,00,000 per year', { min: 600_000, max: 900_000, currency: 'INR', period: 'YEARLY' }],
    ['£3,000 per month', { min: 3_000, max: 3_000, currency: 'GBP', period: 'MONTHLY' }],
    ['50000-70000 USD', { min: 50_000, max: 70_000, currency: 'USD', period: 'YEARLY' }],
    ['Up to $90,000 a year', { min: 90_000, max: 90_000, currency: 'USD', period: 'YEARLY' }],
  ])('%s', (text, salary) => {
    expect(parseSalary(text)).toEqual(salary);
  });

  it('no amount is no salary', () => {
    expect(parseSalary('Competitive')).toBeNull();
  });
});
