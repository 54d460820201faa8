// Education entries. Entries are cut where a second degree, institute or date would start (they
// seldom have descriptions to separate them); in each, the degree with its field, the institute,
// the dates (a lone year is the end) and the grade.
import type { ParsedResumeResult } from '../../../db/tables-candidate-profile.ts';
import { degreeIn, gradeIn, hasInstituteWord } from './academic.ts';
import { findDateRange, findDates, isDateOnly, toIsoDate, withoutRange } from './dates.ts';
import { isBullet, isDescription, joinWrapped, stripBullet } from './entries.ts';
import { isPlace } from './places.ts';

export type Education = ParsedResumeResult['educations'][number];

type Group = { lines: string[]; degree: boolean; institute: boolean; dated: boolean };

export function educationsOf(lines: readonly string[], warnings: string[]): Education[] {
  const groups: Group[] = [];
  for (const raw of joinOrphans(lines)) {
    const text = stripBullet(raw);
    const degree = degreeIn(text) !== null;
    const institute = hasInstituteWord(withoutDegree(text));
    const dated = findDates(text).length > 0 && !isDescription(text);
    const current = groups[groups.length - 1];
    const clash =
      current && ((degree && current.degree) || (institute && current.institute) || (dated && current.dated));
    if (!current || clash) groups.push({ lines: [text], degree, institute, dated });
    else {
      current.lines.push(text);
      current.degree ||= degree;
      current.institute ||= institute;
      current.dated ||= dated;
    }
  }
  const educations: Education[] = [];
  for (const group of groups) {
    if (!group.degree && !group.institute) continue;
    const education = educationOf(group.lines);
    if (!education.instiNm) warnings.push(`Could not tell the institute for '${education.qualification}'.`);
    if (!education.from && !education.to)
      warnings.push(`No dates found for the education at ${education.instiNm ?? education.qualification}.`);
    educations.push(education);
  }
  return educations;
}

const SEGMENT = /\t|\s+[|•·]\s+|\s+[–—]\s+|\s-\s|,\s+|\s*[()]\s*/;

function educationOf(lines: readonly string[]): Education {
  let grade: string | null = null;
  let from: string | null = null;
  let to: string | null = null;
  let qualification: string | null = null;
  let fieldOfStudy: string | null = null;
  let institute: string | null = null;
  let instituteByWord = false;
  const leftovers: string[] = [];
  for (let text of lines) {
    if (isDescription(text)) continue;
    const g = gradeIn(text);
    if (g) {
      grade ??= g.grade;
      text = (text.slice(0, g.start) + '\t' + text.slice(g.end)).replace(/\b(?:with|grade|score)\s*:?\s*(?=\t)/i, '');
    }
    const range = findDateRange(text) ?? findDates(text)[0] ?? null;
    if (range && !from && !to) {
      from = range.to || range.isCurrent ? toIsoDate(range.from) : null;
      to = range.to ? toIsoDate(range.to) : range.isCurrent ? null : toIsoDate(range.from);
      text = withoutRange(text, range);
    }
    const degree = degreeIn(text);
    if (degree && !qualification) {
      qualification = degree.text.replace(/[.,]$/, '').trim() || null;
      const before = text.slice(0, degree.start);
      const after = text.slice(degree.end);
      const [field, ...rest] = after.replace(/^[\s,:(–—-]*(?:in|of)?\s*/i, '').split(SEGMENT);
      fieldOfStudy = field?.replace(/[)\s.]+$/, '').trim() || null;
      text = [before, ...rest].join('\t');
    }
    let afterInstitute = false;
    for (const segment of text.split(SEGMENT)) {
      const part = segment?.replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '').trim();
      if (!part || isDateOnly(part) || /^(?:expected|class of|graduat\w*)$/i.test(part)) continue;
      if (!instituteByWord && hasInstituteWord(part)) {
        institute = part;
        instituteByWord = true;
        afterInstitute = true;
        continue;
      }
      // 'University of California, Berkeley': a campus name after the institute is part of it; a city is not.
      if (afterInstitute && institute && /^\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?$/u.test(part) && !isPlace(part))
        institute += `, ${part}`;
      else if (!isPlace(part)) leftovers.push(part);
      afterInstitute = false;
    }
  }
  if (fieldOfStudy && hasInstituteWord(fieldOfStudy) && !instituteByWord) {
    institute = fieldOfStudy;
    instituteByWord = true;
    fieldOfStudy = null;
  }
  institute ??= leftovers[0] ?? null;
  const confidence =
    0.3 + (instituteByWord ? 0.3 : institute ? 0.12 : 0) + (qualification ? 0.25 : 0) + (from || to ? 0.15 : 0);
  return {
    instiNm: institute,
    qualification,
    fieldOfStudy,
    from,
    to,
    grade,
    confidence: Math.round(Math.min(0.95, confidence) * 100) / 100,
  };
}

const DANGLING = /(?:,|\b(?:with|and|of|in|for|first|second|upper|lower))$/i;

/**
 * Wrapped lines joined back to the line they end: after a dangling word ('First Class with' then
 * 'Distinction'), or a word or two that is no degree, institute or date of its own ('Class').
 */
function joinOrphans(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    const orphan =
      line.split(/\s+/).length <= 2 &&
      !degreeIn(line) &&
      !hasInstituteWord(line) &&
      !findDates(line).length &&
      !isBullet(line);
    if (previous !== undefined && (DANGLING.test(previous) || orphan || /^\p{Ll}/u.test(line)))
      out[out.length - 1] = joinWrapped(previous, line);
    else out.push(line);
  }
  return out;
}

function withoutDegree(text: string): string {
  const d = degreeIn(text);
  return d ? text.slice(0, d.start) + text.slice(d.end) : text;
}
