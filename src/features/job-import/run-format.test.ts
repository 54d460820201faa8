// Progress in figures and words, and which files and addresses the dialog lets through.
import { describe, expect, it } from 'vitest';
import { feedFileProblem, feedUrlProblem } from './feed-file';
import { isActive, progressPercent, progressText } from './run-format';

describe('run progress', () => {
  it('reads a run’s progress from its counters', () => {
    expect(progressPercent({ status: 'running', processed: 96, total: 240 })).toBe(40);
    expect(progressText({ status: 'running', processed: 96, total: 240 })).toBe('96 of 240 rows');
    expect(progressText({ status: 'running', processed: 0, total: 0 })).toBe('Reading the source');
    expect(progressText({ status: 'queued', processed: 0, total: 0 })).toBe('Waiting to start');
    // A finished run of an empty source is complete, not 0%.
    expect(progressPercent({ status: 'done', processed: 0, total: 0 })).toBe(100);
    expect(progressPercent({ status: 'failed', processed: 10, total: 40 })).toBe(25);
    expect([isActive({ status: 'queued' }), isActive({ status: 'running' }), isActive({ status: 'done' })]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('feed checks', () => {
  it('takes http(s) addresses only', () => {
    expect(feedUrlProblem('https://feeds.example.com/jobs.xml')).toBeNull();
    expect(feedUrlProblem('http://feeds.example.com/jobs.xml')).toBeNull();
    expect(feedUrlProblem('')).toMatch(/Enter the address/);
    expect(feedUrlProblem('feeds.example.com/jobs.xml')).toMatch(/full address/);
    expect(feedUrlProblem('ftp://feeds.example.com/jobs.xml')).toMatch(/http/);
  });

  it('takes non-empty XML files up to 25 MB', () => {
    expect(feedFileProblem(new File(['<source/>'], 'jobs.xml', { type: '' }))).toBeNull();
    expect(feedFileProblem(new File(['<source/>'], 'export', { type: 'text/xml' }))).toBeNull();
    expect(feedFileProblem(new File(['a,b'], 'jobs.csv', { type: 'text/csv' }))).toMatch(/not an XML file/);
    expect(feedFileProblem(new File([], 'jobs.xml', { type: 'application/xml' }))).toMatch(/empty/);
    const big = new File(['x'], 'jobs.xml', { type: 'application/xml' });
    Object.defineProperty(big, 'size', { value: 26_214_401 });
    expect(feedFileProblem(big)).toMatch(/larger than 25 MB/);
  });
});
