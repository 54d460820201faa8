// The list sections of the resume builder and their fields, with the contract's limits
// (contract/schemas/resumes.yaml): which fields are required, how long each may be, how many
// entries a section may hold. The form, the client-side check and the preview all read these.
import { t } from '@lingui/core/macro';

export type FieldSpec<F extends string> = {
  name: F;
  label: string;
  max: number;
  /** Said when the field is left empty; given only for a required field. */
  missing?: string;
  /** A textarea, one bullet per line. */
  multiline?: boolean;
  placeholder?: string;
  description?: string;
  /** Half a row on wide screens (dates, grades). */
  half?: boolean;
};

export type ExperienceField = 'jobTitle' | 'company' | 'date' | 'description';
export type EducationField = 'degree' | 'university' | 'date' | 'grades' | 'additionalInfo';
export type ProjectField = 'projectName' | 'date' | 'description';
export type CustomField = 'sectionName' | 'content';

export type ListKey = 'experiences' | 'education' | 'projects' | 'customSections';

export type ListSpec<F extends string> = {
  key: ListKey;
  title: string;
  // Whole texts per section rather than one around a noun ("Add a job"): other languages inflect
  // them by the noun (gender, number).
  /** The button that adds an entry: "Add job". */
  addLabel: string;
  /** A new entry's header until it has a name: "New job". */
  newLabel: string;
  /** Announced when an entry is added: "New job added at the end". */
  addedLabel: string;
  /** An entry without a name, by its place: "job 2". */
  unnamed: (position: number) => string;
  maxItems: number;
  fields: FieldSpec<F>[];
  /** The entry's name in its card header and in control labels. */
  titleOf: (values: Record<F, string>) => string;
};

// The specs are functions: their words are in the reader's language, known only at render.
const bulletHint = () => t`One point per line; each line becomes a bullet when bullets are on.`;

export function experienceSpec(): ListSpec<ExperienceField> {
  return {
    key: 'experiences',
    title: t`Experience`,
    addLabel: t`Add job`,
    newLabel: t`New job`,
    addedLabel: t`New job added at the end`,
    unnamed: (position) => t`job ${position}`,
    maxItems: 30,
    fields: [
      {
        name: 'jobTitle',
        label: t`Job title`,
        max: 100,
        missing: t`Enter the job title`,
        placeholder: t`e.g. Senior Frontend Engineer`,
      },
      { name: 'company', label: t`Company`, max: 100, missing: t`Enter the company`, placeholder: t`e.g. Infosys` },
      { name: 'date', label: t`Dates`, max: 40, placeholder: t`e.g. Jul 2022 – Present`, half: true },
      { name: 'description', label: t`What you did`, max: 3000, multiline: true, description: bulletHint() },
    ],
    titleOf: (v) => {
      const jobTitle = v.jobTitle.trim();
      const company = v.company.trim();
      return jobTitle && company ? t`${jobTitle} at ${company}` : jobTitle || company;
    },
  };
}

export function educationSpec(): ListSpec<EducationField> {
  return {
    key: 'education',
    title: t`Education`,
    addLabel: t`Add education entry`,
    newLabel: t`New education entry`,
    addedLabel: t`New education entry added at the end`,
    unnamed: (position) => t`education entry ${position}`,
    maxItems: 20,
    fields: [
      {
        name: 'degree',
        label: t`Degree`,
        max: 100,
        missing: t`Enter the degree`,
        placeholder: t`e.g. B.Tech, Computer Science`,
      },
      { name: 'university', label: t`University or school`, max: 150, missing: t`Enter the university or school` },
      { name: 'date', label: t`Dates`, max: 40, placeholder: t`e.g. 2014 – 2018`, half: true },
      { name: 'grades', label: t`Grades`, max: 40, placeholder: t`e.g. 8.7 CGPA`, half: true },
      { name: 'additionalInfo', label: t`More about it`, max: 1000, multiline: true, description: bulletHint() },
    ],
    titleOf: (v) => [v.degree.trim(), v.university.trim()].filter(Boolean).join(', '),
  };
}

export function projectSpec(): ListSpec<ProjectField> {
  return {
    key: 'projects',
    title: t`Projects`,
    addLabel: t`Add project`,
    newLabel: t`New project`,
    addedLabel: t`New project added at the end`,
    unnamed: (position) => t`project ${position}`,
    maxItems: 30,
    fields: [
      { name: 'projectName', label: t`Project name`, max: 150, missing: t`Enter the project name` },
      { name: 'date', label: t`Dates`, max: 40, placeholder: t`e.g. Feb 2023 – Sep 2023`, half: true },
      { name: 'description', label: t`What it was`, max: 3000, multiline: true, description: bulletHint() },
    ],
    titleOf: (v) => v.projectName.trim(),
  };
}

export function customSpec(): ListSpec<CustomField> {
  return {
    key: 'customSections',
    title: t`Custom sections`,
    addLabel: t`Add section`,
    newLabel: t`New section`,
    addedLabel: t`New section added at the end`,
    unnamed: (position) => t`section ${position}`,
    maxItems: 10,
    fields: [
      {
        name: 'sectionName',
        label: t`Heading`,
        max: 60,
        missing: t`Enter the heading`,
        placeholder: t`e.g. Languages`,
      },
      { name: 'content', label: t`Content`, max: 3000, multiline: true, description: bulletHint() },
    ],
    titleOf: (v) => v.sectionName.trim(),
  };
}

export const MAX_SKILLS = 60;
export const MAX_SKILL_LENGTH = 50;
export const MAX_OBJECTIVE = 1500;
