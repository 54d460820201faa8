// Isolation probes of forms operations (see types.ts).
import type { ProbeMap } from './types.ts';

export const formProbes: ProbeMap = {};
