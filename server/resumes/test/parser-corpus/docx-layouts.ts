// DOCX layouts written with the docx package: 'headings' (Word headings in their synonyms, the
// company (and city) and a right-tab date over the title, list bullets, skill categories) and 'table' (no headings: jobs
// and education in tables, an inline 'Skills:' line). List bullets are numbering, not characters,
// so the text the parser gets has no bullet marks, as with real Word files.
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Tab,
  TabStopPosition,
  TabStopType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { bulletText, month, period, printedGrade, years, type DateStyle, type Variant } from './format.ts';
import type { Person } from './people.ts';

const para = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
const bulleted = (text: string) => new Paragraph({ text, bullet: { level: 0 } });
const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 });
const tabbed = (left: string, right: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
    children: [new TextRun({ text: left, bold: true }), new TextRun({ children: [new Tab(), right] })],
  });

async function pack(children: (Paragraph | Table)[]): Promise<Uint8Array> {
  const buffer = await Packer.toBuffer(new Document({ sections: [{ children }] }));
  return new Uint8Array(buffer);
}

const HEADINGS = {
  summary: ['Professional Summary', 'Career Objective', 'Profile'],
  experience: ['Work Experience', 'Professional Experience', 'Employment History'],
  education: ['Education', 'Academic Qualifications', 'Education and Training'],
  skills: ['Skills', 'Key Skills', 'Skills & Tools'],
  projects: ['Projects', 'Personal Projects', 'Key Projects'],
  certificates: ['Certifications', 'Certificates', 'Licenses'],
};
const pick = (names: readonly string[], i: number) => names[i % names.length] ?? names[0] ?? '';

export function headingsDocx(p: Person, v: Variant): Promise<Uint8Array> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ text: p.name, heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }),
    para([p.email, p.phone.printed, p.location].join(' | ')),
  ];
  if (p.linkedIn) children.push(para(p.linkedIn));
  children.push(heading(pick(HEADINGS.summary, v.synonym)), para(p.summary));
  const experience = () => {
    children.push(heading(pick(HEADINGS.experience, v.synonym)));
    for (const job of p.jobs) {
      const company = v.order === 'at' ? `${job.company}, ${p.location}` : job.company;
      children.push(tabbed(company, period(job.from, job.to, v.style, v.dash, v.now)), para(job.title));
      children.push(...job.bullets.map((b) => bulleted(bulletText(b, v))));
    }
  };
  const education = () => {
    children.push(heading(pick(HEADINGS.education, v.synonym)));
    for (const e of p.educations) {
      children.push(tabbed(e.institute, years(e.from, e.to)));
      const degree = [`${e.qualification}, ${e.field}`, e.grade && printedGrade(e.grade, false)].filter(Boolean);
      children.push(para(degree.join(' — ')));
    }
  };
  if (v.educationFirst) education();
  experience();
  if (!v.educationFirst) education();
  children.push(heading(pick(HEADINGS.skills, v.synonym)));
  const master = p.skills.filter((s) => s.master).map((s) => s.printed);
  const free = p.skills.filter((s) => !s.master).map((s) => s.printed);
  children.push(para(`Technical: ${master.join(', ')}`));
  if (free.length) children.push(para(`Professional: ${free.join(', ')}`));
  if (p.projects.length) {
    children.push(heading(pick(HEADINGS.projects, v.synonym)));
    for (const pr of p.projects) children.push(para(pr.title, true), para(pr.desc));
  }
  if (p.certificates.length) {
    children.push(heading(pick(HEADINGS.certificates, v.synonym)));
    for (const c of p.certificates) children.push(bulleted(`${c.title} | ${c.issuer} | ${month(c.date, 'long')}`));
  }
  return pack(children);
}

const cell = (paragraphs: Paragraph[], width: number) =>
  new TableCell({ children: paragraphs, width: { size: width, type: WidthType.PERCENTAGE } });

export function tableDocx(p: Person, { style }: { style: DateStyle }): Promise<Uint8Array> {
  const jobRows = p.jobs.map(
    (job) =>
      new TableRow({
        children: [
          cell([para(period(job.from, job.to, style, ' – ', 'Till date'))], 22),
          cell([para(job.title, true), para(job.company)], 28),
          cell(
            job.bullets.map((b) => para(b)),
            50,
          ),
        ],
      }),
  );
  const studyRows = p.educations.map(
    (e) =>
      new TableRow({
        children: [
          cell([para(years(e.from, e.to))], 22),
          cell([para(e.institute, true)], 28),
          cell([para(`${e.qualification} in ${e.field}`), ...(e.grade ? [para(printedGrade(e.grade, true))] : [])], 50),
        ],
      }),
  );
  const children: (Paragraph | Table)[] = [
    para(p.name, true),
    para(`${p.phone.printed} • ${p.email}`),
    para(p.location),
    para(p.summary),
    new Table({ rows: jobRows, width: { size: 100, type: WidthType.PERCENTAGE } }),
    para(''),
    new Table({ rows: studyRows, width: { size: 100, type: WidthType.PERCENTAGE } }),
    para(`Skills: ${p.skills.map((s) => s.printed).join(', ')}`),
  ];
  return pack(children);
}
