// The resume parser's interface: what the background task hands it and what it gives back. The
// parser itself (text extraction, field extraction) lives beside this file and knows nothing of the
// database or HTTP; server/resumes/parse-task.ts runs it for a queued parsed_resumes row.
import type { ParsedResumeResult } from '../../db/tables-candidate-profile.ts';

export type ResumeMime =
  'application/pdf' | 'application/msword' | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** An item of the skills master data, to match skills against (ids kept on a match). */
export type SkillMaster = { id: string; nm: string };

/** Progress as the parser reports it: a percentage and a stage fit to show the candidate. */
export type ParseProgress = (progress: number, stage: string) => void;

/** Why a file could not be read; each comes with a message fit to show the candidate. */
export type ParseFailure =
  | 'NO_TEXT' // a scanned PDF or an image-only document
  | 'ENCRYPTED'
  | 'TOO_MANY_PAGES'
  | 'TOO_LARGE' // the file or what it unpacks to (a zip bomb) is past the bounds
  | 'MALFORMED'
  | 'TIMEOUT'
  | 'OUT_OF_MEMORY';

export type ParseOutcome =
  { ok: true; result: ParsedResumeResult } | { ok: false; code: ParseFailure; message: string };

/** The bounds every parse runs within (worker thread with memory limits, wall-clock timeout). */
export type ParseLimits = {
  maxBytes: number; // 26_214_400
  maxPages: number; // e.g. 30
  maxUnpackedBytes: number; // DOCX: total uncompressed size of the parts read
  timeoutMs: number; // e.g. 20_000
  maxHeapMb: number; // worker resourceLimits.maxOldGenerationSizeMb
};
