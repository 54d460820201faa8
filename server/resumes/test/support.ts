// The world of the resume tests: two candidates of tenant A and one of tenant B, each on a
// candidate plan (resume tools are sold to candidates), and tenant A's employer; calls as each of
// them; GETs whose answer is a document (kept as bytes); uploads to the parser; and reading a PDF
// back with pdf.js (text per page, page size, the fonts the pages use).
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { grantPlan } from '../../payments/licences-repo.ts';
import { multipart } from '../../files/test/support.ts';
import { HOST_A, HOST_B, type TestServer } from '../../test/harness.ts';
import { makeUser, type TestUser } from '../../test/world.ts';

export type Answer<T> = { code: string; message: string; data: T };

export type ResumeWorld = { priya: TestUser; ravi: TestUser; bea: TestUser; employer: TestUser };

export const api = (path: string) => `/client/api/v1/${path}`;
const hostOf = (server: TestServer, user: TestUser) => (user.clientId === server.tenantB ? HOST_B : HOST_A);

export async function makeResumeWorld(server: TestServer): Promise<ResumeWorld> {
  const { db } = server.database;
  const { secret } = server.deps;
  const candidate = async (clientId: string, firstName: string, lastName: string) => {
    const user = await makeUser(db, secret, { clientId, role: 'candidate', firstName, lastName });
    await grantPlan(db, clientId, { type: 'candidate', userId: user.id }, 'PREMIUM_YEALY');
    return user;
  };
  return {
    priya: await candidate(server.tenantA, 'Priya', 'Sharma'),
    ravi: await candidate(server.tenantA, 'Ravi', 'Kumar'),
    bea: await candidate(server.tenantB, 'Bea', 'Lopez'),
    employer: await makeUser(db, secret, { clientId: server.tenantA, role: 'employer' }),
  };
}

export function caller(server: TestServer) {
  return <T>(method: 'GET' | 'POST' | 'PUT', path: string, user: TestUser, body?: unknown) =>
    server.call<Answer<T>>(method, api(path), {
      host: hostOf(server, user),
      token: user.token,
      ...(body === undefined ? {} : { body }),
    });
}

export type Download = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET as `user` whose body is kept as bytes (a PDF, a downloaded document). */
export function download(server: TestServer, user: TestUser, path: string): Promise<Download> {
  return new Promise((resolve, reject) => {
    const headers = { host: hostOf(server, user), authorization: `Bearer ${user.token}`, 'accept-language': 'en' };
    const req = request({ host: '127.0.0.1', port: server.port, method: 'GET', path: api(path), headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Uploads a file to the parser as `user`. */
export function uploadToParser<T>(
  server: TestServer,
  user: TestUser,
  file: { name: string; type: string; bytes: Buffer },
) {
  const body = multipart({}, file);
  return server.call<Answer<T>>('POST', api('resume/parser'), {
    host: hostOf(server, user),
    token: user.token,
    raw: body.raw,
    contentType: body.contentType,
  });
}

const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export type ReadPdf = {
  /** Each page's text (runs joined by spaces), its text runs in drawing order, and its size. */
  pages: { text: string; items: string[]; runs: TextRun[]; width: number; height: number }[];
  /** Every font the pages draw with: its name and whether the file is embedded. */
  fonts: { name: string; embedded: boolean }[];
  info: Record<string, unknown>;
};

/** A run of text and where it starts (PDF points, y from the page's foot). */
export type TextRun = { str: string; x: number; y: number };

type PdfFont = { name?: string; missingFile?: boolean };

export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    // The standard 14 fonts (an invoice's Helvetica) are read from pdf.js's own files, not guessed.
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
  const pages: ReadPdf['pages'] = [];
  const fonts = new Map<string, { name: string; embedded: boolean }>();
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const runs = content.items
      .map((i) => ('str' in i ? { str: i.str.trim(), x: Number(i.transform[4]), y: Number(i.transform[5]) } : null))
      .filter((r): r is TextRun => Boolean(r?.str));
    const items = runs.map((r) => r.str);
    const [, , width = 0, height = 0] = page.view;
    pages.push({ text: items.join(' ').replace(/\s+/g, ' '), items, runs, width, height });
    const ops = await page.getOperatorList();
    ops.fnArray.forEach((fn, i) => {
      if (fn !== OPS.setFont) return;
      const id = String((ops.argsArray[i] as unknown[])[0]);
      const font = page.commonObjs.get(id) as PdfFont;
      fonts.set(id, { name: font.name ?? id, embedded: font.missingFile === false });
    });
  }
  const meta = await doc.getMetadata();
  await doc.destroy();
  return { pages, fonts: [...fonts.values()], info: meta.info as Record<string, unknown> };
}
