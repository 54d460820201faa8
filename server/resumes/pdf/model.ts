// What a resume prints, before any layout: the header, and the sections in order with the show
// flags applied (a hidden or empty section is left out) and each text cut into lines.
import type { components } from '@generated/schema';
import { completeShow } from '../../../shared/resumes/defaults.ts';
import { linesOf } from '../../../shared/resumes/lines.ts';

type S = components['schemas'];

export type Entry = {
  title: string;
  /** The company or university, under the title. */
  subtitle: string | null;
  date: string | null;
  /** Printed right of the subtitle (the grades). */
  aside: string | null;
  lines: string[];
  bullets: boolean;
};

export type Section =
  | { kind: 'text'; title: string; lines: string[]; bullets: boolean }
  | { kind: 'entries'; title: string; entries: Entry[] }
  | { kind: 'skills'; title: string; skills: string[]; bullets: boolean };

export type Contact = { kind: 'email' | 'phone' | 'location' | 'linkedIn'; text: string; link: string | null };

export type ResumeModel = {
  name: string;
  contact: Contact[];
  sections: Section[];
  skills: Extract<Section, { kind: 'skills' }> | null;
};

/** Bullets only for text of more than one line: a single line as a bullet is just a paragraph with a dot. */
const bulletsFor = (lines: string[], flag: boolean) => flag && lines.length > 1;

const text = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);

function contactOf(r: S['Resume']): Contact[] {
  const out: Contact[] = [];
  const email = text(r.email);
  if (email) out.push({ kind: 'email', text: email, link: `mailto:${email}` });
  const phone = text(r.mobNo);
  if (phone) out.push({ kind: 'phone', text: phone, link: `tel:${phone.replace(/\s+/g, '')}` });
  const location = text(r.location);
  if (location) out.push({ kind: 'location', text: location, link: null });
  const linkedIn = text(r.linkedIn);
  if (linkedIn)
    out.push({
      kind: 'linkedIn',
      text: linkedIn.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, ''),
      link: /^https?:\/\//.test(linkedIn) ? linkedIn : null,
    });
  return out;
}

function entry(e: Omit<Entry, 'lines' | 'bullets'>, description: string | undefined, bullets: boolean): Entry {
  const lines = linesOf(description);
  return { ...e, lines, bullets: bulletsFor(lines, bullets) };
}

export function modelOf(r: S['Resume']): ResumeModel {
  const show = completeShow(r.show);
  const sections: Section[] = [];
  const objective = linesOf(r.objective);
  if (show.objective.content && objective.length)
    sections.push({
      kind: 'text',
      title: 'Objective',
      lines: objective,
      bullets: bulletsFor(objective, show.objective.bullets),
    });
  if (show.experiences.content && r.experiences.length)
    sections.push({
      kind: 'entries',
      title: 'Experience',
      entries: r.experiences.map((e) =>
        entry(
          { title: e.jobTitle, subtitle: e.company, date: text(e.date), aside: null },
          e.description,
          show.experiences.bullets,
        ),
      ),
    });
  if (show.education.content && r.education.length)
    sections.push({
      kind: 'entries',
      title: 'Education',
      entries: r.education.map((e) =>
        entry(
          { title: e.degree, subtitle: e.university, date: text(e.date), aside: text(e.grades) },
          e.additionalInfo,
          show.education.bullets,
        ),
      ),
    });
  if (show.projects.content && r.projects.length)
    sections.push({
      kind: 'entries',
      title: 'Projects',
      entries: r.projects.map((e) =>
        entry(
          { title: e.projectName, subtitle: null, date: text(e.date), aside: null },
          e.description,
          show.projects.bullets,
        ),
      ),
    });
  const skillNames = r.skills.map((s) => s.skillName.trim()).filter(Boolean);
  const skills =
    show.skills.content && skillNames.length
      ? { kind: 'skills' as const, title: 'Skills', skills: skillNames, bullets: show.skills.bullets }
      : null;
  if (skills) sections.push(skills);
  if (show.customSections.content)
    for (const c of r.customSections) {
      const lines = linesOf(c.content);
      if (lines.length)
        sections.push({
          kind: 'text',
          title: c.sectionName.trim(),
          lines,
          bullets: bulletsFor(lines, show.customSections.bullets),
        });
    }
  return { name: r.name, contact: contactOf(r), sections, skills };
}
