// Isolation probes of the posting operations (see types.ts).
import type { ProbeMap } from './types.ts';

export const postingProbes: ProbeMap = {};
