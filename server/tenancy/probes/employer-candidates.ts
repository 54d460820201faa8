// Isolation probes of contact reveals, view tracks, viewed candidates, invitations and notes (see types.ts).
import type { ProbeMap } from './types.ts';

export const employerCandidateProbes: ProbeMap = {};
