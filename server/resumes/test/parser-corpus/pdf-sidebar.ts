// The two-column PDF: a full-width header (name and headline), then a tinted sidebar with the
// contact details, skills and languages, on the left or the right of the main column (profile,
// experience with the company and right-aligned dates over the title, education, projects,
// certificates). Read line by line across the page it would interleave the columns.
import { period, years, type DateStyle } from './format.ts';
import { newPdf, write, type Pdf } from './pdf-writer.ts';
import type { Person } from './people.ts';

const SIDE_W = 165;
const MAIN_W = 325;

export function sidebarPdf(p: Person, { style, right }: { style: DateStyle; right: boolean }): Promise<Uint8Array> {
  const { doc, bytes } = newPdf({ margin: 40 }, true);
  const sideX = right ? 390 : 40;
  const mainX = right ? 40 : 230;
  write(doc, p.name, { bold: true, size: 24, x: 40, y: 40 });
  write(doc, p.jobs[0]?.title ?? '', { size: 12, color: '#495057' });
  const top = doc.y + 16;
  doc.rect(sideX - 10, top - 8, SIDE_W + 20, 842 - top).fill('#f1f3f5');

  doc.y = top;
  const side = (text: string, opts: { bold?: boolean; size?: number } = {}) =>
    write(doc, text, { size: 8.5, x: sideX, width: SIDE_W, ...opts });
  const sideHeading = (text: string) => {
    doc.moveDown(0.8);
    side(text, { bold: true, size: 11 });
    doc.moveDown(0.2);
  };
  sideHeading('Contact');
  side(p.email);
  side(p.phone.printed);
  side(p.location);
  if (p.linkedIn) side(p.linkedIn.replace('https://www.', ''));
  sideHeading('Skills');
  for (const s of p.skills) side(s.printed);
  sideHeading('Languages');
  side('English');

  doc.y = top;
  const main = (text: string, opts: { bold?: boolean; size?: number; color?: string } = {}) =>
    write(doc, text, { x: mainX, width: MAIN_W, ...opts });
  const mainHeading = (text: string) => {
    doc.moveDown(0.8);
    main(text, { bold: true, size: 12, color: '#1c7ed6' });
    doc.moveDown(0.2);
  };
  mainHeading('Profile');
  main(p.summary);
  mainHeading('Experience');
  for (const job of p.jobs)
    datedEntry(doc, mainX, job.company, period(job.from, job.to, style), job.title, job.bullets);
  mainHeading('Education');
  for (const e of p.educations)
    datedEntry(
      doc,
      mainX,
      e.institute,
      years(e.from, e.to),
      [`${e.qualification} in ${e.field}`, e.grade].filter(Boolean).join(', '),
      [],
    );
  if (p.projects.length) {
    mainHeading('Projects');
    for (const pr of p.projects) {
      main(pr.title, { bold: true });
      main(pr.desc);
    }
  }
  if (p.certificates.length) {
    mainHeading('Certifications');
    for (const c of p.certificates) main(`${c.title} | ${c.issuer} | ${c.date.year}`);
  }
  doc.end();
  return bytes;
}

function datedEntry(doc: Pdf, x: number, left: string, right: string, below: string, bullets: readonly string[]): void {
  doc.moveDown(0.4);
  const y = doc.y;
  write(doc, left, { bold: true, x, y, width: MAIN_W - 110 });
  write(doc, right, { size: 9, x, y, width: MAIN_W, align: 'right' });
  doc.y = Math.max(doc.y, y + 12);
  write(doc, below, { x, width: MAIN_W, color: '#495057' });
  for (const b of bullets) write(doc, `• ${b}`, { x, width: MAIN_W });
}
