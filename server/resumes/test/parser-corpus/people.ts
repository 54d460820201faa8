// Synthetic people with everything a resume says about them: the ground truth the parser's output
// is scored against. Seeded, so the same people come out on every run.
import type { SkillMaster } from '../../parser/types.ts';
import {
  BULLETS,
  CERTIFICATES,
  COMPANIES,
  DEGREES,
  INSTITUTES,
  METRICS,
  PEOPLE,
  PHONE_FORMS,
  PLACES,
  PROJECTS,
  THINGS,
  TITLES,
  type PhoneForm,
} from './pools.ts';
import { seeded, type Random } from './random.ts';
import { FREE_SKILLS, PRINTED_AS, SKILLS_MASTER } from './skills-master.ts';

export type YearMonth = { year: number; month: number };

export type Job = { title: string; company: string; from: YearMonth; to: YearMonth | null; bullets: string[] };
export type Study = {
  institute: string;
  qualification: string;
  field: string;
  from: YearMonth;
  to: YearMonth;
  grade: string | null;
};
export type PersonSkill = { printed: string; master: SkillMaster | null };

export type Person = {
  name: string;
  email: string;
  phone: PhoneForm;
  location: string;
  linkedIn: string | null;
  summary: string;
  skills: PersonSkill[];
  /** Most recent first, as printed. */
  jobs: Job[];
  educations: Study[];
  projects: { title: string; desc: string }[];
  certificates: { title: string; issuer: string; date: YearMonth }[];
};

const NOW: YearMonth = { year: 2025, month: 6 };

export function makePeople(count: number, seed = 20_250_611): Person[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, i) => makePerson(random, i));
}

