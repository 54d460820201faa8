import { describe, expect, it } from 'vitest';
import {
  addMonths,
  formatHours,
  formatPercent,
  funnelOf,
  hasNoActivity,
  kpisOf,
  lastMonths,
  monthLabel,
  monthsBetween,
  totalsOf,
  weightedMean,
} from './analytics-math';
import { quietMonth } from './test-months';

const zero = quietMonth('2026-01');

describe('kpis', () => {
  it('sums counts and weighs time to hire by hires, time to first applicant equally', () => {
    const months = [
      { ...zero, jobViews: 1000, applications: 50, hired: 1, timeToHireDays: 10, timeToFirstApplicantHours: 4 },
      { ...zero, month: '2026-02', jobViews: 1000, applications: 150, hired: 3, timeToHireDays: 30 },
      { ...zero, month: '2026-03', timeToFirstApplicantHours: 8 },
    ];
    const k = kpisOf(months);
    expect(k).toMatchObject({ jobViews: 2000, applications: 200, hired: 4, viewToApply: 0.1 });
    expect(k.timeToHireDays).toBe(25);
    expect(k.timeToFirstApplicantHours).toBe(6);
  });

  it('has no rates or times without data', () => {
    expect(kpisOf([zero])).toMatchObject({ viewToApply: null, timeToHireDays: null, timeToFirstApplicantHours: null });
    expect(
      weightedMean([
        { value: 20, weight: 0 },
        { value: 10, weight: 0 },
      ]),
    ).toBe(15);
  });

  it('treats broken counts as zero', () => {
    expect(totalsOf([{ ...zero, jobViews: -5, applications: Number.NaN }]).jobViews).toBe(0);
    expect(hasNoActivity([zero, { ...zero, month: '2026-02' }])).toBe(true);
    expect(hasNoActivity([{ ...zero, invitationsSent: 1 }])).toBe(false);
  });
});

describe('funnel', () => {
  it('gives each step its conversion from the step before and from views', () => {
    const steps = funnelOf({
      jobViews: 1000,
      applyStarts: 200,
      applications: 100,
      shortlisted: 20,
      inInterview: 0,
      hired: 0,
    });
    expect(steps.map((s) => s.fromPrevious)).toEqual([null, 0.2, 0.5, 0.2, 0, null]);
    expect(steps[2]?.fromViews).toBe(0.1);
  });
});

describe('months', () => {
  it('counts and moves months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthsBetween('2025-12', '2026-02')).toBe(3);
    expect(lastMonths(12, new Date(Date.UTC(2026, 4, 31)))).toEqual({ from: '2025-06', to: '2026-05' });
    expect(monthLabel('2026-03')).toBe('Mar 2026');
  });

  it('formats rates and times', () => {
    expect(formatPercent(0.0612)).toBe('6.1%');
    expect(formatPercent(0.5)).toBe('50%');
    expect(formatPercent(null)).toBe('—');
    expect(formatHours(6.24)).toBe('6.2 h');
    expect(formatHours(72)).toBe('3 days');
  });
});
