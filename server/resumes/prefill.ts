// A new resume's sections filled from the candidate's profile (createResume with
// prefillFromProfile): the account's contact details, headline or about as the objective, and the
// profile's jobs, education, projects, skills and certificates in the resume's shapes. Values are
// cut to the resume's own bounds, so a prefilled resume can be saved back unchanged.
import type { components } from '@generated/schema';
import { monthPeriod, monthYear, yearPeriod } from './dates.ts';

type S = components['schemas'];

/** The parts of a resume a profile can fill. */
export type ProfileSections = Pick<
  S['ResumeCreateInput'],
  | 'objective'
  | 'email'
  | 'mobNo'
  | 'linkedIn'
  | 'location'
  | 'experiences'
  | 'education'
  | 'projects'
  | 'skills'
  | 'customSections'
>;

const clip = (s: string | null | undefined, max: number): string => (s ?? '').trim().slice(0, max);
const filled = (s: string) => /\S/.test(s);

/** Optional fields only when they say something (the resume schema has no nulls inside entries). */
function optional<K extends string>(key: K, value: string): Partial<Record<K, string>> {
  return filled(value) ? ({ [key]: value } as Record<K, string>) : {};
}

function experiences(p: S['CandidateProfile']): S['ResumeExperience'][] {
  return p.experiences
    .map((e) => ({
      company: clip(e.comNm, 100),
      jobTitle: clip(e.title, 100),
      ...optional('date', clip(monthPeriod(e.from, e.to, e.isCurrent), 40)),
      ...optional('description', clip(e.description, 3000)),
    }))
    .filter((e) => filled(e.company) && filled(e.jobTitle))
    .slice(0, 30);
}

function education(p: S['CandidateProfile']): S['ResumeEducation'][] {
  return p.educations
    .map((e) => ({
      university: clip(e.instiNm, 150),
      degree: clip([e.qualification, e.fieldOfStudy].filter((s) => s && filled(s)).join(', '), 100),
      ...optional('date', clip(yearPeriod(e.from, e.to), 40)),
      ...optional('grades', clip(e.grade, 40)),
    }))
    .filter((e) => filled(e.university) && filled(e.degree))
    .slice(0, 20);
}

function projects(p: S['CandidateProfile']): S['ResumeProject'][] {
  return p.projects
    .map((e) => ({
      projectName: clip(e.title, 150),
      ...optional('date', clip(monthPeriod(e.from, e.to), 40)),
      ...optional('description', clip(e.desc, 3000)),
    }))
    .filter((e) => filled(e.projectName))
    .slice(0, 30);
}

function skills(p: S['CandidateProfile']): S['ResumeSkill'][] {
  return p.skillIds
    .map((s) => ({ skillName: clip(s.nm, 50) }))
    .filter((s) => filled(s.skillName))
    .slice(0, 60);
}

/** Certificates have no section of their own on a resume; they become a 'Certifications' section. */
function certificates(p: S['CandidateProfile']): S['ResumeCustomSection'][] {
  const lines = p.certificates
    .map((c) => {
      const issued = monthYear(c.from);
      return [c.title, c.issuedBy].filter((s) => s && filled(s)).join(', ') + (issued ? ` (${issued})` : '');
    })
    .filter(filled);
  return lines.length ? [{ sectionName: 'Certifications', content: clip(lines.join('\n'), 3000) }] : [];
}

const joined = (parts: (string | null | undefined)[], sep: string) =>
  parts.filter((s): s is string => Boolean(s && filled(s))).join(sep);

export function sectionsFromProfile(p: S['CandidateProfile']): Required<ProfileSections> {
  const phone = p.mobNo ? joined([p.countryCode, p.mobNo], ' ') : '';
  return {
    objective: clip(p.about && filled(p.about) ? p.about : p.headline, 1500) || null,
    email: p.email || null,
    // The resume's phone pattern allows digits, spaces and one leading +.
    mobNo: /^\+?[0-9][0-9 ]{4,19}$/.test(phone) ? phone : null,
    linkedIn: p.linkedIn ? clip(p.linkedIn, 200) : null,
    location: clip(joined([p.city?.nm, p.country?.nm], ', '), 100) || null,
    experiences: experiences(p),
    education: education(p),
    projects: projects(p),
    skills: skills(p),
    customSections: certificates(p),
  };
}
