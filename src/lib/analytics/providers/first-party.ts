// The platform's own collector: each event is one POST /events on the page's own origin, sent with
// navigator.sendBeacon when the browser has it (it survives the page closing), else a keepalive
// fetch. The server route is described in FirstPartyEvent; it reads the tenant from the Host.
import type { AnalyticsProvider } from '../analytics';

export const FIRST_PARTY_ENDPOINT = '/events';

/** The body of POST /events. */
export type FirstPartyEvent = {
  type: 'identify' | 'capture' | 'reset' | 'group';
  /** capture: the event's name; group: the group kind ('company'); otherwise null. */
  event: string | null;
  /** identify: the user's id; group: the group's id; otherwise null. */
  id: string | null;
  /** The event's properties or the traits (role and click identifiers included). */
  props: Record<string, unknown>;
  /** The page's path, without its query. */
  path: string;
  /** When it happened, ISO 8601. */
  at: string;
};

export type FirstPartyOptions = { send?: (url: string, body: string) => void; now?: () => Date };

function defaultSend(url: string, body: string): void {
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
}

export function firstPartyProvider(options: FirstPartyOptions = {}): AnalyticsProvider {
  const { send = defaultSend } = options;
  const now = options.now ?? (() => new Date());
  const url = new URL(FIRST_PARTY_ENDPOINT, window.location.origin).toString();
  const post = (type: FirstPartyEvent['type'], event: string | null, id: string | null, props = {}) => {
    const body: FirstPartyEvent = { type, event, id, props, path: window.location.pathname, at: now().toISOString() };
    send(url, JSON.stringify(body));
  };
  return {
    name: 'first-party',
    identify: (userId, traits) => post('identify', null, userId, traits),
    capture: (event, props) => post('capture', event, null, props),
    reset: () => post('reset', null, null),
    group: (kind, id, traits) => post('group', kind, id, traits),
  };
}
