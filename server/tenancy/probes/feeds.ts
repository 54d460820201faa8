// Isolation probes of the feeds operations (see types.ts).
import type { ProbeMap } from './types.ts';

export const feedsProbes: ProbeMap = {};
