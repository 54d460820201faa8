// One-column PDF layouts: 'classic' (headings in their synonyms, the title and company in either
// order over the dates, bullets, education before or after the jobs),
// 'compact' (name in capitals, 'Heading:' headings, dates in brackets on the title line, skill
// categories) and 'plain' (no headings at all: education first, company and right-aligned dates
// over the title, a bare list of skills).
import { bulletText, month, period, printedGrade, years, type DateStyle, type Variant } from './format.ts';
import { beyondWinAnsi, newPdf, write, type Pdf } from './pdf-writer.ts';
import type { Person } from './people.ts';

const LEFT = 50;
const WIDTH = 495;

function heading(doc: Pdf, text: string): void {
  doc.moveDown(0.8);
  write(doc, text, { bold: true, size: 12, color: '#1c7ed6', x: LEFT });
  doc
    .moveTo(LEFT, doc.y + 1)
    .lineTo(LEFT + WIDTH, doc.y + 1)
    .strokeColor('#1c7ed6')
    .stroke();
  doc.moveDown(0.3);
}

const bullet = (doc: Pdf, text: string, mark = '•') => write(doc, `${mark} ${text}`, { x: LEFT, width: WIDTH });

const HEADINGS = {
  summary: ['SUMMARY', 'PROFILE', 'ABOUT ME'],
  experience: ['EXPERIENCE', 'WORK EXPERIENCE', 'EMPLOYMENT HISTORY', 'PROFESSIONAL EXPERIENCE'],
  education: ['EDUCATION', 'ACADEMIC BACKGROUND'],
  skills: ['SKILLS', 'TECHNICAL SKILLS', 'CORE COMPETENCIES'],
  certificates: ['CERTIFICATIONS', 'LICENSES & CERTIFICATIONS'],
};

const pick = (names: readonly string[], i: number) => names[i % names.length] ?? names[0] ?? '';

export function jobLine(title: string, company: string, order: Variant['order']): string {
  if (order === 'company-first') return `${company} | ${title}`;
  return order === 'at' ? `${title} at ${company}` : `${title} — ${company}`;
}

export function classicPdf(p: Person, v: Variant): Promise<Uint8Array> {
  const { doc, bytes } = newPdf({}, beyondWinAnsi(JSON.stringify(p)));
  write(doc, p.name, { bold: true, size: 22 });
  if (p.jobs[0]) write(doc, p.jobs[0].title, { size: 11, color: '#495057' });
  const contact = [p.email, p.phone.printed, p.location, p.linkedIn?.replace('https://www.', '')].filter(Boolean);
  write(doc, contact.join(' | '), { size: 9.5 });
  heading(doc, pick(HEADINGS.summary, v.synonym));
  write(doc, p.summary, { x: LEFT, width: WIDTH });
  const experience = () => {
    heading(doc, pick(HEADINGS.experience, v.synonym));
    for (const job of p.jobs) {
      write(doc, jobLine(job.title, job.company, v.order), { bold: true, x: LEFT });
      write(doc, period(job.from, job.to, v.style, v.dash, v.now), { size: 9.5, color: '#495057' });
      const extra = Array.from({ length: v.extraBullets }, (_, i) => job.bullets[i % job.bullets.length] ?? '');
      for (const b of [...job.bullets, ...extra]) bullet(doc, bulletText(b, v));
      doc.moveDown(0.4);
    }
  };
  const education = () => {
    heading(doc, pick(HEADINGS.education, v.synonym));
    for (const e of p.educations) {
      write(doc, `${e.qualification} in ${e.field}`, { bold: true, x: LEFT });
      write(doc, e.institute);
      write(doc, [years(e.from, e.to), e.grade].filter(Boolean).join(' | '), { size: 9.5 });
      doc.moveDown(0.3);
    }
  };
  if (v.educationFirst) education();
  experience();
  if (!v.educationFirst) education();
  if (p.projects.length) {
    heading(doc, 'PROJECTS');
    for (const pr of p.projects) {
      write(doc, pr.title, { bold: true, x: LEFT });
      write(doc, pr.desc, { x: LEFT, width: WIDTH });
    }
  }
  heading(doc, pick(HEADINGS.skills, v.synonym));
  write(doc, p.skills.map((s) => s.printed).join(', '), { x: LEFT, width: WIDTH });
  if (p.certificates.length) {
    heading(doc, pick(HEADINGS.certificates, v.synonym));
    for (const c of p.certificates) write(doc, `${c.title} — ${c.issuer}, ${c.date.year}`, { x: LEFT, width: WIDTH });
  }
  doc.end();
  return bytes;
}

