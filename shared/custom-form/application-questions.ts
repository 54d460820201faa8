// The questions an application answers: the board's own (the custom fields of its job application
// form, asked of every applicant) first, then the job's. One list for the apply screens, the
// server's check and the employer's reading of the answers, so all three agree. Answers share one
// map, so a job question under a key the board already asks is left out rather than asked twice.
import type { FormField } from './types.ts';

const bySort = (list: readonly FormField[]) => [...list].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));

export function applicationQuestions(
  boardFields: readonly FormField[],
  jobQuestions: readonly FormField[],
): FormField[] {
  const board = bySort(boardFields);
  const taken = new Set(board.map((f) => f.keyNm));
  const own = bySort(jobQuestions).filter((q) => !taken.has(q.keyNm));
  return [...board, ...own].map((field, sortOrder) => ({ ...field, sortOrder }));
}
