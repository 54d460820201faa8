// Isolation probe of redirect rules (see types.ts). Each tenant has a rule from an old path named
// after the tenant to a target carrying a tenant-only marker: asking one board for the other's old
// path must answer 404, never the other's target.
import { createRedirect } from '../../../redirects/redirects-repo.ts';
import type { Probe, ProbeMap } from './types.ts';

const redirectWorld: Probe['setup'] = async (server, world) => {
  const tag = world.clientId.slice(0, 8);
  const from = `/old-jobs-${tag}`;
  const existing = await server.database.db
    .selectFrom('redirects')
    .select('to_path')
    .where('client_id', '=', world.clientId)
    .where('from_path', '=', from)
    .executeTakeFirst();
  const to =
    existing?.to_path ??
    (await createRedirect(server.database.db, world.clientId, { from, to: `/p/moved-${tag}`, statusCode: 301 })).to;
  return { redirectFrom: from, redirectTo: to };
};

export const redirectProbes: ProbeMap = {
  getRedirect: {
    setup: redirectWorld,
    call: (ids) => ({
      method: 'GET',
      path: `/client/api/v1/redirect/${encodeURIComponent((ids.redirectFrom ?? '/none').slice(1))}`,
      as: 'guest',
    }),
  },
};