function makePerson(random: Random, i: number): Person {
  const base = PEOPLE[i % PEOPLE.length] ?? { name: 'Priya Sharma', country: 'IN' as const };
  const name = base.name;
  const [first = '', ...restNames] = ascii(name).toLowerCase().split(/\s+/);
  const last = restNames[restNames.length - 1] ?? '';
  const handle = random.pick([
    `${first}.${last}`,
    `${first.slice(0, 1)}${last}`,
    `${first}${last}${random.int(10, 99)}`,
    `${last}.${first}`,
    random.pick(['codewren', 'blue.heron', 'nightowl.dev', 'quietfox']) + random.int(1, 99),
  ]);
  const email = `${handle.replace(/[^a-z0-9.]/g, '')}@${random.pick(['example.com', 'example.in', 'mail.example.org', 'example.co.uk'])}`;
  const [template, countryCode] = random.pick(PHONE_FORMS[base.country]);
  const printedPhone = template.replace(/#/g, () => String(random.int(0, 9)));
  const phoneDigits = printedPhone.replace(/\(0\)/, '').replace(/\D/g, '');
  const phone: PhoneForm = {
    printed: printedPhone,
    countryCode,
    mobNo: countryCode ? phoneDigits.slice(countryCode.length - 1) : phoneDigits,
  };
  const skills = makeSkills(random);
  const jobs = makeJobs(random, skills);
  const educations = makeEducations(random, base.country, jobs);
  const slug = `${first}-${last}`.replace(/[^a-z-]/g, '');
  return {
    name,
    email,
    phone,
    location: random.pick(PLACES[base.country]),
    linkedIn: random.chance(0.75) ? `https://www.linkedin.com/in/${slug}` : null,
    summary: `${jobs[0]?.title ?? 'Engineer'} with ${NOW.year - (jobs[jobs.length - 1]?.from.year ?? 2020)} years of experience building products people rely on. I enjoy turning unclear problems into simple, well-tested software.`,
    skills,
    jobs,
    educations,
    projects: random.sample(PROJECTS, random.int(0, 2)).map((p) => ({
      title: p.title,
      desc: p.desc.replace('{skill}', masterNames(skills)[0] ?? 'Python'),
    })),
    certificates: random.sample(CERTIFICATES, random.int(0, 2)).map((c) => ({
      ...c,
      date: { year: random.int(2018, 2024), month: random.int(1, 12) },
    })),
  };
}

function makeSkills(random: Random): PersonSkill[] {
  const master = random.sample(SKILLS_MASTER, random.int(5, 9)).map((m) => ({
    printed: random.pick(PRINTED_AS[m.nm] ?? [m.nm]),
    master: m,
  }));
  const free = random.sample(FREE_SKILLS, random.int(0, 2)).map((nm) => ({ printed: nm, master: null }));
  return [...master, ...free];
}

const masterNames = (skills: readonly PersonSkill[]) => skills.flatMap((s) => (s.master ? [s.master.nm] : []));

function makeJobs(random: Random, skills: readonly PersonSkill[]): Job[] {
  const count = random.int(1, 4);
  const companies = random.sample(COMPANIES, count);
  const jobs: Job[] = [];
  let end: YearMonth | null = null;
  let cursor = { ...NOW };
  for (let j = 0; j < count; j++) {
    const months = random.int(10, 40);
    const startIndex = cursor.year * 12 + cursor.month - 1 - months;
    const from = { year: Math.floor(startIndex / 12), month: (startIndex % 12) + 1 };
    jobs.push({
      title: random.pick(TITLES),
      company: companies[j] ?? 'Initech',
      from,
      to: end,
      bullets: random.sample(BULLETS, random.int(1, 3)).map((b) => fillBullet(random, b, skills)),
    });
    const gap = from.year * 12 + from.month - 1 - random.int(0, 3);
    end = { year: Math.floor(gap / 12), month: (gap % 12) + 1 };
    cursor = end;
    if (j === 0 && random.chance(0.2)) jobs[0] = { ...jobs[0], to: { year: 2025, month: 3 } } as Job;
  }
  return jobs;
}

function fillBullet(random: Random, template: string, skills: readonly PersonSkill[]): string {
  const names = masterNames(skills);
  const [a = 'Python', b = 'SQL'] = random.sample(names, 2);
  return template
    .replace('{thing}', random.pick(THINGS))
    .replace('{skill}', a)
    .replace('{skill2}', b)
    .replace('{metric}', random.pick(METRICS))
    .replace('{n}', `${random.int(2, 90)},000`)
    .replace('{pct}', String(random.int(15, 60)))
    .replace('{k}', String(random.int(2, 8)))
    .replace('{h}', String(random.int(3, 20)));
}

function makeEducations(random: Random, country: keyof typeof INSTITUTES, jobs: readonly Job[]): Study[] {
  const firstJob = jobs[jobs.length - 1]?.from.year ?? 2020;
  const institutes = random.sample(INSTITUTES[country], 2);
  const grade = () =>
    random.pick([
      null,
      '8.7 CGPA',
      '9.1 CGPA',
      '3.8 GPA',
      '3.6 GPA',
      'First Class',
      '78%',
      'First Class with Distinction',
    ]);
  const [bq = 'B.Tech', bf = 'Computer Science'] = random.pick(DEGREES.bachelor);
  const bachelorEnd = firstJob - (random.chance(0.4) ? 2 : 0);
  const bachelor: Study = {
    institute: institutes[0] ?? 'University of Mumbai',
    qualification: bq,
    field: bf,
    from: { year: bachelorEnd - 4, month: 1 },
    to: { year: bachelorEnd, month: 1 },
    grade: grade(),
  };
  if (bachelorEnd === firstJob || !random.chance(0.7)) return [bachelor];
  const [mq = 'M.Sc', mf = 'Data Science'] = random.pick(DEGREES.master);
  const master: Study = {
    institute: institutes[1] ?? institutes[0] ?? 'University of Mumbai',
    qualification: mq,
    field: mf,
    from: { year: bachelorEnd, month: 1 },
    to: { year: firstJob, month: 1 },
    grade: grade(),
  };
  return [master, bachelor];
}

/** Names folded to ASCII, as e-mail addresses and LinkedIn slugs spell them. */
export function ascii(text: string): string {
  return text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ø/g, 'o')
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '');
}
