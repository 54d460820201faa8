// Accomplishments beyond the fixed sections (awards, publications, patents, languages, test
// scores, volunteering): their kinds in words, and the form's values to and from the wire.
import dayjs from 'dayjs';
import type { Accomplishment, AccomplishmentInput, AccomplishmentType } from '@generated/api/model';

export const ACCOMPLISHMENT_TYPES: { value: AccomplishmentType; label: string }[] = [
  { value: 'award', label: 'Award' },
  { value: 'publication', label: 'Publication' },
  { value: 'patent', label: 'Patent' },
  { value: 'language', label: 'Language' },
  { value: 'test_score', label: 'Test score' },
  { value: 'volunteering', label: 'Volunteering' },
  { value: 'other', label: 'Other' },
];

export function typeLabel(type: AccomplishmentType): string {
  return ACCOMPLISHMENT_TYPES.find((t) => t.value === type)?.label ?? 'Other';
}

export type AccomplishmentValues = {
  type: AccomplishmentType;
  title: string;
  issuer: string;
  date: string | null;
  url: string;
  description: string;
};

export const LIMITS = { title: 150, issuer: 150, url: 300, description: 2000 } as const;

export function valuesOf(a: Accomplishment | null): AccomplishmentValues {
  return {
    type: a?.type ?? 'award',
    title: a?.title ?? '',
    issuer: a?.issuer ?? '',
    date: a?.date ?? null,
    url: a?.url ?? '',
    description: a?.description ?? '',
  };
}

export function toInput(v: AccomplishmentValues): AccomplishmentInput {
  return {
    type: v.type,
    title: v.title.trim(),
    issuer: v.issuer.trim() || null,
    date: v.date,
    url: v.url.trim() || null,
    description: v.description.trim() || null,
  };
}

export type AccomplishmentErrors = Partial<Record<'title' | 'date' | 'url', string>>;

export function problems(v: AccomplishmentValues, today: Date = new Date()): AccomplishmentErrors {
  const errors: AccomplishmentErrors = {};
  if (!v.title.trim()) errors.title = 'Enter what it is';
  if (v.date && dayjs(v.date).isAfter(dayjs(today), 'day')) errors.date = 'The date cannot be in the future';
  if (v.url.trim() && !/^https?:\/\/\S+\.\S+/.test(v.url.trim()))
    errors.url = 'Enter a full address starting with https://';
  return errors;
}
