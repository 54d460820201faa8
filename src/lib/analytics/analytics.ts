// Analytics fan-out: identify, capture, reset and group go to every provider the tenant's settings
// turn on (Google Tag Manager, PostHog, the first-party endpoint). With none configured nothing is
// sent and nothing loads from outside.
export type AnalyticsProvider = {
  name: string;
  identify: (userId: string, traits: Record<string, unknown>) => void;
  capture: (event: string, props: Record<string, unknown>) => void;
  reset: () => void;
  group: (kind: string, id: string, traits: Record<string, unknown>) => void;
  /** Stops for good when the visitor withdraws consent: drops what is queued and forgets its identifier. */
  stop?: () => void;
};

const providers: AnalyticsProvider[] = [];
let baseProps: Record<string, unknown> = {};

/** Adds a provider once per name; the returned function takes it out again. */
export function addAnalyticsProvider(p: AnalyticsProvider): () => void {
  if (!providers.some((x) => x.name === p.name)) providers.push(p);
  return () => {
    const i = providers.indexOf(p);
    if (i >= 0) providers.splice(i, 1);
  };
}

/** Properties sent with every event, such as the role and the forwarded click identifiers. */
export function setAnalyticsContext(props: Record<string, unknown>): void {
  baseProps = { ...baseProps, ...props };
}

function each(fn: (p: AnalyticsProvider) => void): void {
  for (const p of providers) {
    try {
      fn(p);
    } catch (e) {
      console.error(`analytics provider ${p.name} failed`, e);
    }
  }
}

export const analytics = {
  identify: (userId: string, traits: Record<string, unknown>) =>
    each((p) => p.identify(userId, { ...baseProps, ...traits })),
  capture: (event: string, props: Record<string, unknown> = {}) =>
    each((p) => p.capture(event, { ...baseProps, ...props })),
  reset: () => each((p) => p.reset()),
  group: (kind: string, id: string, traits: Record<string, unknown>) => each((p) => p.group(kind, id, traits)),
};
