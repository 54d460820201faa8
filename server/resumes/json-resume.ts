// A built resume as a JSON Resume document (jsonresume.org schema 1.0). The builder's fields map
// onto the schema's: the header to `basics` (the latest job title as the label, LinkedIn as a
// profile, 'City, Region, Country' split into city, region and country code), jobs to `work`,
// education, projects and skills to theirs, with printed periods read back into ISO dates
// (date-range.ts). Custom sections the schema has a place for (languages, certificates, awards,
// interests) go there, one entry a line; the others, and an education entry's additional
// information, are kept in fields the schema allows but does not name (`customSections`,
// `education[].summary`), so nothing typed is lost. A multi-line description becomes highlights,
// a single line the summary. Show flags are ignored: the export carries the data, not the look.
import type { components } from '@generated/schema';
import { geo } from '../master/geo.ts';
import { isoRange } from './date-range.ts';
import { linesOf } from '../../shared/resumes/lines.ts';

type S = components['schemas'];
type Obj = Record<string, unknown>;

export const JSON_RESUME_SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** Drops empty values (undefined, null, '', [], {}) so the document says only what is known. */
function prune<T>(value: T): T {
  if (Array.isArray(value)) return value.map(prune).filter((v) => !isEmpty(v)) as T;
  if (value && typeof value === 'object') {
    const out: Obj = {};
    for (const [k, v] of Object.entries(value as Obj)) {
      const p = prune(v);
      if (!isEmpty(p)) out[k] = p;
    }
    return out as T;
  }
  return value;
}

function isEmpty(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  return typeof v === 'object' && Object.keys(v as Obj).length === 0;
}

/** Lines as highlights when there are several, else as one summary. */
function described(text: string | undefined, summaryKey: 'summary' | 'description'): Obj {
  const lines = linesOf(text);
  return lines.length > 1 ? { highlights: lines } : { [summaryKey]: lines[0] };
}

function location(text: string | null): Obj | undefined {
  const parts = (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) return undefined;
  const [city, ...rest] = parts;
  const last = rest.at(-1)?.toLowerCase();
  const country = last ? geo().countries.find((c) => c.nm.toLowerCase() === last) : undefined;
  const region = (country ? rest.slice(0, -1) : rest).join(', ');
  return { city, region, countryCode: country?.isoCode };
}

function linkedInProfile(url: string | null): Obj | undefined {
  if (!url) return undefined;
  const username = /linkedin\.com\/(?:in|pub)\/([^/?#]+)/i.exec(url)?.[1];
  return { network: 'LinkedIn', username, url };
}

/** 'B.Tech, Computer Science' or 'B.Tech in Computer Science' → study type and area. */
function degreeParts(degree: string): { studyType: string; area?: string } {
  const m = /^(.+?)(?:,\s*|\s+in\s+)(.+)$/.exec(degree.trim());
  return m?.[1] && m[2] ? { studyType: m[1], area: m[2] } : { studyType: degree.trim() };
}

const KNOWN: { key: string; name: RegExp; entry: (line: string) => Obj }[] = [
  {
    key: 'languages',
    name: /^languages?( spoken)?$/i,
    entry: (line) => {
      const m = /^(.+?)\s*(?:\((.+)\)|[:–—-]\s*(.+))$/.exec(line);
      return m?.[1] ? { language: m[1], fluency: m[2] ?? m[3] } : { language: line };
    },
  },
  {
    key: 'certificates',
    name: /^(certifications?|certificates?|licen[cs]es( (and|&) certifications)?)$/i,
    entry: (line) => ({ name: line }),
  },
  { key: 'awards', name: /^(awards?|honou?rs?( (and|&) awards)?|achievements?)$/i, entry: (line) => ({ title: line }) },
  { key: 'interests', name: /^(interests?|hobbies)$/i, entry: (line) => ({ name: line }) },
];

function customSections(sections: S['ResumeCustomSection'][]): Obj {
  const out: Record<string, Obj[]> = {};
  const others: S['ResumeCustomSection'][] = [];
  for (const section of sections) {
    const known = KNOWN.find((k) => k.name.test(section.sectionName.trim()));
    if (!known) {
      others.push(section);
      continue;
    }
    out[known.key] = [...(out[known.key] ?? []), ...linesOf(section.content).map(known.entry)];
  }
  return { ...out, customSections: others };
}

/** JSON Resume's lastModified: 'YYYY-MM-DDThh:mm:ss'. */
const lastModified = (iso: string) => iso.slice(0, 19);

export function toJsonResume(r: S['Resume']): Obj {
  return prune({
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: r.name,
      label: r.experiences[0]?.jobTitle,
      email: r.email,
      phone: r.mobNo,
      summary: r.objective,
      location: location(r.location),
      profiles: [linkedInProfile(r.linkedIn)],
    },
    work: r.experiences.map((e) => ({
      name: e.company,
      position: e.jobTitle,
      ...isoRange(e.date),
      ...described(e.description, 'summary'),
    })),
    education: r.education.map((e) => ({
      institution: e.university,
      ...degreeParts(e.degree),
      score: e.grades,
      ...isoRange(e.date),
      summary: linesOf(e.additionalInfo).join('\n'),
    })),
    projects: r.projects.map((p) => ({
      name: p.projectName,
      ...isoRange(p.date),
      ...described(p.description, 'description'),
    })),
    skills: r.skills.map((s) => ({ name: s.skillName })),
    ...customSections(r.customSections),
    meta: { version: 'v1.0.0', lastModified: lastModified(r.updatedAt) },
  });
}
