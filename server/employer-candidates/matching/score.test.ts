import { describe, expect, it } from 'vitest';
import type { CandidateFacts, JobFacts } from './facts.ts';
import {
  educationFactor,
  experienceFactor,
  locationFactor,
  salaryFactor,
  skillsFactor,
  titleFactor,
} from './factors.ts';
import { scoreMatch } from './score.ts';
import { titleSimilarity } from './titles.ts';
import { FACTORS, WEIGHTS } from './weights.ts';

const job = (o: Partial<JobFacts> = {}): JobFacts => ({
  id: 'job',
  companyId: 'co',
  title: 'Senior Frontend Engineer',
  skills: ['React', 'TypeScript', 'Node.js', 'GraphQL'],
  experienceMin: 3,
  experienceMax: 6,
  workplace: 'OFFICE',
  cityId: 'blr',
  cityNm: 'Bengaluru',
  stateId: 'ka',
  countryId: 'in',
  salaryMin: 1_000_000,
  salaryMax: 2_000_000,
  salaryCurrency: 'INR',
  qualification: null,
  ...o,
});

const candidate = (o: Partial<CandidateFacts> = {}): CandidateFacts => ({
  id: 'cand',
  name: 'Asha Rao',
  headline: 'Front-end Developer',
  titles: ['Frontend Engineer'],
  skills: ['ReactJS', 'TS', 'CSS'],
  years: 4,
  cityId: 'blr',
  cityNm: 'Bengaluru',
  stateId: 'ka',
  stateNm: 'Karnataka',
  countryId: 'in',
  countryNm: 'India',
  expectedSalary: 1_800_000,
  salaryCurrency: 'INR',
  qualifications: ['B.Tech'],
  lastActiveAt: null,
  ...o,
});

describe('the match score', () => {
  it('has weights that sum to 1, one per factor', () => {
    expect(FACTORS.reduce((s, f) => s + WEIGHTS[f], 0)).toBeCloseTo(1, 10);
    expect(Object.keys(WEIGHTS).sort()).toEqual([...FACTORS].sort());
  });

  it('counts the job skills the candidate has through synonyms', () => {
    const r = skillsFactor(job(), candidate());
    expect(r.matched).toEqual(['React', 'TypeScript']);
    expect(r.missing).toEqual(['Node.js', 'GraphQL']);
    expect(r.score).toBe(50);
    expect(r.detail).toBe('React and TypeScript match; Node.js and GraphQL are missing.');
    expect(skillsFactor(job({ skills: ['React', 'ReactJS'] }), candidate()).score).toBe(100);
    expect(skillsFactor(job(), candidate({ skills: [] })).score).toBe(0);
    expect(skillsFactor(job({ skills: [] }), candidate()).score).toBe(50);
  });

  it('compares titles through synonyms and shared words, seniority aside', () => {
    expect(titleSimilarity('Senior Frontend Engineer', 'Front-end Engineer')).toBe(100);
    expect(titleSimilarity('Software Engineer', 'Software Developer')).toBe(100);
    expect(titleSimilarity('Frontend Engineer', 'Backend Engineer')).toBe(50);
    expect(titleSimilarity('Frontend Engineer', 'Front End Developer')).toBe(100);
    expect(titleSimilarity('Frontend Engineer', 'Accountant')).toBe(0);
    expect(
      titleFactor(job(), candidate({ headline: null, titles: ['Sales Manager', 'Frontend Engineer'] })).score,
    ).toBe(100);
    expect(titleFactor(job(), candidate({ headline: null, titles: [] })).score).toBe(0);
  });

  it('gives full marks inside the experience range and decays outside it', () => {
    expect(experienceFactor(job(), candidate({ years: 4 })).score).toBe(100);
    expect(experienceFactor(job(), candidate({ years: 1 })).score).toBe(50);
    expect(experienceFactor(job(), candidate({ years: 0 })).score).toBe(25);
    expect(experienceFactor(job(), candidate({ years: 9 })).score).toBe(70);
    expect(experienceFactor(job(), candidate({ years: null })).score).toBe(30);
    expect(experienceFactor(job({ experienceMin: null, experienceMax: null }), candidate({ years: 0 })).score).toBe(
      100,
    );
  });

  it('scores location by city, state and country; remote matches anyone; hybrid in between', () => {
    expect(locationFactor(job(), candidate()).score).toBe(100);
    const sameState = candidate({ cityId: 'mys', cityNm: 'Mysuru' });
    expect(locationFactor(job(), sameState).score).toBe(70);
    const sameCountry = candidate({ cityId: 'pune', stateId: 'mh' });
    expect(locationFactor(job(), sameCountry).score).toBe(40);
    const abroad = candidate({ cityId: 'ber', stateId: 'be', countryId: 'de' });
    expect(locationFactor(job(), abroad).score).toBe(0);
    expect(locationFactor(job({ workplace: 'HYBRID' }), sameCountry).score).toBe(50);
    expect(locationFactor(job({ workplace: 'HYBRID' }), abroad).score).toBe(20);
    expect(locationFactor(job({ workplace: 'WFH', countryId: null }), abroad).score).toBe(100);
    expect(locationFactor(job({ workplace: 'WFH' }), abroad).score).toBe(40);
  });

  it('scores education only where the job asks a qualification', () => {
    expect(educationFactor(job(), candidate({ qualifications: [] })).score).toBe(100);
    const asks = job({ qualification: "Bachelor's Degree" });
    expect(educationFactor(asks, candidate({ qualifications: ['B.Tech'] })).score).toBe(100);
    expect(educationFactor(asks, candidate({ qualifications: ['MBA'] })).score).toBe(100);
    expect(educationFactor(asks, candidate({ qualifications: ['Diploma in Design'] })).score).toBe(50);
    expect(educationFactor(asks, candidate({ qualifications: ['High School'] })).score).toBe(20);
    expect(educationFactor(asks, candidate({ qualifications: [] })).score).toBe(0);
  });

  it('scores an expected salary within or under the range fully and less the further over', () => {
    expect(salaryFactor(job(), candidate({ expectedSalary: 900_000 })).score).toBe(100);
    expect(salaryFactor(job(), candidate({ expectedSalary: 2_000_000 })).score).toBe(100);
    expect(salaryFactor(job(), candidate({ expectedSalary: 2_200_000 })).score).toBe(80);
    expect(salaryFactor(job(), candidate({ expectedSalary: 4_000_000 })).score).toBe(0);
    expect(salaryFactor(job(), candidate({ expectedSalary: null })).score).toBe(70);
    expect(salaryFactor(job(), candidate({ salaryCurrency: 'USD' })).score).toBe(50);
    expect(salaryFactor(job({ salaryMin: null, salaryMax: null }), candidate()).score).toBe(100);
  });

  it('sums the weighted factors into a 0 to 100 score (the worked example of the doc)', () => {
    const m = scoreMatch(job(), candidate());
    // skills 50, title 100, experience 100, location 100, education 100, salary 100
    expect(m.score).toBe(80);
    expect(m.matchedSkills).toEqual(['React', 'TypeScript']);
    const perfect = scoreMatch(job(), candidate({ skills: ['React', 'TypeScript', 'NodeJS', 'GraphQL'] }));
    expect(perfect.score).toBe(100);
  });
});
