// The board a request's Host header chose. Apart from context.ts (which joins it with the app's
// parts, chat's among them), so that a domain module can name it without an import cycle.
export type Tenant = {
  id: string;
  name: string;
  slug: string;
  status: 'onboarding' | 'active' | 'suspended';
  subscription: string;
  tier: string;
  settings: Record<string, unknown>;
  appearance: Record<string, unknown>;
  /** The host this request came in on. */
  host: string;
  primaryHost: string;
};
