// A minimal first-party PostHog client (no posthog-js): events are queued and POSTed in batches to
// the configured host's /capture/ endpoint with the project's public key. Identity follows
// PostHog's own events: $identify links the anonymous id to the user, $groupidentify sets a group.
import type { AnalyticsProvider } from '../analytics';

export type PosthogConfig = { apiKey: string; host: string };

export type PosthogOptions = {
  /** Sends one batch; the default POSTs with keepalive so a batch survives leaving the page. */
  send?: (url: string, body: string) => void;
  /** Queue length that triggers an immediate flush. */
  flushAt?: number;
  /** How long an event may wait in the queue. */
  flushIntervalMs?: number;
  storage?: Storage | null;
  now?: () => Date;
};

type PosthogEvent = { event: string; distinct_id: string; properties: Record<string, unknown>; timestamp: string };
type Identity = { distinctId: string; anonId: string; groups: Record<string, string> };

/** Where the anonymous or identified PostHog identity is kept (the visitor's analytics identifier). */
export const IDENTITY_KEY = 'jb.posthog';

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function defaultStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function defaultSend(url: string, body: string): void {
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(
    () => undefined,
  );
}

function freshIdentity(): Identity {
  const anonId = randomId();
  return { distinctId: anonId, anonId, groups: {} };
}

function loadIdentity(storage: Storage | null): Identity {
  try {
    const parsed = JSON.parse(storage?.getItem(IDENTITY_KEY) ?? 'null') as Partial<Identity> | null;
    if (parsed && typeof parsed.distinctId === 'string' && typeof parsed.anonId === 'string')
      return { distinctId: parsed.distinctId, anonId: parsed.anonId, groups: parsed.groups ?? {} };
  } catch {
    // A damaged entry only costs the visitor's history; start a new anonymous identity.
  }
  return freshIdentity();
}

/** The capture URL of a host, or null when the host is not an http(s) URL. */
export function posthogCaptureUrl(host: string): string | null {
  try {
    const url = new URL(host);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}/capture/`;
  } catch {
    return null;
  }
}

export function posthogProvider(config: PosthogConfig, options: PosthogOptions = {}): AnalyticsProvider | null {
  const url = posthogCaptureUrl(config.host);
  if (!url || !config.apiKey) return null;
  const { send = defaultSend, flushAt = 20, flushIntervalMs = 2000, storage = defaultStorage() } = options;
  const now = options.now ?? (() => new Date());
  let identity = loadIdentity(storage);
  let queue: PosthogEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Consent withdrawn: nothing more is kept or sent. */
  let stopped = false;

  const save = () => {
    if (stopped) return;
    try {
      storage?.setItem(IDENTITY_KEY, JSON.stringify(identity));
    } catch {
      // Without storage the identity lasts for this page only.
    }
  };
  save();

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    send(url, JSON.stringify({ api_key: config.apiKey, batch }));
  };

  const enqueue = (event: string, properties: Record<string, unknown>) => {
    queue.push({
      event,
      distinct_id: identity.distinctId,
      // Only origin and path: query strings can carry tokens (password reset, e-mail links).
      properties: { ...properties, $current_url: `${window.location.origin}${window.location.pathname}`, $lib: 'web' },
      timestamp: now().toISOString(),
    });
    if (queue.length >= flushAt) flush();
    else if (!timer) timer = setTimeout(flush, flushIntervalMs);
  };

  window.addEventListener('pagehide', flush);

  return {
    name: 'posthog',
    identify: (userId, traits) => {
      const anonId = identity.anonId;
      identity = { ...identity, distinctId: userId };
      save();
      enqueue('$identify', { $anon_distinct_id: anonId, $set: traits });
    },
    capture: (event, props) => {
      const groups = identity.groups;
      enqueue(event, Object.keys(groups).length ? { ...props, $groups: groups } : props);
    },
    reset: () => {
      flush();
      identity = freshIdentity();
      save();
    },
    group: (kind, id, traits) => {
      identity = { ...identity, groups: { ...identity.groups, [kind]: id } };
      save();
      enqueue('$groupidentify', { $group_type: kind, $group_key: id, $group_set: traits });
    },
    // Consent withdrawn: what waits in the queue is dropped, not sent, and the identity forgotten.
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      queue = [];
      window.removeEventListener('pagehide', flush);
      try {
        storage?.removeItem(IDENTITY_KEY);
      } catch {
        // Blocked storage held nothing to forget.
      }
    },
  };
}
