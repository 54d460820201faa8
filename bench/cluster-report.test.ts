import { describe, expect, it } from 'vitest';
import {
  formatClusterScenario,
  mergeSamples,
  roundOrder,
  scenarioResult,
  type SetupScenario,
} from './cluster-report.ts';
import type { Summary } from './stats.ts';

const summary = (p50: number, p95: number, p99: number, rps: number): Summary => ({
  requests: 100,
  errors: 0,
  p50,
  p95,
  p99,
  mean: p50,
  max: p99,
  rps,
});
const at = (setup: string, s: Summary, peakRssMb = 300): SetupScenario => ({
  setup,
  label: setup,
  summary: s,
  peakRssMb,
  cpuMsPerRequest: 1.5,
});

describe('the cluster comparison', () => {
  it('puts every later setup against the first: latency as a multiple, throughput as a share', () => {
    const r = scenarioResult('search', 'Search', [
      at('a', summary(10, 20, 40, 100)),
      at('b', summary(11, 25, 40, 90)),
      at('c', summary(20, 30, 80, 50)),
    ]);
    expect(r.ratios).toEqual([
      { setup: 'b', p50: 1.1, p95: 1.25, p99: 1, rps: 0.9 },
      { setup: 'c', p50: 2, p95: 1.5, p99: 2, rps: 0.5 },
    ]);
  });

  it('refuses a comparison with nothing measured', () => {
    expect(() => scenarioResult('search', 'Search', [])).toThrow(/no setup/);
  });

  it('prints one row per setup, then the ratios', () => {
    const text = formatClusterScenario(
      scenarioResult('detail', 'Job page', [
        at('a', summary(10, 20, 40, 100), 250),
        at('c', summary(5, 10, 20, 200), 700),
      ]),
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('Job page');
    expect(lines[2]).toMatch(/^a\s+100\s+0\s+10\.00\s+20\.00\s+40\.00\s+100\.0\s+250\s+1\.50$/);
    expect(lines[4]).toMatch(/^c \/ a\s+0\.50x\s+0\.50x\s+0\.50x\s+2\.00x$/);
  });
});

describe('measuring in turns', () => {
  it('merges slices into one sample: every latency, the summed time and errors', () => {
    const merged = mergeSamples([
      { latenciesMs: [1, 2], elapsedMs: 1000, errors: 0 },
      { latenciesMs: [3], elapsedMs: 500, errors: 2 },
    ]);
    expect(merged).toEqual({ latenciesMs: [1, 2, 3], elapsedMs: 1500, errors: 2 });
  });

  it('starts each round one setup later', () => {
    expect([0, 1, 2, 3].map((r) => roundOrder(['a', 'b', 'c'], r).join(''))).toEqual(['abc', 'bca', 'cab', 'abc']);
  });
});
