// What the builder edits: the resume as strings the inputs hold (null becomes ''), each list entry
// with a key of its own so reordering keeps focus and inputs in place. `headerOf` and `contentOf`
// turn it back into the two request bodies (trimmed, blanks left out or null; an entry just added
// and still empty is left out, so it holds nothing else back), and `viewOf` into the resume the
// preview draws, which is exactly what is saved.
import type {
  Resume,
  ResumeCustomSection,
  ResumeEducation,
  ResumeExperience,
  ResumeHeaderInput,
  ResumeProject,
  ResumeShowFlags,
  ResumeUpdateInput,
} from '@generated/api/model';
import { completeSettings, completeShow, type ResumeLook } from '@shared/resumes/defaults.ts';
import type { CustomField, EducationField, ExperienceField, ProjectField } from './sections';

export type Entry<F extends string> = { key: string; values: Record<F, string> };

export type HeaderField = 'name' | 'email' | 'mobNo' | 'linkedIn' | 'location';

export type ResumeDraft = {
  id: string;
  header: Record<HeaderField, string>;
  objective: string;
  experiences: Entry<ExperienceField>[];
  education: Entry<EducationField>[];
  projects: Entry<ProjectField>[];
  skills: string[];
  customSections: Entry<CustomField>[];
  settings: ResumeLook;
  show: ResumeShowFlags;
};

export type DraftLists = Pick<ResumeDraft, 'experiences' | 'education' | 'projects' | 'customSections'>;

/** The resume as the preview draws it and the server stores it. */
export type ResumeView = {
  name: string;
  email: string | null;
  mobNo: string | null;
  linkedIn: string | null;
  location: string | null;
  objective: string | null;
  experiences: ResumeExperience[];
  education: ResumeEducation[];
  projects: ResumeProject[];
  skills: string[];
  customSections: ResumeCustomSection[];
  settings: ResumeLook;
  show: ResumeShowFlags;
};

let nextKey = 0;
export function newKey(): string {
  nextKey += 1;
  return `e${nextKey}`;
}

function entry<F extends string>(values: Record<F, string>): Entry<F> {
  return { key: newKey(), values };
}

export function emptyValues<F extends string>(fields: readonly { name: F }[]): Record<F, string> {
  return Object.fromEntries(fields.map((f) => [f.name, ''])) as Record<F, string>;
}

export function draftOf(resume: Resume): ResumeDraft {
  return {
    id: resume._id,
    header: {
      name: resume.name,
      email: resume.email ?? '',
      mobNo: resume.mobNo ?? '',
      linkedIn: resume.linkedIn ?? '',
      location: resume.location ?? '',
    },
    objective: resume.objective ?? '',
    experiences: resume.experiences.map((e) =>
      entry({ jobTitle: e.jobTitle, company: e.company, date: e.date ?? '', description: e.description ?? '' }),
    ),
    education: resume.education.map((e) =>
      entry({
        degree: e.degree,
        university: e.university,
        date: e.date ?? '',
        grades: e.grades ?? '',
        additionalInfo: e.additionalInfo ?? '',
      }),
    ),
    projects: resume.projects.map((p) =>
      entry({ projectName: p.projectName, date: p.date ?? '', description: p.description ?? '' }),
    ),
    skills: resume.skills.map((s) => s.skillName),
    customSections: resume.customSections.map((c) => entry({ sectionName: c.sectionName, content: c.content })),
    settings: completeSettings(resume.settings),
    show: completeShow(resume.show),
  };
}

/** Trimmed; undefined when blank, so an optional field left empty is not sent. */
function optional(value: string): string | undefined {
  const text = value.trim();
  return text ? text : undefined;
}

function orNull(value: string): string | null {
  return optional(value) ?? null;
}

export function headerOf(draft: ResumeDraft): ResumeHeaderInput {
  const h = draft.header;
  return {
    _id: draft.id,
    name: h.name.trim(),
    email: orNull(h.email),
    mobNo: orNull(h.mobNo),
    linkedIn: orNull(h.linkedIn),
    location: orNull(h.location),
  };
}

/** An entry with nothing typed in it yet: not sent, not drawn, not checked. */
export function isBlank(entry: Entry<string>): boolean {
  return Object.values(entry.values).every((v) => !v.trim());
}

const filled = <F extends string>(entries: Entry<F>[]) => entries.filter((e) => !isBlank(e));

/**
 * For each list, the draft index of every entry sent: a blank entry is left out, so the server's
 * `experiences.1.company` may be the draft's third entry.
 */
export function sentIndexes(draft: ResumeDraft): Record<keyof DraftLists, number[]> {
  const of = (entries: Entry<string>[]) => entries.flatMap((e, i) => (isBlank(e) ? [] : [i]));
  return {
    experiences: of(draft.experiences),
    education: of(draft.education),
    projects: of(draft.projects),
    customSections: of(draft.customSections),
  };
}

function sectionsOf(draft: ResumeDraft) {
  return {
    experiences: filled(draft.experiences).map(({ values: v }): ResumeExperience => ({
      jobTitle: v.jobTitle.trim(),
      company: v.company.trim(),
      date: optional(v.date),
      description: optional(v.description),
    })),
    education: filled(draft.education).map(({ values: v }): ResumeEducation => ({
      degree: v.degree.trim(),
      university: v.university.trim(),
      date: optional(v.date),
      grades: optional(v.grades),
      additionalInfo: optional(v.additionalInfo),
    })),
    projects: filled(draft.projects).map(({ values: v }): ResumeProject => ({
      projectName: v.projectName.trim(),
      date: optional(v.date),
      description: optional(v.description),
    })),
    customSections: filled(draft.customSections).map(({ values: v }): ResumeCustomSection => ({
      sectionName: v.sectionName.trim(),
      content: v.content.trim(),
    })),
  };
}

export function contentOf(draft: ResumeDraft): ResumeUpdateInput {
  return {
    _id: draft.id,
    objective: orNull(draft.objective),
    ...sectionsOf(draft),
    skills: draft.skills.map((skillName) => ({ skillName: skillName.trim() })),
    settings: draft.settings,
    show: draft.show,
  };
}

export function viewOf(draft: ResumeDraft): ResumeView {
  const header = headerOf(draft);
  return {
    name: header.name ?? '',
    email: header.email ?? null,
    mobNo: header.mobNo ?? null,
    linkedIn: header.linkedIn ?? null,
    location: header.location ?? null,
    objective: orNull(draft.objective),
    ...sectionsOf(draft),
    skills: draft.skills.map((s) => s.trim()).filter(Boolean),
    settings: draft.settings,
    show: draft.show,
  };
}
