// Isolation probes of candidate search, saved searches and candidate lists (see types.ts).
import type { ProbeMap } from './types.ts';

export const searchProbes: ProbeMap = {};
