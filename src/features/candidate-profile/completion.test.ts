import { describe, expect, it } from 'vitest';
import type { ProfileCompletion } from '@generated/api/model';
import { missingSections, percentOf } from './completion';

const none: ProfileCompletion = {
  basicDetails: false,
  personalDetails: false,
  industryDetails: false,
  certificates: false,
  education: false,
  experience: false,
  projects: false,
  percent: 0,
};

describe('what the completion card asks for next', () => {
  it('lists every missing section with its weight, heaviest first, and where to fill it', () => {
    const missing = missingSections({ ...none, basicDetails: true, percent: 10 });
    expect(missing.map((m) => [m.key, m.weight])).toEqual([
      ['personalDetails', 20],
      ['industryDetails', 20],
      ['education', 20],
      ['certificates', 10],
      ['experience', 10],
      ['projects', 10],
    ]);
    expect(missing.find((m) => m.key === 'industryDetails')?.target).toEqual({ tab: 0, hash: 'industry-details' });
    expect(missing.find((m) => m.key === 'certificates')?.target).toEqual({ tab: 5 });
    expect(missing.find((m) => m.key === 'projects')?.target).toEqual({ tab: 4 });
  });

  it('asks for nothing when every section is complete', () => {
    const all = Object.fromEntries(Object.keys(none).map((k) => [k, true])) as unknown as ProfileCompletion;
    expect(missingSections({ ...all, percent: 100 })).toEqual([]);
  });

  it("shows the server's percentage as a whole number within 0–100", () => {
    expect(percentOf({ ...none, percent: 90 })).toBe(90);
    expect(percentOf({ ...none, percent: 140 })).toBe(100);
    expect(percentOf({ ...none, percent: Number.NaN })).toBe(0);
  });
});
