// Resume rows as the contract shows them (Resume, ResumeSummary).
import type { components } from '@generated/schema';
import { completeSettings, completeShow } from '../../shared/resumes/defaults.ts';
import type { ResumeListRow, ResumeRow } from './resumes-repo.ts';

type S = components['schemas'];

const iso = (d: Date | string) => new Date(d).toISOString();
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

export function resumeView(row: ResumeRow): S['Resume'] {
  return {
    _id: row.id,
    candidateId: row.candidate_id,
    name: row.name,
    objective: row.objective,
    email: row.email,
    mobNo: row.mob_no,
    linkedIn: row.linkedin,
    location: row.location,
    experiences: list(row.experiences),
    education: list(row.education),
    projects: list(row.projects),
    skills: list(row.skills),
    customSections: list(row.custom_sections),
    settings: completeSettings(row.settings),
    show: completeShow(row.show),
    file: row.file ?? null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function resumeSummaryView(row: ResumeListRow): S['ResumeSummary'] {
  return {
    _id: row.id,
    name: row.name,
    template: completeSettings(row.settings).template,
    file: row.file ?? null,
    updatedAt: iso(row.updated_at),
  };
}
