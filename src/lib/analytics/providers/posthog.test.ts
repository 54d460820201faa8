import { afterEach, describe, expect, it, vi } from 'vitest';
import { posthogCaptureUrl, posthogProvider } from './posthog';

type Batch = {
  api_key: string;
  batch: Array<{ event: string; distinct_id: string; properties: Record<string, unknown> }>;
};

function setup(flushAt = 1) {
  const sent: Batch[] = [];
  const send = vi.fn((_url: string, body: string) => void sent.push(JSON.parse(body) as Batch));
  const provider = posthogProvider({ apiKey: 'phc_abc', host: 'https://eu.i.posthog.com/' }, { send, flushAt });
  if (!provider) throw new Error('expected a provider');
  return { provider, sent, send };
}

afterEach(() => localStorage.clear());

describe('PostHog provider', () => {
  it('is not created for a host that is not an http(s) URL', () => {
    expect(posthogProvider({ apiKey: 'phc_abc', host: 'javascript:alert(1)' })).toBeNull();
    expect(posthogCaptureUrl('https://ph.example.com/ingest/')).toBe('https://ph.example.com/ingest/capture/');
  });

  it('links the anonymous id to the user on identify and sends the group with later events', () => {
    const { provider, sent, send } = setup();
    provider.capture('landing', {});
    const anon = sent[0]?.batch[0]?.distinct_id;
    provider.identify('u-42', { role: 'employer' });
    provider.group('company', 'c-7', { name: 'Acme' });
    provider.capture('job_posted', { jobId: 'j-1' });

    expect(send.mock.calls[0]?.[0]).toBe('https://eu.i.posthog.com/capture/');
    const events = sent.flatMap((b) => b.batch);
    expect(events.map((e) => e.event)).toEqual(['landing', '$identify', '$groupidentify', 'job_posted']);
    expect(events[1]).toMatchObject({
      distinct_id: 'u-42',
      properties: { $anon_distinct_id: anon, $set: { role: 'employer' } },
    });
    expect(events[3]).toMatchObject({ distinct_id: 'u-42', properties: { jobId: 'j-1', $groups: { company: 'c-7' } } });
  });

  it('flushes the queue on reset and starts a new anonymous identity', () => {
    const { provider, sent } = setup(10);
    provider.identify('u-42', {});
    provider.reset();
    provider.capture('after', {});
    window.dispatchEvent(new Event('pagehide'));

    expect(sent).toHaveLength(2);
    const after = sent[1]?.batch[0];
    expect(after?.event).toBe('after');
    expect(after?.distinct_id).not.toBe('u-42');
    expect(after?.properties.$groups).toBeUndefined();
  });
});
