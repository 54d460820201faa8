// Isolation probes of imports operations (see types.ts).
import type { ProbeMap } from './types.ts';

export const importProbes: ProbeMap = {};
