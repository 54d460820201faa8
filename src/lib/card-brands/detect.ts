// The one brand detection, shared with the server's sandbox gateway (shared/card-brand-detect.ts).
export { cardBrandOf } from '@shared/card-brand-detect.ts';
