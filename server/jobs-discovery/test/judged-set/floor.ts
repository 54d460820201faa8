// The judged set's recorded floors: judged-set.test.ts fails when the public job search ranks
// any class of queries worse than this. They are the figures measured when they were written,
// nDCG@10 and precision@5 rounded down to two decimals and the zero-result rate rounded up, the
// lower (or for the zero-result rate the higher) of the PGlite and the PostgreSQL run.
//
// To update after a change to the search: run the test on both engines
//   DB_ENGINE=pglite npx vitest run --project api server/jobs-discovery/judged-set.test.ts
//   DB_ENGINE=postgres npx vitest run --project api server/jobs-discovery/judged-set.test.ts
// and paste the "floors as measured" block it prints, taking the worse engine's figure where
// they differ. Raise floors when the ranking improves; lower one only for a judged reason (a
// query or grade changed), never to let a worse ranking pass.
import type { QueryClass } from './queries.ts';

export type Floor = { ndcg: number; p5: number; maxZeroRate: number };

// Measured on 2026-12-04 over 156 queries and 215 jobs; PGlite and PostgreSQL ranked alike. Issue 51
// grew the set where an outside judged set was weakest, 17 abbreviations and trade words ("bde",
// "ca", "sr accountant", "doctor", "telesales") and 17 misspellings ("recuiter", "docter",
// "buisness development executive"): as first asked they scored synonyms 0.65 (six found
// nothing), typos 0.88, overall 0.84. The dictionary's new groups, corrections to a dictionary
// word and with its synonyms, related roles for sales, accounts, system administration and mobile
// apps, and level words ("senior", "executive") weighed under role words raised them to 0.93,
// 0.93 and 0.93. Precision@5 floors came down for a judged reason: several new queries name a
// role the board holds once ("doctor", "cook"), where precision@5 is at most 0.2. Before (122
// queries): overall 0.92, raised from 0.90 by related roles and the title's role word, and from
// 0.86 by the role elsewhere after a place's own jobs, the typed spelling above its synonyms,
// software developers as engineers, "UI/UX" as its parts, place aliases ("Bangalore") and
// corrections that complete a phrase ("sofware engineer"); docs/job-search.md.
export const FLOORS: Record<QueryClass | 'overall', Floor> = {
  title: { ndcg: 0.94, p5: 0.61, maxZeroRate: 0 },
  variants: { ndcg: 0.92, p5: 0.93, maxZeroRate: 0 },
  synonyms: { ndcg: 0.93, p5: 0.73, maxZeroRate: 0 },
  partial: { ndcg: 0.91, p5: 0.66, maxZeroRate: 0 },
  typos: { ndcg: 0.93, p5: 0.59, maxZeroRate: 0 },
  location: { ndcg: 0.94, p5: 0.34, maxZeroRate: 0 },
  overall: { ndcg: 0.93, p5: 0.64, maxZeroRate: 0 },
};
