// The parser against the generated corpus: 36 synthetic people in six layouts (one- and
// two-column PDFs, a PDF without headings, DOCX with headings and as tables), scored field by
// field against who they are. The corpus is parsed in this thread (the worker runs the same
// parseResume; hostile.test.ts covers the worker), and two samples are checked to come out the
// same through the worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCorpus, type Sample } from '../test/parser-corpus/corpus.ts';
import { f1, formatTable, ratio, scoreSample, type Scores } from '../test/parser-corpus/score.ts';
import { SKILLS_MASTER } from '../test/parser-corpus/skills-master.ts';
import { parseResume } from './parse.ts';
import { DEFAULT_PARSE_LIMITS, parseResumeInWorker } from './run-in-worker.ts';
import type { ParseOutcome } from './types.ts';
import { closeParseWorkers } from './worker-pool.ts';

let corpus: Sample[];
const outcomes = new Map<string, ParseOutcome>();
const scores: Scores = {};

beforeAll(async () => {
  corpus = await buildCorpus(36);
  for (const sample of corpus) {
    const outcome = await parseResume(sample.bytes, sample.mime, SKILLS_MASTER, DEFAULT_PARSE_LIMITS);
    outcomes.set(sample.id, outcome);
    if (outcome.ok) scoreSample(sample.person, sample.layout, outcome.result, scores);
  }
  console.log(`Resume parser accuracy over ${corpus.length} resumes:\n${formatTable(scores)}`);
}, 120_000);

afterAll(closeParseWorkers);

describe('parser accuracy', () => {
  it('reads every resume of the corpus', () => {
    const failed = corpus.filter((s) => !outcomes.get(s.id)?.ok).map((s) => s.id);
    expect(failed).toEqual([]);
  });

  it('finds name, e-mail and phone in at least 90 % of resumes', () => {
    expect(ratio(scores.name)).toBeGreaterThanOrEqual(0.9);
    expect(ratio(scores.email)).toBeGreaterThanOrEqual(0.9);
    expect(ratio(scores.phone)).toBeGreaterThanOrEqual(0.9);
  });

  it('finds skills and job titles at 80 % or better', () => {
    expect(f1(scores)).toBeGreaterThanOrEqual(0.8);
    expect(ratio(scores['skills (precision)'])).toBeGreaterThanOrEqual(0.8);
    expect(ratio(scores['job titles'])).toBeGreaterThanOrEqual(0.8);
  });

  it('reads companies, institutes and dates well enough to review, not retype', () => {
    for (const field of ['companies', 'job dates', 'institutes', 'education dates'])
      expect(ratio(scores[field]), field).toBeGreaterThanOrEqual(0.75);
  });

  it('gives every field and entry a confidence between 0 and 1', () => {
    for (const outcome of outcomes.values()) {
      if (!outcome.ok) continue;
      const r = outcome.result;
      const all = [
        ...Object.values(r.confidence),
        ...[...r.skillIds, ...r.experiences, ...r.educations, ...r.projects, ...r.certificates].map(
          (e) => e.confidence,
        ),
      ];
      for (const c of all) {
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(1);
      }
    }
  });

  it('keeps the skills master id of a skill printed another way', () => {
    const outcome = outcomes.values().next().value;
    const skills = outcome?.ok ? outcome.result.skillIds : [];
    expect(skills.filter((s) => s.id).every((s) => SKILLS_MASTER.some((m) => m.id === s.id && m.nm === s.nm))).toBe(
      true,
    );
  });

  it('reads the same through the worker thread as in this one', async () => {
    for (const sample of corpus.filter((s) => s.layout === 'pdf-sidebar' || s.layout === 'docx-table').slice(0, 2)) {
      const inWorker = await parseResumeInWorker(sample.bytes, sample.mime, SKILLS_MASTER);
      expect(inWorker).toEqual(outcomes.get(sample.id));
    }
  }, 60_000);
});
