// Indeed XML feeds made in tests, and waiting for an import run to finish over HTTP.
import type { TestServer } from '../../test/harness.ts';

export type FeedJob = {
  ref: string;
  title?: string;
  city?: string;
  state?: string;
  country?: string;
  category?: string;
  description?: string;
  salary?: string;
  jobtype?: string;
  remotetype?: string;
  company?: string;
};

const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

export function feedXml(jobs: FeedJob[], category: string): string {
  const items = jobs.map(
    (j) => `  <job>
    <title>${cdata(j.title ?? `Warehouse Associate ${j.ref}`)}</title>
    <date>${cdata('Mon, 02 Mar 2026 09:00:00 GMT')}</date>
    <referencenumber>${cdata(j.ref)}</referencenumber>
    <url>${cdata(`https://careers.example.com/jobs/${j.ref}`)}</url>
    <company>${cdata(j.company ?? 'Northwind Logistics')}</company>
    <city>${cdata(j.city ?? 'Pune')}</city>
    <state>${cdata(j.state ?? 'Maharashtra')}</state>
    <country>${cdata(j.country ?? 'IN')}</country>
    <postalcode>${cdata('411001')}</postalcode>
    <description>${cdata(j.description ?? `<p>Pick, pack and ship orders for job ${j.ref}.</p><script>alert(1)</script>`)}</description>
    <salary>${cdata(j.salary ?? '₹3,00,000 - ₹4,50,000 per year')}</salary>
    <education>${cdata('High school')}</education>
    <jobtype>${cdata(j.jobtype ?? 'full-time')}</jobtype>
    <category>${cdata(j.category ?? category)}</category>
    <experience>${cdata('1-3 years')}</experience>${j.remotetype === undefined ? '' : `\n    <remotetype>${cdata(j.remotetype)}</remotetype>`}
  </job>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>\n<source>\n  <publisher>Northwind</publisher>\n${items.join('\n')}\n</source>\n`;
}

export type Run = {
  _id: string;
  status: string;
  total: number;
  processed: number;
  created: number;
  updated: number;
  closed: number;
  failed: number;
  message: string | null;
  errors: { row: number; referenceNumber: string | null; message: string }[];
  notes: { row: number; referenceNumber: string | null; message: string }[];
};

/** Polls file-history/get until the run is done or failed. */
export async function waitForRun(
  server: TestServer,
  host: string,
  token: string,
  id: string,
  timeoutMs = 60_000,
): Promise<Run> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = await server.call<{ data: Run }>('GET', `/client/api/v1/file-history/get/${id}`, { host, token });
    if (r.status !== 200) throw new Error(`get run answered ${r.status}`);
    if (r.body.data.status === 'done' || r.body.data.status === 'failed') return r.body.data;
    if (Date.now() > until) throw new Error(`run ${id} still ${r.body.data.status} after ${timeoutMs} ms`);
    await new Promise((res) => setTimeout(res, 200));
  }
}
