// The names of the resume vertical's background tasks, apart from their code, so that sending one
// (parse-start.ts) does not load the parser.
export const PARSE_TASK = 'resumes.parse';
export const SWEEP_TASK = 'resumes.sweep';
