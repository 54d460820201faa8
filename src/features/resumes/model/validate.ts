// The contract's rules for a resume, checked in the browser before saving so the builder never
// sends what the server would refuse (contract/schemas/resumes.yaml: ResumeHeaderInput,
// ResumeUpdateInput). Errors are keyed by the field's path in the request body, the same names
// the server uses in its 400 answers (`experiences.0.company`), so both land on the same input.
import { t } from '@lingui/core/macro';
import { isBlank, type Entry, type ResumeDraft } from './draft';
import { customSpec, educationSpec, experienceSpec, MAX_OBJECTIVE, MAX_SKILL_LENGTH, projectSpec } from './sections';
import type { FieldSpec, ListSpec } from './sections';

export type FieldErrors = Record<string, string>;

const NAME = /^[A-Za-zÀ-ÖØ-öø-ÿ]+(?: [A-Za-zÀ-ÖØ-öø-ÿ]+)*$/;
const EMAIL =
  /^[A-Za-z0-9_%+-][A-Za-z0-9._%+-]*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,10}$/;
const PHONE = /^\+?[0-9][0-9 ]{4,19}$/;
const HEX = /^#[0-9a-fA-F]{6}$/;

const tooLong = (max: number) => t`Keep it to ${max} characters or fewer`;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** `linkedin.com/in/me` → `https://linkedin.com/in/me`, so a pasted address without a scheme is accepted. */
export function withScheme(value: string): string {
  const text = value.trim();
  if (!text || /^[a-z][a-z0-9+.-]*:/i.test(text)) return text;
  return `https://${text.replace(/^\/+/, '')}`;
}

function checkHeader(draft: ResumeDraft, out: FieldErrors): void {
  const { name, email, mobNo, linkedIn, location } = draft.header;
  const n = name.trim();
  if (!n) out.name = t`Enter the name to print at the top`;
  else if (n.length < 2 || n.length > 60) out.name = t`Use 2 to 60 characters`;
  else if (!NAME.test(n)) out.name = t`Use letters with single spaces only`;
  const e = email.trim();
  if (e.length > 254) out.email = tooLong(254);
  else if (e && !EMAIL.test(e)) out.email = t`Enter an e-mail address like name@example.com`;
  const p = mobNo.trim();
  if (p && !PHONE.test(p)) out.mobNo = t`Use digits and spaces, with an optional + in front (5 to 20 characters)`;
  const l = linkedIn.trim();
  if (l.length > 200) out.linkedIn = tooLong(200);
  else if (l && !isWebAddress(l)) out.linkedIn = t`Enter a web address like https://www.linkedin.com/in/your-name`;
  if (location.trim().length > 100) out.location = tooLong(100);
}

function checkList<F extends string>(spec: ListSpec<F>, entries: Entry<F>[], out: FieldErrors): void {
  entries.forEach((entry, index) => {
    // A new entry still empty is not sent (draft.ts), so nothing in it is wrong yet.
    if (isBlank(entry)) return;
    spec.fields.forEach((field: FieldSpec<F>) => {
      const value = entry.values[field.name].trim();
      const path = `${spec.key}.${index}.${field.name}`;
      if (field.missing && !value) out[path] = field.missing;
      else if (value.length > field.max) out[path] = tooLong(field.max);
    });
  });
}

export function validateDraft(draft: ResumeDraft): FieldErrors {
  const out: FieldErrors = {};
  checkHeader(draft, out);
  if (draft.objective.trim().length > MAX_OBJECTIVE) out.objective = tooLong(MAX_OBJECTIVE);
  checkList(experienceSpec(), draft.experiences, out);
  checkList(educationSpec(), draft.education, out);
  checkList(projectSpec(), draft.projects, out);
  checkList(customSpec(), draft.customSections, out);
  const longSkill = draft.skills.find((s) => s.trim().length > MAX_SKILL_LENGTH);
  if (longSkill) out.skills = t`Keep each skill to ${MAX_SKILL_LENGTH} characters (“${longSkill.slice(0, 20)}…”)`;
  if (!HEX.test(draft.settings.themeColor)) out['settings.themeColor'] = t`Use a colour like #1c7ed6`;
  return out;
}

const HEADER_FIELDS = new Set(['name', 'email', 'mobNo', 'linkedIn', 'location']);

/** Whether an error blocks the header call (`updateResumeHeader`) or the content call. */
export function isHeaderPath(path: string): boolean {
  return HEADER_FIELDS.has(path);
}
