// The profile as a JSON Resume document (jsonresume.org schema 1.0) and back. The mapping is one
// table of pairs: headline ↔ basics.label, about ↔ basics.summary, LinkedIn ↔ the 'LinkedIn'
// profile, experiences ↔ work (no endDate = current), educations ↔ education (qualification ↔
// studyType, field ↔ area, grade ↔ score), projects ↔ projects, certificates ↔ certificates (issue
// date ↔ date; the expiry and credential id, which the schema lacks, as endDate and credentialId,
// which it allows), skills ↔ skills, accomplishments → awards, publications, languages, volunteer.
// Reading a document back gives a parsed resume that `candidate-profile/init` applies, so an
// exported profile imported again is the same profile.
import type { components } from '@generated/schema';
import type { ParsedResumeResult } from '../db/tables-candidate-profile.ts';
import { findCountry } from '../master/geo.ts';
import type { SkillItem as SkillMaster } from '../master-data/index.ts';

type S = components['schemas'];
type Doc = Record<string, unknown>;

const compact = <T extends Doc>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== '')) as T;

export function profileToJsonResume(p: S['CandidateProfile'], accomplishments: S['Accomplishment'][]): Doc {
  const of = (type: S['AccomplishmentType']) => accomplishments.filter((a) => a.type === type);
  const country = p.country ? findCountry(p.country.id) : undefined;
  return compact({
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: compact({
      name: p.name,
      label: p.headline,
      image: p.avatar,
      email: p.email,
      phone: p.mobNo ? [p.countryCode, p.mobNo].filter(Boolean).join(' ') : null,
      summary: p.about,
      location: p.city ? compact({ city: p.city.nm, region: p.state?.nm, countryCode: country?.isoCode }) : null,
      profiles: p.linkedIn ? [{ network: 'LinkedIn', url: p.linkedIn }] : [],
    }),
    work: p.experiences.map((e) =>
      compact({
        name: e.comNm,
        position: e.title,
        location: e.location,
        startDate: e.from,
        endDate: e.to,
        summary: e.description,
      }),
    ),
    education: p.educations.map((e) =>
      compact({
        institution: e.instiNm,
        studyType: e.qualification,
        area: e.fieldOfStudy,
        startDate: e.from,
        endDate: e.to,
        score: e.grade,
      }),
    ),
    projects: p.projects.map((x) =>
      compact({ name: x.title, description: x.desc, startDate: x.from, endDate: x.to, url: x.url }),
    ),
    certificates: p.certificates.map((c) =>
      compact({
        name: c.title,
        issuer: c.issuedBy,
        date: c.from,
        endDate: c.to,
        credentialId: c.credentialId,
        url: c.credentialUrl,
      }),
    ),
    skills: p.skillIds.map((s) => ({ name: s.nm })),
    awards: of('award').map((a) =>
      compact({ title: a.title, awarder: a.issuer, date: a.date, summary: a.description }),
    ),
    publications: of('publication').map((a) =>
      compact({ name: a.title, publisher: a.issuer, releaseDate: a.date, url: a.url, summary: a.description }),
    ),
    languages: of('language').map((a) => compact({ language: a.title, fluency: a.description })),
    volunteer: of('volunteering').map((a) =>
      compact({ organization: a.issuer, position: a.title, startDate: a.date, url: a.url, summary: a.description }),
    ),
    meta: { version: 'v1.0.0', lastModified: p.updatedAt },
  });
}

// ── Reading a document ──

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const arr = (v: unknown): Doc[] => (Array.isArray(v) ? v.filter((x): x is Doc => !!x && typeof x === 'object') : []);
const obj = (v: unknown): Doc => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Doc) : {});
/** JSON Resume dates may stop at the month or the year; the profile's start on the first. */
function isoDate(v: unknown): string | null {
  const s = str(v);
  if (!s) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
  if (/^\d{4}-\d{2}$/.test(s)) return `${s}-01`;
  if (/^\d{4}$/.test(s)) return `${s}-01-01`;
  return null;
}
const present = (v: unknown) => (v === null || v === undefined ? 0 : 1);

function phoneOf(raw: string | null): { countryCode: string | null; mobNo: string | null } {
  if (!raw) return { countryCode: null, mobNo: null };
  const m = /^(\+\d{1,4})[\s-]+(.+)$/.exec(raw);
  const digits = (m?.[2] ?? raw).replace(/\D/g, '');
  return { countryCode: m?.[1] ?? null, mobNo: digits || null };
}

function skillsOf(doc: Doc, master: SkillMaster[]): S['ParsedResume']['skillIds'] {
  const byName = new Map(master.map((m) => [m.nm.toLowerCase(), m]));
  return arr(doc.skills).flatMap((s) => {
    const nm = str(s.name);
    if (!nm) return [];
    const known = byName.get(nm.toLowerCase());
    return [known ? { id: known.id, nm: known.nm, confidence: 1 } : { nm, confidence: 1 }];
  });
}

export function jsonResumeToParsed(doc: Doc, master: SkillMaster[]): ParsedResumeResult {
  const basics = obj(doc.basics);
  const location = obj(basics.location);
  const linkedIn = arr(basics.profiles).find((p) => /linkedin/i.test(`${str(p.network) ?? ''} ${str(p.url) ?? ''}`));
  const { countryCode, mobNo } = phoneOf(str(basics.phone));
  const place =
    [str(location.city), str(location.region), str(location.countryCode)].filter(Boolean).join(', ') || null;
  const result: ParsedResumeResult = {
    name: str(basics.name),
    email: str(basics.email),
    mobNo,
    countryCode,
    headline: str(basics.label),
    about: str(basics.summary),
    linkedIn: linkedIn ? str(linkedIn.url) : null,
    location: place,
    skillIds: skillsOf(doc, master),
    experiences: arr(doc.work).map((w) => ({
      comNm: str(w.name),
      title: str(w.position),
      from: isoDate(w.startDate),
      to: isoDate(w.endDate),
      isCurrent: !str(w.endDate),
      location: str(w.location),
      description: [str(w.summary), ...arr(w.highlights).map(String)].filter(Boolean).join('\n') || null,
      confidence: 1,
    })),
    educations: arr(doc.education).map((e) => ({
      instiNm: str(e.institution),
      qualification: str(e.studyType),
      fieldOfStudy: str(e.area),
      from: isoDate(e.startDate),
      to: isoDate(e.endDate),
      grade: str(e.score),
      confidence: 1,
    })),
    projects: arr(doc.projects).map((x) => ({
      title: str(x.name),
      from: isoDate(x.startDate),
      to: isoDate(x.endDate),
      desc: str(x.description),
      url: str(x.url),
      confidence: 1,
    })),
    certificates: arr(doc.certificates).map((c) => ({
      title: str(c.name),
      issuedBy: str(c.issuer),
      from: isoDate(c.date),
      to: isoDate(c.endDate),
      credentialId: str(c.credentialId),
      credentialUrl: str(c.url),
      confidence: 1,
    })),
    warnings: [],
    confidence: { name: 0, email: 0, mobNo: 0, headline: 0, about: 0, linkedIn: 0, location: 0 },
  };
  // A document says what it says: a field is certain when present, absent otherwise.
  result.confidence = {
    name: present(result.name),
    email: present(result.email),
    mobNo: present(result.mobNo),
    headline: present(result.headline),
    about: present(result.about),
    linkedIn: present(result.linkedIn),
    location: present(result.location),
  };
  const undated = result.experiences.filter((e) => !e.from).length;
  if (undated)
    result.warnings.push(`${undated} job${undated === 1 ? ' has' : 's have'} no start date and will be left out`);
  return result;
}
