// Extra templates and themes (plan flag resume_templates, sold to candidates): the resume builder
// itself (resume_builder) makes the classic template in the default theme colour; the modern
// template and any other theme colour need resume_templates. Only a change is refused: a resume
// styled while the plan had the flag keeps its look, and saving its content (the web app sends the
// whole settings object with it) goes on working after the plan ends.
import { AppError } from '../errors/errors.ts';
import { DEFAULT_SETTINGS, type ResumeLook } from '../../shared/resumes/defaults.ts';

export const NO_EXTRA_LOOKS = 'Your plan does not include resume templates and theme colours';

/** The extra parts of a look (what resume_templates sells) that `next` takes and `kept` had not. */
function newExtras(next: ResumeLook, kept: ResumeLook | null): ('template' | 'themeColor')[] {
  const extras: ('template' | 'themeColor')[] = [];
  const colour = next.themeColor.toLowerCase();
  if (next.template !== DEFAULT_SETTINGS.template && next.template !== kept?.template) extras.push('template');
  if (colour !== DEFAULT_SETTINGS.themeColor && colour !== kept?.themeColor.toLowerCase()) extras.push('themeColor');
  return extras;
}

/**
 * Refuses (403, naming the settings at fault) a look that takes a template or theme colour the
 * plan does not sell, unless the resume had it already (`kept`, null for a new resume).
 * `allowed` is asked only when the look has something extra.
 */
export async function assertLookAllowed(
  next: ResumeLook,
  kept: ResumeLook | null,
  allowed: () => Promise<boolean>,
): Promise<void> {
  const extras = newExtras(next, kept);
  if (!extras.length || (await allowed())) return;
  throw new AppError(403, 'ERROR', NO_EXTRA_LOOKS, {
    fields: extras.map((f) => ({ field: `body.settings.${f}`, message: NO_EXTRA_LOOKS })),
  });
}
