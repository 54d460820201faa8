// What the resume prints before any layout, as the PDF works it out (server/resumes/pdf/model.ts):
// the name, the contact details in their order, and the sections in print order with the show
// flags applied; a hidden section, or one with nothing in it, is left out.
import { t } from '@lingui/core/macro';
import type { ResumeView } from '../model/draft';
import { linesOf } from '@shared/resumes/lines.ts';

export type PreviewEntry = {
  title: string;
  subtitle: string | null;
  date: string | null;
  aside: string | null;
  text: string | null;
};

export type PreviewSection =
  | { kind: 'text'; title: string; text: string; bullets: boolean }
  | { kind: 'entries'; title: string; entries: PreviewEntry[]; bullets: boolean }
  | { kind: 'skills'; title: string; skills: string[]; bullets: boolean };

export type PreviewModel = { name: string; contact: string[]; sections: PreviewSection[] };

const text = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);

function contactOf(v: ResumeView): string[] {
  const linkedIn = text(v.linkedIn)
    ?.replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/$/, '');
  return [text(v.email), text(v.mobNo), text(v.location), linkedIn].filter((c): c is string => Boolean(c));
}

export function previewModelOf(v: ResumeView): PreviewModel {
  const { show } = v;
  const sections: PreviewSection[] = [];
  if (show.objective.content && linesOf(v.objective).length)
    sections.push({ kind: 'text', title: t`Objective`, text: v.objective ?? '', bullets: show.objective.bullets });
  if (show.experiences.content && v.experiences.length)
    sections.push({
      kind: 'entries',
      title: t`Experience`,
      bullets: show.experiences.bullets,
      entries: v.experiences.map((e) => ({
        title: e.jobTitle,
        subtitle: e.company,
        date: text(e.date),
        aside: null,
        text: e.description ?? null,
      })),
    });
  if (show.education.content && v.education.length)
    sections.push({
      kind: 'entries',
      title: t`Education`,
      bullets: show.education.bullets,
      entries: v.education.map((e) => ({
        title: e.degree,
        subtitle: e.university,
        date: text(e.date),
        aside: text(e.grades),
        text: e.additionalInfo ?? null,
      })),
    });
  if (show.projects.content && v.projects.length)
    sections.push({
      kind: 'entries',
      title: t`Projects`,
      bullets: show.projects.bullets,
      entries: v.projects.map((p) => ({
        title: p.projectName,
        subtitle: null,
        date: text(p.date),
        aside: null,
        text: p.description ?? null,
      })),
    });
  if (show.skills.content && v.skills.length)
    sections.push({ kind: 'skills', title: t`Skills`, skills: v.skills, bullets: show.skills.bullets });
  if (show.customSections.content)
    for (const c of v.customSections)
      if (linesOf(c.content).length)
        sections.push({ kind: 'text', title: c.sectionName, text: c.content, bullets: show.customSections.bullets });
  return { name: v.name, contact: contactOf(v), sections };
}
