import { describe, expect, it } from 'vitest';
import { takesJobWords, wrapJobWords } from './job-words-transform.ts';

const wrap = async (code: string) => (await wrapJobWords(code, '/p/src/x.tsx'))?.code ?? null;

describe('the build putting the board’s word for "Job" into the app’s texts', () => {
  it('wraps JSX text as React reads it, and imports the words once', async () => {
    const out = await wrap(`export const A = () => <p>
      Post a   job
      today &amp; more
    </p>;`);
    expect(out).toContain(`__jobWords("Post a   job today & more")`);
    expect(out?.match(/import \{ jobWords as __jobWords/g)).toHaveLength(1);
  });

  it('wraps text attributes, object labels, toasts and JSX children, not other strings', async () => {
    const out = await wrap(`
      const nav = [{ key: 'browse-jobs', label: 'Browse jobs', route: '/browse-jobs' }];
      const el = <Button aria-label="Save job" to="/jobs" data-job="job">{'My jobs'}</Button>;
      toast('Job saved', 'success');
      track('job saved');
      if (kind === 'job') go();`);
    expect(out).toContain(`label: __jobWords("Browse jobs")`);
    expect(out).toContain(`key: 'browse-jobs'`);
    expect(out).toContain(`route: '/browse-jobs'`);
    expect(out).toContain(`aria-label={__jobWords("Save job")}`);
    expect(out).toContain(`to="/jobs"`);
    expect(out).toContain(`data-job="job"`);
    expect(out).toContain(`{__jobWords("My jobs")}`);
    expect(out).toContain(`toast(__jobWords("Job saved")`);
    expect(out).toContain(`track('job saved')`);
    expect(out).toContain(`kind === 'job'`);
  });

  it('follows branches into text and replaces a template’s fixed parts only', async () => {
    const out = await wrap(
      'const t = <Text title={name ? `Jobs at ${name}` : "All jobs"}>{`Search ${n} open ${n === 1 ? "job" : "jobs"}`}</Text>;',
    );
    expect(out).toContain('__jobWordsTemplate`Jobs at ${name}`');
    expect(out).toContain('__jobWords("All jobs")');
    // No fixed part says job here, so the template stays; the words among its values are read.
    expect(out).toContain('{`Search ${n} open ${n === 1 ? __jobWords("job") : __jobWords("jobs")}`}');
  });

  it('leaves a file without such texts alone', async () => {
    expect(await wrap(`const job = useJob(); export const A = () => <p>{job.title}</p>;`)).toBeNull();
  });

  it('takes the app’s screens and libraries, not tests, mocks or the words module', () => {
    expect(takesJobWords('/w/src/features/jobs/a.tsx')).toBe(true);
    expect(takesJobWords('/w/src/lib/x.ts?v=1')).toBe(true);
    expect(takesJobWords('/w/src/features/jobs/a.test.tsx')).toBe(false);
    expect(takesJobWords('/w/src/mocks/handlers.ts')).toBe(false);
    expect(takesJobWords('/w/src/lib/words/job-words.ts')).toBe(false);
    expect(takesJobWords('/w/shared/pages/default-pages.ts')).toBe(false);
  });
});

describe('phrases elsewhere in the code', () => {
  it('wraps a phrase returned, assigned, listed or passed, never a token, a path or a machine’s value', async () => {
    const out = await wrap(`
      export function openJobs(count) {
        return count === 0 ? 'No open jobs' : \`\${count} open \${count === 1 ? 'job' : 'jobs'}\`;
      }
      const EMPTY = 'There are no jobs yet';
      const links = [['/browse-jobs', 'Browse jobs']];
      setProblem('The job could not be saved');
      const kind = () => 'job';
      const url = \`\${origin}/job-detail/\${slug}\`;
      track('job viewed now');
      const sort = { openJobs: 'Most open jobs', q: 'nurse jobs' };
      if (message === 'Job not found here') x();
    `);
    expect(out).toContain(`__jobWords("No open jobs")`);
    expect(out).toContain('${count === 1 ? __jobWords("job") : __jobWords("jobs")}');
    expect(out).toContain(`EMPTY = __jobWords("There are no jobs yet")`);
    expect(out).toContain(`['/browse-jobs', __jobWords("Browse jobs")]`);
    expect(out).toContain(`setProblem(__jobWords("The job could not be saved"))`);
    expect(out).toContain(`kind = () => 'job'`);
    expect(out).toContain('`${origin}/job-detail/${slug}`');
    expect(out).toContain(`track('job viewed now')`);
    expect(out).toContain(`openJobs: __jobWords("Most open jobs")`);
    expect(out).toContain(`q: 'nurse jobs'`);
    expect(out).toContain(`message === 'Job not found here'`);
  });
});
