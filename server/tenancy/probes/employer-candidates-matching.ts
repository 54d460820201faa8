// Isolation probes of matched candidates and candidate recommendations (see types.ts).
import type { ProbeMap } from './types.ts';

export const candidateMatchingProbes: ProbeMap = {};
