// The candidates domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/candidates/ is its own.
export { candidateCards, maskEmail, maskPhone, yearsOf, type CandidateCard } from './cards.ts';
export { pagingOf } from './paging.ts';
export { FINDABLE, appliedTo, companyMaySee, visibleTo } from './repo/visibility.ts';
