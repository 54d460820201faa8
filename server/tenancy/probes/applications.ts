// Isolation probes of applications operations (see types.ts).
import type { ProbeMap } from './types.ts';

export const applicationProbes: ProbeMap = {};
