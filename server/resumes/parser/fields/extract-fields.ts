// From the lines of a resume to the parser's result: sections, contact details, jobs, education,
// projects, certificates and skills, each with how sure we are, and what could not be read.
import type { ParsedResumeResult } from '../../../db/tables-candidate-profile.ts';
import type { TextLine } from '../text/lines.ts';
import type { ParseProgress, SkillMaster } from '../types.ts';
import { certificatesOf } from './certificates.ts';
import { findEmail, findLinkedIn, findLocation, findPhone, phoneIn, type Found } from './contact.ts';
import { educationsOf } from './education.ts';
import { splitBlocks } from './entries.ts';
import { experiencesOf, headlineOf } from './experience.ts';
import { readWithoutHeadings, type Unheaded } from './headless.ts';
import { findName } from './name.ts';
import { projectsOf } from './projects.ts';
import { titleScore } from './roles.ts';
import { linesOf, splitSections } from './sections.ts';
import { indexSkills, matchSkills } from './skills.ts';
import { summaryOf, unheadedSummaryOf } from './summary.ts';

export function extractFields(
  lines: readonly TextLine[],
  master: readonly SkillMaster[],
  onProgress: ParseProgress,
): ParsedResumeResult {
  const warnings: string[] = [];
  const index = indexSkills(master);
  const texts = lines.map((l) => l.text);
  const { header, sections } = splitSections(lines);
  const headed = sections.some((s) => s.kind === 'experience' || s.kind === 'education');

  onProgress(45, 'Finding contact details');
  // Without headings the contact area ends with the last contact line near the top.
  const top = headed ? header : lines.slice(0, contactZoneEnd(texts) + 1);
  const contact = [...top, ...sections.filter((s) => s.kind === 'contact').flatMap((s) => s.lines)].map((l) => l.text);
  const email = findEmail(contact, texts);
  const phone = findPhone(contact, texts);
  const linkedIn = findLinkedIn(texts);
  const location = findLocation(contact, texts);
  const name = findName(top.length ? top : lines.slice(0, 12), email?.value ?? null);
  if (!name) warnings.push('We could not find your name.');
  if (!email) warnings.push('No e-mail address found.');
  if (!phone) warnings.push('No phone number found.');

  onProgress(55, 'Finding jobs');
  let unheaded: Unheaded | null = null;
  if (!headed) {
    unheaded = readWithoutHeadings(texts.slice(top.length), index);
    warnings.push(
      'No section headings found; jobs and education were read from their dates and degrees, so check them.',
    );
  }
  const jobBlocks = unheaded ? unheaded.jobs : splitBlocks(linesOf(sections, 'experience'), { dated: true });
  const experiences = experiencesOf(jobBlocks, headed, warnings);

  onProgress(70, 'Finding education');
  const educations = educationsOf(unheaded ? unheaded.education : linesOf(sections, 'education'), warnings);

  onProgress(80, 'Finding projects and certificates');
  const projects = projectsOf(splitBlocks(linesOf(sections, 'projects'), { dated: false }));
  const certificates = certificatesOf(linesOf(sections, 'certificates'));

  const about =
    summaryOf(linesOf(sections, 'summary')) ??
    unheaded?.about ??
    unheadedSummaryOf(top.map((l) => l.text).slice(name ? 1 : 0));

  onProgress(90, 'Matching skills');
  const listed = [
    ...linesOf(sections, 'skills'),
    ...texts.filter((t) => /^(?:(?:technical|key|core)\s+)?skills\s*[:–-]\s*\S/i.test(t)),
    ...(unheaded?.skills ?? []),
  ];
  // Skills named where the candidate used them; a certificate or a degree names a subject, not a skill.
  const used = [
    ...experiences.map((e) => e.description ?? ''),
    ...projects.map((p) => p.desc ?? ''),
    about?.value ?? '',
  ];
  const skillIds = matchSkills(listed, used, index);
  if (!skillIds.length) warnings.push('No skills found.');
  const headline = headlineFound(experiences, top, name?.value ?? null);

  return {
    confidence: {
      name: score(name),
      email: score(email),
      mobNo: score(phone),
      headline: score(headline),
      about: score(about),
      linkedIn: score(linkedIn),
      location: score(location),
    },
    name: name?.value ?? null,
    email: email?.value ?? null,
    mobNo: phone?.value.mobNo ?? null,
    countryCode: phone?.value.countryCode ?? null,
    headline: headline?.value ?? null,
    about: about?.value ?? null,
    linkedIn: linkedIn?.value ?? null,
    location: location?.value ?? null,
    skillIds,
    experiences,
    educations,
    projects,
    certificates,
    warnings,
  };
}

const score = (found: Found<unknown> | null) => (found ? Math.round(found.confidence * 100) / 100 : 0);

/** The current (else latest) job's title; without jobs, a title-like line under the name. */
function headlineFound(
  jobs: Parameters<typeof headlineOf>[0],
  top: readonly TextLine[],
  name: string | null,
): Found<string> | null {
  const job = headlineOf(jobs);
  if (job?.title) return { value: job.title, confidence: (job.confidence ?? 0.5) * 0.9 };
  const line = top.find((l) => l.text !== name && titleScore(l.text) > 0 && l.text.length <= 60);
  return line ? { value: line.text, confidence: 0.55 } : null;
}

const CONTACT_LINE = /@|linkedin\.com|\+\d/i;

/** The index of the last line among the first ten that carries contact details (or 0). */
function contactZoneEnd(texts: readonly string[]): number {
  let end = 0;
  texts.slice(0, 10).forEach((t, i) => {
    if (CONTACT_LINE.test(t) || phoneIn(t) || findLocation([t], []) !== null) end = i;
  });
  return end;
}