export function compactPdf(p: Person, { style }: { style: DateStyle }): Promise<Uint8Array> {
  const { doc, bytes } = newPdf({ margin: 45 }, beyondWinAnsi(JSON.stringify(p)));
  write(doc, p.name.toUpperCase(), { bold: true, size: 18 });
  write(doc, `Location: ${p.location}`, { size: 9.5 });
  const contact = [`Email: ${p.email}`, `Phone: ${p.phone.printed}`];
  if (p.linkedIn) contact.push(`LinkedIn: ${p.linkedIn}`);
  write(doc, contact.join('  |  '), { size: 9.5 });
  const h = (text: string) => {
    doc.moveDown(0.6);
    write(doc, text, { bold: true, size: 11, x: 45 });
  };
  h('Objective:');
  write(doc, p.summary, { x: 45, width: 505 });
  h('Work Experience:');
  for (const job of p.jobs) {
    write(doc, `${job.title}, ${job.company} (${period(job.from, job.to, style, ' - ', 'Current')})`, {
      bold: true,
      x: 45,
    });
    for (const b of job.bullets) write(doc, `- ${b}`, { x: 45, width: 505 });
  }
  h('Education:');
  for (const e of p.educations) {
    const parts = [`${e.qualification} in ${e.field}`, e.institute, years(e.from, e.to, '-')];
    if (e.grade) parts.push(printedGrade(e.grade, true));
    write(doc, parts.join(', '), { x: 45, width: 505 });
  }
  h('Technical Skills:');
  const master = p.skills.filter((s) => s.master).map((s) => s.printed);
  const half = Math.ceil(master.length / 2);
  write(doc, `Languages & Frameworks: ${master.slice(0, half).join(', ')}`, { x: 45, width: 505 });
  write(doc, `Tools & Platforms: ${master.slice(half).join(', ')}`, { x: 45, width: 505 });
  const free = p.skills.filter((s) => !s.master).map((s) => s.printed);
  if (free.length) write(doc, `Other: ${free.join(', ')}`, { x: 45, width: 505 });
  if (p.projects.length) {
    h('Projects:');
    for (const pr of p.projects) write(doc, `${pr.title}: ${pr.desc}`, { x: 45, width: 505 });
  }
  if (p.certificates.length) {
    h('Certifications:');
    for (const c of p.certificates)
      write(doc, `${c.title} (${c.issuer}), ${month(c.date, 'short')}`, { x: 45, width: 505 });
  }
  doc.end();
  return bytes;
}

export function plainPdf(p: Person, { style }: { style: DateStyle }): Promise<Uint8Array> {
  const { doc, bytes } = newPdf({}, beyondWinAnsi(JSON.stringify(p)));
  write(doc, p.name, { bold: true, size: 20 });
  write(doc, `${p.email} · ${p.phone.printed}`, { size: 10 });
  write(doc, p.location, { size: 10 });
  doc.moveDown(0.6);
  write(doc, p.summary, { x: LEFT, width: WIDTH });
  const dated = (left: string, right: string) => {
    doc.moveDown(0.6);
    const y = doc.y;
    write(doc, left, { bold: true, x: LEFT, y });
    write(doc, right, { x: LEFT, y, width: WIDTH, align: 'right' });
  };
  for (const e of p.educations) {
    dated(e.institute, years(e.from, e.to));
    write(doc, [`${e.qualification}, ${e.field}`, e.grade].filter(Boolean).join(' · '), { x: LEFT });
  }
  for (const job of p.jobs) {
    dated(job.company, period(job.from, job.to, style, ' - ', 'Now'));
    write(doc, job.title, { x: LEFT });
    for (const b of job.bullets) write(doc, `- ${b}`, { x: LEFT, width: WIDTH });
  }
  doc.moveDown(0.8);
  write(doc, p.skills.map((s) => s.printed).join(' · '), { x: LEFT, width: WIDTH });
  doc.end();
  return bytes;
}
