// Resumes for tests and the render bench: Priya Sharma's (the contract's example), and a longer
// one that takes two pages on A4 in the defaults (six jobs, education, projects, skills and two custom sections).
import type { components } from '@generated/schema';
import { DEFAULT_SETTINGS, DEFAULT_SHOW } from '../../../shared/resumes/defaults.ts';

type S = components['schemas'];

export function sampleResume(over: Partial<S['Resume']> = {}): S['Resume'] {
  return {
    _id: '7a3e9c1b-5d2f-4e8a-b6c4-0f1d9e2a8b57',
    candidateId: '3b8f2a61-7c4d-4e9a-b1f0-6d2c8e5a9f14',
    name: 'Priya Sharma',
    objective: 'Frontend engineer with seven years in banking and payments, looking to lead a design-system team.',
    email: 'priya.sharma@gmail.com',
    mobNo: '+91 98230 12345',
    linkedIn: 'https://www.linkedin.com/in/priya-sharma-fe',
    location: 'Pune, India',
    experiences: [
      {
        company: 'Infosys',
        jobTitle: 'Senior Frontend Engineer',
        date: 'Jul 2022 – Present',
        description:
          'Led the React migration of the retail banking portal\nCut page load time by 45% with route-level code splitting',
      },
      {
        company: 'Persistent Systems',
        jobTitle: 'Software Engineer',
        date: 'Jul 2018 – Jun 2022',
        description: 'Built the Angular admin console of a claims platform',
      },
    ],
    education: [
      {
        university: 'College of Engineering Pune',
        date: '2014 – 2018',
        degree: 'B.Tech, Computer Science',
        grades: '8.7 CGPA',
        additionalInfo: 'Secretary of the coding club',
      },
    ],
    projects: [
      {
        projectName: 'UPI payments dashboard',
        date: 'Feb 2023 – Sep 2023',
        description: 'Real-time dashboard for 2M daily UPI transactions',
      },
    ],
    skills: [{ skillName: 'React' }, { skillName: 'TypeScript' }, { skillName: 'Web accessibility' }],
    customSections: [{ sectionName: 'Languages', content: 'English (fluent)\nHindi (native)\nMarathi (native)' }],
    settings: { ...DEFAULT_SETTINGS },
    show: structuredClone(DEFAULT_SHOW),
    file: null,
    createdAt: '2026-03-10T12:00:00.000Z',
    updatedAt: '2026-03-10T12:00:00.000Z',
    ...over,
  };
}

const COMPANIES = ['Infosys', 'Persistent Systems', 'Thoughtworks', 'Razorpay', 'Freshworks', 'Zoho'];

const duties = (company: string) =>
  [
    `Led a team of six engineers building the customer portal of ${company} in React and TypeScript`,
    'Moved the build to Vite and cut continuous integration time from 14 to 5 minutes',
    'Introduced contract tests between the web app and 40 backend services, halving release rollbacks',
    'Mentored four junior engineers, two of whom now lead their own teams',
    'Worked with design on an accessible component library used by nine product teams',
  ].join('\n');

/** A resume of two pages in the default look, more in larger sizes or the narrower modern main column. */
export function longResume(over: Partial<S['Resume']> = {}): S['Resume'] {
  const base = sampleResume();
  return sampleResume({
    objective:
      'Frontend engineer with fifteen years across banking, payments and SaaS. I build fast, accessible web apps, grow teams that ship them, and care about the craft: design systems, performance budgets and testing that catches what matters.',
    experiences: COMPANIES.map((company, i) => ({
      company,
      jobTitle: i === 0 ? 'Principal Frontend Engineer' : 'Senior Software Engineer',
      date: `Jan ${2024 - 2 * i} – ${i === 0 ? 'Present' : `Dec ${2025 - 2 * i}`}`,
      description: duties(company),
    })),
    education: [
      ...base.education,
      {
        university: 'Indian Institute of Technology Bombay',
        date: '2018 – 2020',
        degree: 'M.Tech, Software Engineering',
        grades: '9.1 CGPA',
        additionalInfo: 'Thesis on incremental static analysis of TypeScript\nTeaching assistant for Compilers',
      },
    ],
    projects: [
      ...base.projects,
      {
        projectName: 'Open-source date picker',
        date: '2021 – Present',
        description: 'An accessible date picker for React with 4,000 stars\nUsed in production by three banks',
      },
    ],
    skills: [
      'React',
      'TypeScript',
      'Web accessibility',
      'Node.js',
      'GraphQL',
      'Vite',
      'Playwright',
      'Design systems',
      'Performance',
      'PostgreSQL',
      'Team leadership',
      'Mentoring',
    ].map((skillName) => ({ skillName })),
    customSections: [
      ...base.customSections,
      { sectionName: 'Volunteering', content: 'Teaches web development at a Pune school on weekends' },
    ],
    ...over,
  });
}
