// The list sections of the resume builder and their fields, with the contract's limits
// (contract/schemas/resumes.yaml): which fields are required, how long each may be, how many
// entries a section may hold. The form, the client-side check and the preview all read these.
export type FieldSpec<F extends string> = {
  name: F;
  label: string;
  max: number;
  required?: boolean;
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
  /** One entry, in "Add a job", "Remove job 2". */
  noun: string;
  maxItems: number;
  fields: FieldSpec<F>[];
  /** The entry's name in its card header and in control labels. */
  titleOf: (values: Record<F, string>) => string;
};

const BULLET_HINT = 'One point per line; each line becomes a bullet when bullets are on.';

export const EXPERIENCE_SPEC: ListSpec<ExperienceField> = {
  key: 'experiences',
  title: 'Experience',
  noun: 'job',
  maxItems: 30,
  fields: [
    { name: 'jobTitle', label: 'Job title', max: 100, required: true, placeholder: 'e.g. Senior Frontend Engineer' },
    { name: 'company', label: 'Company', max: 100, required: true, placeholder: 'e.g. Infosys' },
    { name: 'date', label: 'Dates', max: 40, placeholder: 'e.g. Jul 2022 – Present', half: true },
    { name: 'description', label: 'What you did', max: 3000, multiline: true, description: BULLET_HINT },
  ],
  titleOf: (v) => [v.jobTitle.trim(), v.company.trim()].filter(Boolean).join(' at '),
};

export const EDUCATION_SPEC: ListSpec<EducationField> = {
  key: 'education',
  title: 'Education',
  noun: 'education entry',
  maxItems: 20,
  fields: [
    { name: 'degree', label: 'Degree', max: 100, required: true, placeholder: 'e.g. B.Tech, Computer Science' },
    { name: 'university', label: 'University or school', max: 150, required: true },
    { name: 'date', label: 'Dates', max: 40, placeholder: 'e.g. 2014 – 2018', half: true },
    { name: 'grades', label: 'Grades', max: 40, placeholder: 'e.g. 8.7 CGPA', half: true },
    { name: 'additionalInfo', label: 'More about it', max: 1000, multiline: true, description: BULLET_HINT },
  ],
  titleOf: (v) => [v.degree.trim(), v.university.trim()].filter(Boolean).join(', '),
};

export const PROJECT_SPEC: ListSpec<ProjectField> = {
  key: 'projects',
  title: 'Projects',
  noun: 'project',
  maxItems: 30,
  fields: [
    { name: 'projectName', label: 'Project name', max: 150, required: true },
    { name: 'date', label: 'Dates', max: 40, placeholder: 'e.g. Feb 2023 – Sep 2023', half: true },
    { name: 'description', label: 'What it was', max: 3000, multiline: true, description: BULLET_HINT },
  ],
  titleOf: (v) => v.projectName.trim(),
};

export const CUSTOM_SPEC: ListSpec<CustomField> = {
  key: 'customSections',
  title: 'Custom sections',
  noun: 'section',
  maxItems: 10,
  fields: [
    { name: 'sectionName', label: 'Heading', max: 60, required: true, placeholder: 'e.g. Languages' },
    { name: 'content', label: 'Content', max: 3000, multiline: true, description: BULLET_HINT },
  ],
  titleOf: (v) => v.sectionName.trim(),
};

export const MAX_SKILLS = 60;
export const MAX_SKILL_LENGTH = 50;
export const MAX_OBJECTIVE = 1500;
