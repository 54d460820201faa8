// Isolation probes of the discovery operations (see types.ts).
import type { ProbeMap } from './types.ts';

export const discoveryProbes: ProbeMap = {};
