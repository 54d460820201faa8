// The four profile sections that share the generic `{kind}` calls: which column holds each, how a
// request body shows its kind, and the date rules of each (contract ProfileSectionInput).
import type { components } from '@generated/schema';

type S = components['schemas'];
export type Kind = S['ProfileSectionKind'];
export type SectionColumn = 'experiences' | 'educations' | 'projects' | 'certificates';
export type SectionInput = S['ProfileSectionInput'];
export type SectionUpdate = S['ProfileSectionUpdate'];
export type SectionItem = S['ProfileSectionItem'];

export const COLUMN_OF: Record<Kind, SectionColumn> = {
  experience: 'experiences',
  education: 'educations',
  project: 'projects',
  certificate: 'certificates',
};

export const KINDS = Object.keys(COLUMN_OF) as Kind[];

/** How many entries one section may keep (the same for every plan; the allowance call reports it). */
export const SECTION_CAP = 50;

/** The kind a body's shape belongs to: each shape has a field the others lack. */
export function kindOfBody(body: object): Kind {
  if ('comNm' in body) return 'experience';
  if ('instiNm' in body) return 'education';
  if ('issuedBy' in body) return 'certificate';
  return 'project';
}

export const KIND_LABEL: Record<Kind, string> = {
  experience: 'experience entry',
  education: 'education entry',
  project: 'project',
  certificate: 'certificate',
};
