// The parser's output scored against the people it was rendered from, field by field. Lists are
// matched entry to entry greedily (best agreement first), so one missed job does not count every
// later one as wrong.
import type { ParsedResumeResult } from '../../../db/tables-candidate-profile.ts';
import { skillKey } from '../../parser/fields/skills.ts';
import type { Layout } from './corpus.ts';
import type { Person, YearMonth } from './people.ts';

export type Tally = { correct: number; total: number };
export type Scores = Record<string, Tally>;

const norm = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
const iso = (d: YearMonth | null) => (d ? `${d.year}-${String(d.month).padStart(2, '0')}-01` : null);
const gradeKey = (g: string | null | undefined) => norm(g).replace(/(\d)0+(?=\D|$)/g, '$1');

/** Whether a layout prints the LinkedIn address (the plain and table layouts leave it out). */
const printsLinkedIn = (layout: Layout) => !['pdf-plain', 'docx-table'].includes(layout);

export function scoreSample(person: Person, layout: Layout, r: ParsedResumeResult, scores: Scores): void {
  const add = (field: string, ok: boolean) => {
    const t = (scores[field] ??= { correct: 0, total: 0 });
    t.total += 1;
    if (ok) t.correct += 1;
  };
  add('name', norm(r.name) === norm(person.name));
  add('email', r.email?.toLowerCase() === person.email);
  add('phone', r.mobNo === person.phone.mobNo && r.countryCode === person.phone.countryCode);
  add('location', norm(r.location) === norm(person.location));
  add('linkedIn', (r.linkedIn ?? null) === (printsLinkedIn(layout) ? person.linkedIn : null));
  add('headline', norm(r.headline) === norm(person.jobs[0]?.title));
  add('about', norm(r.about) === norm(person.summary));

  const truth = new Set(person.skills.map((s) => (s.master ? `id:${s.master.id}` : `free:${skillKey(s.printed)}`)));
  const found = new Set(r.skillIds.map((s) => (s.id ? `id:${s.id}` : `free:${skillKey(s.nm)}`)));
  const hits = [...found].filter((k) => truth.has(k)).length;
  tallyInto(scores, 'skills (precision)', hits, found.size);
  tallyInto(scores, 'skills (recall)', hits, truth.size);

  const jobs = matchEntries(person.jobs, r.experiences, (t, p) => [
    norm(p.title) === norm(t.title),
    norm(p.comNm) === norm(t.company),
    p.from === iso(t.from),
  ]);
  for (const [t, p] of jobs) {
    add('job titles', norm(p?.title) === norm(t.title));
    add('companies', norm(p?.comNm) === norm(t.company));
    add('job dates', p?.from === iso(t.from) && p.to === iso(t.to) && p.isCurrent === (t.to === null));
  }
  const studies = matchEntries(person.educations, r.educations, (t, p) => [
    norm(p.instiNm) === norm(t.institute),
    norm(p.qualification) === norm(t.qualification),
  ]);
  for (const [t, p] of studies) {
    add('institutes', norm(p?.instiNm) === norm(t.institute));
    add('qualifications', norm(p?.qualification) === norm(t.qualification) && norm(p?.fieldOfStudy) === norm(t.field));
    add('education dates', p?.from === iso(t.from) && p.to === iso(t.to));
    if (t.grade) add('grades', gradeKey(p?.grade) === gradeKey(t.grade));
  }
  if (layout !== 'pdf-plain' && layout !== 'docx-table') {
    const projects = new Set(r.projects.map((p) => norm(p.title)));
    for (const p of person.projects) add('projects', projects.has(norm(p.title)));
    for (const c of person.certificates) {
      const hit = r.certificates.find((x) => norm(x.title) === norm(c.title));
      add('certificates', Boolean(hit && norm(hit.issuedBy) === norm(c.issuer)));
    }
  }
}

function tallyInto(scores: Scores, field: string, correct: number, total: number): void {
  const t = (scores[field] ??= { correct: 0, total: 0 });
  t.correct += correct;
  t.total += total;
}

/** Each true entry paired with the parsed entry agreeing with it most (or none). */
function matchEntries<T, P>(
  truth: readonly T[],
  parsed: readonly P[],
  agree: (t: T, p: P) => boolean[],
): [T, P | null][] {
  const pairs = truth.flatMap((t, ti) =>
    parsed.map((p, pi) => ({ ti, pi, score: agree(t, p).filter(Boolean).length - Math.abs(ti - pi) * 0.01 })),
  );
  pairs.sort((a, b) => b.score - a.score);
  const byTruth = new Map<number, number>();
  const used = new Set<number>();
  for (const { ti, pi, score } of pairs) {
    if (score <= 0 || byTruth.has(ti) || used.has(pi)) continue;
    byTruth.set(ti, pi);
    used.add(pi);
  }
  return truth.map((t, ti) => {
    const pi = byTruth.get(ti);
    return [t, pi === undefined ? null : (parsed[pi] ?? null)];
  });
}

export const ratio = (t: Tally | undefined) => (t && t.total ? t.correct / t.total : 0);

export function f1(scores: Scores): number {
  const p = ratio(scores['skills (precision)']);
  const r = ratio(scores['skills (recall)']);
  return p + r ? (2 * p * r) / (p + r) : 0;
}

export function formatTable(scores: Scores): string {
  const rows = Object.entries(scores).map(([field, t]) => [
    field,
    `${t.correct}/${t.total}`,
    `${(ratio(t) * 100).toFixed(1)} %`,
  ]);
  rows.push(['skills (F1)', '', `${(f1(scores) * 100).toFixed(1)} %`]);
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length), 6));
  return rows
    .map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  '))
    .join('\n');
}
