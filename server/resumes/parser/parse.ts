// The whole parse in the calling thread: text, then fields. It never throws; every failure is an
// outcome. parseResumeInWorker (run-in-worker.ts) runs this in a worker thread, within bounds.
import { failure, failureOf } from './failures.ts';
import { extractFields } from './fields/extract-fields.ts';
import { extractText } from './text/extract.ts';
import { hasReadableText } from './text/lines.ts';
import type { ParseLimits, ParseOutcome, ParseProgress, ResumeMime, SkillMaster } from './types.ts';

export async function parseResume(
  bytes: Uint8Array,
  mime: ResumeMime,
  skills: readonly SkillMaster[],
  limits: ParseLimits,
  onProgress: ParseProgress = () => {},
): Promise<ParseOutcome> {
  try {
    onProgress(5, 'Reading the text');
    const text = await extractText(bytes, mime, limits, (done) =>
      onProgress(5 + Math.round(done * 35), 'Reading the text'),
    );
    if (!hasReadableText(text.lines))
      return failure(
        'NO_TEXT',
        mime === 'application/pdf'
          ? undefined
          : 'This document has no text we can read; it may hold only pictures. Upload a Word file or PDF with the text of your resume.',
      );
    return { ok: true, result: extractFields(text.lines, skills, onProgress) };
  } catch (error) {
    return failureOf(error);
  }
}
