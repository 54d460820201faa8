// Isolation probes of the console's domains (see types.ts). Each board has a pending domain and a
// retired host named after it, and both boards wait on one shared domain with their own tokens:
// naming the other board's hosts must answer 404 (and change nothing), and the shared domain must
// only ever show the caller's own token.
import { hostOwner, pendingDomain } from '../../../onboarding/domains-repo.ts';
import { txtRecordValue } from '../../../onboarding/domain-service.ts';
import type { Probe, ProbeMap } from './types.ts';

const SHARED_DOMAIN = 'careers.shared-console-probe.example.org';

const hostsWorld: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const pending = `pending-${tag}.console-probe.example.org`;
  const retired = `old-${tag}.console-probe.example.org`;
  const token = (await pendingDomain(db, world.clientId, pending, `probe${tag}${'0'.repeat(24)}`)).txtToken;
  if (!(await hostOwner(db, retired)))
    await db
      .insertInto('client_hosts')
      .values({ host: retired, client_id: world.clientId, kind: 'moved', txt_token: null, verified_at: new Date() })
      .execute();
  return { consolePendingDomain: pending, consoleRetiredHost: retired, consolePendingToken: txtRecordValue(token) };
};

const sharedWorld: Probe['setup'] = async (server, world) => {
  const tag = world.clientId.slice(0, 8);
  const own = await pendingDomain(server.database.db, world.clientId, SHARED_DOMAIN, `shared${tag}${'1'.repeat(24)}`);
  return { consoleSharedToken: txtRecordValue(own.txtToken) };
};

const hostPath = (ids: Record<string, string>, key: string, tail = '') =>
  `/client/api/v1/admin/domains/${encodeURIComponent(ids[key] ?? 'none.example.org')}${tail}`;

export const adminDomainProbes: ProbeMap = {
  listAdminDomains: {
    setup: hostsWorld,
    call: () => ({ method: 'GET', path: '/client/api/v1/admin/domains', as: 'admin' }),
  },
  addAdminDomain: {
    setup: sharedWorld,
    call: () => ({
      method: 'POST',
      path: '/client/api/v1/admin/domains',
      as: 'admin',
      body: { domain: SHARED_DOMAIN },
    }),
  },
  checkAdminDomain: {
    setup: hostsWorld,
    call: (ids) => ({ method: 'POST', path: hostPath(ids, 'consolePendingDomain', '/check'), as: 'admin' }),
  },
  makeAdminDomainPrimary: {
    setup: hostsWorld,
    // A pending domain: on its own board the call answers 409 and moves nothing, so the fuzz test,
    // which starts from this call, never moves the board it runs on.
    call: (ids) => ({ method: 'PUT', path: hostPath(ids, 'consolePendingDomain', '/primary'), as: 'admin' }),
  },
  removeAdminDomain: {
    setup: hostsWorld,
    call: (ids) => ({ method: 'DELETE', path: hostPath(ids, 'consolePendingDomain'), as: 'admin' }),
  },
};
