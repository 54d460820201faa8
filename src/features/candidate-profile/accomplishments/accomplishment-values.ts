// Accomplishments beyond the fixed sections (awards, publications, patents, languages, test
// scores, volunteering): their kinds in words, and the form's values to and from the wire.
import { t } from '@lingui/core/macro';
import dayjs from 'dayjs';
import type { Accomplishment, AccomplishmentInput, AccomplishmentType } from '@generated/api/model';

/** The kinds in the reader's language: a function, as the language is known only at render. */
export function accomplishmentTypes(): { value: AccomplishmentType; label: string }[] {
  return [
    { value: 'award', label: t`Award` },
    { value: 'publication', label: t`Publication` },
    { value: 'patent', label: t`Patent` },
    { value: 'language', label: t`Language` },
    { value: 'test_score', label: t`Test score` },
    { value: 'volunteering', label: t`Volunteering` },
    { value: 'other', label: t`Other` },
  ];
}

export function typeLabel(type: AccomplishmentType): string {
  return accomplishmentTypes().find((kind) => kind.value === type)?.label ?? t`Other`;
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
  if (!v.title.trim()) errors.title = t`Enter what it is`;
  if (v.date && dayjs(v.date).isAfter(dayjs(today), 'day')) errors.date = t`The date cannot be in the future`;
  if (v.url.trim() && !/^https?:\/\/\S+\.\S+/.test(v.url.trim()))
    errors.url = t`Enter a full address starting with https://`;
  return errors;
}
