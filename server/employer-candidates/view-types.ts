// The kinds of candidate_views rows (the contract's TrackUserType): what one row counts.
export const PROFILE_VIEW = 1;
export const RESUME_VIEW = 2;
/** Written only by a charged contact reveal (reveal.ts). */
export const CONTACT_VIEW = 3;
export type ViewType = 1 | 2 | 3;
