// One request of the fuzz test. Apart from cases.ts, which gathers every kind of case, so that the
// body cases (body-cases.ts), which it gathers, can name it without an import cycle.
import type { ActorName } from './base-call.ts';

export type FuzzCase = {
  op: string;
  label: string;
  actor: ActorName;
  method: string;
  path: string;
  body?: { bytes: Buffer; type: string };
  headers?: Record<string, string>;
  /** When set, the answer must be 400 naming this field (for example `body.email`). */
  refusedField?: string;
};
