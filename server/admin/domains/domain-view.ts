// A board's hosts as the console shows them: one entry per host, serving, retired or waiting for
// its DNS record, the primary first, then pending, proven and retired ones, newest first.
import type { components } from '@generated/schema';
import type { Config } from '../../config.ts';
import { txtRecordName, txtRecordValue, isPlatformHost } from '../../onboarding/index.ts';
import type { HostRow, VerificationRow } from './hosts-repo.ts';

type AdminDomain = components['schemas']['AdminDomain'];
type AdminDomains = components['schemas']['AdminDomains'];

const STATE_OF = { primary: 'primary', alias: 'verified', moved: 'retired' } as const;
const ORDER: Record<AdminDomain['state'], number> = { primary: 0, pending: 1, verified: 2, retired: 3 };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function servingView(config: Config, h: HostRow, v: VerificationRow | undefined, primary: string): AdminDomain {
  const state = STATE_OF[h.kind];
  return {
    host: h.host,
    state,
    platform: isPlatformHost(config, h.host),
    addedAt: (v?.createdAt ?? h.createdAt).toISOString(),
    verifiedAt: iso(h.verifiedAt),
    retiredAt: iso(h.retiredAt),
    checkedAt: iso(v?.checkedAt ?? null),
    lastCheck: null,
    record: null,
    redirectsTo: state === 'retired' ? primary : null,
  };
}

function pendingView(config: Config, v: VerificationRow): AdminDomain {
  return {
    host: v.domain,
    state: 'pending',
    platform: isPlatformHost(config, v.domain),
    addedAt: v.createdAt.toISOString(),
    verifiedAt: null,
    retiredAt: null,
    checkedAt: iso(v.checkedAt),
    lastCheck: v.checkNote,
    record: { type: 'TXT', name: txtRecordName(v.domain), value: txtRecordValue(v.txtToken) },
    redirectsTo: null,
  };
}

const newest = (d: AdminDomain) => Date.parse(d.retiredAt ?? d.addedAt);

export function domainsView(config: Config, hosts: HostRow[], verifications: VerificationRow[]): AdminDomains {
  const primaryHost = hosts.find((h) => h.kind === 'primary')?.host ?? hosts[0]?.host ?? '';
  const byDomain = new Map(verifications.map((v) => [v.domain, v]));
  const serving = new Set(hosts.map((h) => h.host));
  const domains = [
    ...hosts.map((h) => servingView(config, h, byDomain.get(h.host), primaryHost)),
    ...verifications.filter((v) => !serving.has(v.domain) && !v.verifiedAt).map((v) => pendingView(config, v)),
  ].sort((a, b) => ORDER[a.state] - ORDER[b.state] || newest(b) - newest(a) || a.host.localeCompare(b.host));
  return { primaryHost, domains };
}
