// What the score compares, read from a job row and a candidate profile row: plain values with no
// database in them, so the factors are pure functions the unit tests call directly.

export type JobFacts = {
  id: string;
  companyId: string;
  title: string;
  /** The job's skill names as written on the job. */
  skills: string[];
  experienceMin: number | null;
  experienceMax: number | null;
  /** OFFICE, HYBRID or WFH; a WFH location type counts as WFH too. */
  workplace: 'OFFICE' | 'HYBRID' | 'WFH';
  cityId: string | null;
  cityNm: string | null;
  stateId: string | null;
  countryId: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  /** The qualification the job asks for, if any (its name). */
  qualification: string | null;
};

export type CandidateFacts = {
  id: string;
  name: string;
  headline: string | null;
  /** Job titles from the most recent experience on (current ones first). */
  titles: string[];
  /** Skill names as the candidate wrote them. */
  skills: string[];
  /** Years of experience (months as a fraction); 0 for a fresher; null when not given. */
  years: number | null;
  cityId: string | null;
  cityNm: string | null;
  stateId: string | null;
  stateNm: string | null;
  countryId: string | null;
  countryNm: string | null;
  expectedSalary: number | null;
  salaryCurrency: string | null;
  /** Qualifications of the candidate's educations. */
  qualifications: string[];
  lastActiveAt: string | null;
};
