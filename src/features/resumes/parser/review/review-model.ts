// What the review of a parsed resume works with: the sections `initCandidateProfile` can copy, how
// much each holds, which values the parser was unsure of (confidence below 0.6, as the contract
// says the review highlights) and the dates of an entry in words.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { CandidateProfileInitInputSectionsItem, ParsedResume } from '@generated/api/model';
import { formatMonth } from '@/lib/format/dates';

export type InitSection = CandidateProfileInitInputSectionsItem;

export const LOW_CONFIDENCE = 0.6;

/** Unsure of a value it found; a value not found (confidence 0, no value) is "Not found" instead. */
export const needsCheck = (confidence: number | undefined) => confidence !== undefined && confidence < LOW_CONFIDENCE;

// The labels and titles below are messages, translated where shown (textOf): these tables are
// built once, before a language is known.
export const BASIC_FIELDS = [
  { key: 'name', label: msg`Full name` },
  { key: 'email', label: msg`E-mail` },
  { key: 'mobNo', label: msg`Phone` },
  { key: 'headline', label: msg`Headline` },
  { key: 'linkedIn', label: msg`LinkedIn` },
  { key: 'location', label: msg`Location` },
  { key: 'about', label: msg`About` },
] as const;

export type BasicKey = (typeof BASIC_FIELDS)[number]['key'];

export function basicValue(p: ParsedResume, key: BasicKey): string | null {
  const value = p[key]?.trim() || null;
  if (key === 'mobNo' && value && p.countryCode) return `${p.countryCode} ${value}`;
  return value;
}

export const REVIEW_SECTIONS: {
  key: InitSection;
  title: MessageDescriptor;
  count: (p: ParsedResume) => number;
  checks: (p: ParsedResume) => number;
}[] = [
  {
    key: 'basicDetails',
    title: msg`Basic details`,
    count: (p) => BASIC_FIELDS.filter((f) => basicValue(p, f.key)).length,
    checks: (p) => BASIC_FIELDS.filter((f) => basicValue(p, f.key) && needsCheck(p.confidence[f.key])).length,
  },
  {
    key: 'skills',
    title: msg`Skills`,
    count: (p) => p.skillIds.length,
    checks: (p) => p.skillIds.filter((s) => needsCheck(s.confidence)).length,
  },
  {
    key: 'experience',
    title: msg`Experience`,
    count: (p) => p.experiences.length,
    checks: (p) => p.experiences.filter((e) => needsCheck(e.confidence)).length,
  },
  {
    key: 'education',
    title: msg`Education`,
    count: (p) => p.educations.length,
    checks: (p) => p.educations.filter((e) => needsCheck(e.confidence)).length,
  },
  {
    key: 'project',
    title: msg`Projects`,
    count: (p) => p.projects.length,
    checks: (p) => p.projects.filter((e) => needsCheck(e.confidence)).length,
  },
  {
    key: 'certificate',
    title: msg`Certificates`,
    count: (p) => p.certificates.length,
    checks: (p) => p.certificates.filter((e) => needsCheck(e.confidence)).length,
  },
];

/** Every section that has something in it starts chosen. */
export function sectionsFound(p: ParsedResume): InitSection[] {
  return REVIEW_SECTIONS.filter((s) => s.count(p) > 0).map((s) => s.key);
}

/** "Jul 2022 – Present", "Aug 2014 – May 2018", or null when no date was read. */
export function periodOf(from: string | null, to: string | null, isCurrent = false): string | null {
  const start = from ? formatMonth(from) : null;
  const end = isCurrent ? t`Present` : to ? formatMonth(to) : null;
  if (!start && !end) return null;
  return [start ?? '?', end].filter(Boolean).join(' – ');
}
