// The board's word for "Job" in the app's texts. The build wraps every text literal of the
// screens that says job or jobs in these (scripts/vite-job-words.ts), so a screen's author writes
// plain English; code that builds a text elsewhere (a toast, a title) calls jobWords itself.
import { applyJobHeading } from '@shared/words/job-heading.ts';
import { boardBoot } from '@/lib/branding/board-boot';

export function jobWords(text: string): string {
  const heading = boardBoot()?.jobHeading;
  return heading ? applyJobHeading(text, heading) : text;
}

/** A template literal whose fixed parts are put into the board's words; the values are data and stay. */
export function jobWordsTemplate(strings: TemplateStringsArray, ...values: unknown[]): string {
  let out = jobWords(strings[0] ?? '');
  values.forEach((value, i) => {
    out += String(value) + jobWords(strings[i + 1] ?? '');
  });
  return out;
}
