// Every way a parse can fail, with the message the candidate sees. Extraction code throws a
// ParseFailureError; parse.ts and run-in-worker.ts turn it (and anything else) into a ParseOutcome.
import type { ParseFailure, ParseOutcome } from './types.ts';

const MESSAGES: Record<ParseFailure, string> = {
  NO_TEXT:
    'This PDF has no text we can read; it looks like a scanned image. Upload a PDF saved from a word processor, or a Word file.',
  ENCRYPTED: 'This file is protected with a password. Save or export it again without a password, then upload it.',
  TOO_MANY_PAGES: 'This file has too many pages for a resume. Upload a shorter version.',
  TOO_LARGE: 'This file is too large for a resume. Upload a PDF or Word file under 25 MB.',
  MALFORMED:
    'We could not read this file; it may be damaged or not really a PDF or Word file. Save it again from your word processor and upload it.',
  TIMEOUT: 'Reading this file took too long. Upload a simpler version, such as a PDF saved from a word processor.',
  OUT_OF_MEMORY:
    'This file needs more memory to read than a resume should. Upload a simpler version, such as a PDF saved from a word processor.',
};

export class ParseFailureError extends Error {
  constructor(
    readonly code: ParseFailure,
    message: string = MESSAGES[code],
  ) {
    super(message);
    this.name = 'ParseFailureError';
  }
}

export function failure(code: ParseFailure, message: string = MESSAGES[code]): ParseOutcome {
  return { ok: false, code, message };
}

/** Any error as an outcome: ours keep their code and message, anything else is an unreadable file. */
export function failureOf(error: unknown): ParseOutcome {
  if (error instanceof ParseFailureError) return failure(error.code, error.message);
  return failure('MALFORMED');
}
