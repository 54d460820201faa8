// Vitest runs the files it has no timings for largest first; on a fresh clone (the gate's) that
// started the fuzz test, a small file that runs for a minute and a half, last, and one worker ran
// it alone while the other sat idle. The API files known to run longest start first; the rest keep
// vitest's order (its cached timings where a machine has them, else size). Given a seed
// (`--sequence.shuffle.files --sequence.seed=N`, the check that order does not matter), it shuffles.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const LONGEST_FIRST = [
  'server/http/fuzz.test.ts',
  'server/payments/webhook-delivery.test.ts',
  'server/resumes/documents.test.ts',
  'server/imports/imports.test.ts',
  'server/tenancy/isolation.test.ts',
  'server/payments/feature-flags.test.ts',
];

function rank(file: TestSpecification): number {
  const at = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
  return at < 0 ? LONGEST_FIRST.length : at;
}

/** Fisher–Yates on mulberry32: the same seed gives the same order. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { seed } = this.ctx.config.sequence;
    if (seed !== undefined) return shuffled(files, seed);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
