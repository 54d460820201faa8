// The board's consent policy (docs/consent.md), read from clients.settings at the paths the console
// writes (admin/settings/settings-map.ts): consent is asked unless the board turned it off (a
// missing or malformed value asks), and a stored choice counts only for the policy version it names.
import { booleanAt, objectAt, stringAt, type JsonObject } from '../db/json-read.ts';

export type ConsentPolicy = { required: boolean; policyVersion: string };

/** The contract's policy version pattern; anything else stored counts as unset. */
const VERSION = /^[A-Za-z0-9._-]{1,40}$/;
export const DEFAULT_POLICY_VERSION = '1';

export function consentPolicyOf(settings: JsonObject): ConsentPolicy {
  const consent = objectAt(objectAt(settings, 'analytics'), 'consent');
  return {
    required: booleanAt(consent, 'required') !== false,
    policyVersion: stringAt(consent, 'policyVersion', VERSION, 40) ?? DEFAULT_POLICY_VERSION,
  };
}
