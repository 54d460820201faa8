// Vitest runs the files it has no timings for largest first; on a fresh clone (the gate's) that
// started the fuzz test, a small file that runs for a minute and a half, last, and one worker ran
// it alone while the other sat idle. The API files known to run longest start first; the rest keep
// vitest's order (its cached timings where a machine has them, else size). Given a seed
// (`--sequence.shuffle.files --sequence.seed=N`, the check that order does not matter), it shuffles.
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { rngFor } from './fuzz/rng.ts';

export const LONGEST_FIRST = [
  'server/http/fuzz.test.ts',
  'server/payments/webhook-delivery.test.ts',
  'server/resumes/documents.test.ts',
  'server/job-import/imports.test.ts',
  'server/tenancy/isolation.test.ts',
  'server/payments/feature-flags.test.ts',
];

function rank(file: TestSpecification): number {
  const at = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
  return at < 0 ? LONGEST_FIRST.length : at;
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { seed } = this.ctx.config.sequence;
    if (seed !== undefined) return rngFor(String(seed)).sample(files, files.length);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
