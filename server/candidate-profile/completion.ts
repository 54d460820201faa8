// Profile completion (spec §9 weights; contract ProfileCompletion says when each section counts).
// Computed from what the profile holds, on every read and every write, so the percentage can never
// disagree with the sections; the stored copy (percent_obj, percent) is for filtering and sorting.
import type { components } from '@generated/schema';
import { completion } from '../users/index.ts';

type S = components['schemas'];

export type CompletionInput = {
  name: string;
  email: string;
  mobNo: string | null;
  headline: string | null;
  gender: unknown;
  dateOfBirth: string | null;
  country: unknown;
  city: unknown;
  industry: unknown;
  jobDomain: unknown;
  isFresher: boolean;
  experienceYears: number | null;
  expectedSalary: number | null;
  skillIds: readonly unknown[];
  experiences: readonly unknown[];
  educations: readonly unknown[];
  projects: readonly unknown[];
  certificates: readonly unknown[];
};

const set = (v: unknown) => v !== null && v !== undefined && v !== '';

export function completionOf(p: CompletionInput): S['ProfileCompletion'] {
  return completion({
    basicDetails: [p.name, p.email, p.mobNo, p.headline].every(set),
    personalDetails: [p.gender, p.dateOfBirth, p.country, p.city].every(set),
    industryDetails:
      set(p.industry) &&
      set(p.jobDomain) &&
      (p.isFresher || set(p.experienceYears)) &&
      set(p.expectedSalary) &&
      p.skillIds.length > 0,
    certificates: p.certificates.length > 0,
    education: p.educations.length > 0,
    experience: p.experiences.length > 0 || p.isFresher,
    projects: p.projects.length > 0,
  });
}
