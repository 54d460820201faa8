// A job as a source gives it, before any checks: the fields of an Indeed feed's <job> element
// (lower-case tag names), also the shape API_IMPORT jobs are turned into.
import type { components } from '@generated/schema';

export const FEED_FIELDS = [
  'title',
  'date',
  'referencenumber',
  'url',
  'company',
  'city',
  'state',
  'country',
  'postalcode',
  'description',
  'salary',
  'education',
  'jobtype',
  'category',
  'experience',
  'remotetype',
] as const;

export type FeedField = (typeof FEED_FIELDS)[number];
export type RawJob = Partial<Record<FeedField, string>>;

/** A row of a source: its position (from 1) and fields. */
export type SourceRow = { row: number; job: RawJob };

const API_NAMES: Record<keyof components['schemas']['ImportJobInput'], FeedField> = {
  referenceNumber: 'referencenumber',
  title: 'title',
  description: 'description',
  date: 'date',
  url: 'url',
  company: 'company',
  city: 'city',
  state: 'state',
  country: 'country',
  postalCode: 'postalcode',
  salary: 'salary',
  education: 'education',
  jobType: 'jobtype',
  category: 'category',
  experience: 'experience',
  remoteType: 'remotetype',
};

export function fromApiJob(input: components['schemas']['ImportJobInput']): RawJob {
  const raw: RawJob = {};
  for (const [key, field] of Object.entries(API_NAMES) as [keyof typeof API_NAMES, FeedField][]) {
    const value = input[key];
    if (typeof value === 'string') raw[field] = value;
  }
  return raw;
}
