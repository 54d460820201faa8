// The applicants list as a CSV download over real HTTP: the list's rows under its filters, as the
// reviewer sees them, with formula-looking cells kept as text; the company's plan must sell
// candidate_export; candidates and other boards get nothing of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { grantPlan } from '../payments/licences-repo.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';

import { caller, liveJob, makeWorld, uploadPdf, type World } from '../applications/test/support.ts';

type S = components['schemas'];

let server: TestServer;
let w: World;
let job: { id: string; title: string };

/** RFC 4180 rows of a small file: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

function download(token: string, body: unknown, host = HOST_A) {
  return server.call<string>('POST', '/client/api/v1/userjobs/export', { host, token, body });
}

beforeAll(async () => {
  server = await startTestServer();
  w = await makeWorld(server);
  const call = caller(server);
  job = await liveJob(server, w, 'Payments Engineer');
  const other = await liveJob(server, w, 'Support Lead', { skills: [] });
  for (const [user, jobId] of [
    [w.candidate, job.id],
    [w.other, job.id],
    [w.candidate, other.id],
  ] as const) {
    const resumeUri = await uploadPdf(server, { token: user.token });
    const r = await call<S['Application']>('POST', 'userjobs/create', user, {
      jobId,
      resumeUri,
      answers: { noticePeriodDays: 30 },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  const guestResume = await uploadPdf(server, {});
  const g = await call('POST', 'userjobs/guestuser-applyJob', null, {
    jobId: job.id,
    name: 'Meera Iyer',
    email: 'meera.iyer@example.in',
    mobNo: '9176543210',
    countryCode: '+91',
    resumeUri: guestResume,
    answers: { noticePeriodDays: 60 },
  });
  expect(g.status, JSON.stringify(g.body)).toBe(200);
  // A headline a spreadsheet would run as a formula, and a comma inside a cell.
  await server.database.db
    .insertInto('candidate_profiles')
    .values({
      user_id: w.candidate.id,
      client_id: server.tenantA,
      headline: '=HYPERLINK("http://evil.example","Backend, payments")',
      experience_years: 6,
      experience_months: 6,
      skills: JSON.stringify([{ nm: 'Node.js' }, { nm: 'PostgreSQL' }]),
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ headline: (eb) => eb.ref('excluded.headline') }))
    .execute();
});

afterAll(async () => {
  await server?.close();
});

describe('userjobs/export', () => {
  it('answers the filtered applicants as a CSV attachment, one row each, newest first', async () => {
    const r = await download(w.owner.token, { jobId: job.id });
    expect(r.status, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="applicants-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(r.headers['x-export-truncated']).toBe('false');
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(r.body.slice(1));
    expect(header?.slice(0, 3)).toEqual(['Applicant', 'E-mail', 'Country code']);
    expect(rows.map((row) => row[0])).toEqual(['Meera Iyer', 'Sofia Fernandes', 'Arjun Mehta']);
    expect(rows.every((row) => row[9] === 'Payments Engineer' && row[10] === 'APPLIED')).toBe(true);
    const meera = rows[0] ?? [];
    expect(meera.slice(1, 4)).toEqual(['meera.iyer@example.in', '+91', '9176543210']);
    const arjun = rows[2] ?? [];
    // Written as text, quoted because of the comma, the quotes doubled.
    expect(arjun[4]).toBe('\'=HYPERLINK("http://evil.example","Backend, payments")');
    expect(r.body).toContain('"\'=HYPERLINK(""http://evil.example"",""Backend, payments"")"');
    expect(arjun[8]).toBe('Node.js; PostgreSQL');
  });

  it('follows the list’s other filters, and a team member with the permission may download', async () => {
    const r = await download(w.member.token, { search: 'sofia' });
    expect(r.status, r.body).toBe(200);
    const rows = parseCsv(r.body.slice(1)).slice(1);
    expect(rows.map((row) => row[0])).toEqual(['Sofia Fernandes']);
    const none = await download(w.owner.token, { status: 'HIRED' });
    expect(parseCsv(none.body.slice(1))).toHaveLength(1);
  });

  it('is refused to candidates, to another company’s job and without the company’s plan', async () => {
    expect((await download(w.candidate.token, {})).status).toBe(403);
    expect((await download(w.rival.token, { jobId: job.id })).status).toBe(404);
    const holder = { type: 'employer' as const, companyId: w.companyId };
    await grantPlan(server.database.db, server.tenantA, holder, 'PLUS_MONTHLY');
    try {
      const refused = await download(w.owner.token, {});
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: expect.stringMatching(/plan/) });
    } finally {
      await grantPlan(server.database.db, server.tenantA, holder, 'PREMIUM_YEALY');
    }
  });

  it('never lists another board’s applicants', async () => {
    const r = await download(w.employerB.token, {}, HOST_B);
    expect(r.status, r.body).toBe(200);
    expect(parseCsv(r.body.slice(1))).toHaveLength(1);
    expect(r.body).not.toContain('Arjun');
  });
});
