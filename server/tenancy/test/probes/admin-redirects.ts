// Isolation probes of the console's redirect rules (see types.ts). Each tenant has a rule whose
// old path and target carry tenant-only words; the other tenant's admin must neither list it nor
// delete it (the delete answers 404 and names nothing of the rule).
import { createRedirect } from '../../../redirects/redirects-repo.ts';
import type { Probe, ProbeMap } from './types.ts';

const NONE = '00000000-0000-4000-8000-000000000000';
const api = (path: string) => `/client/api/v1/${path}`;

const consoleRule: Probe['setup'] = async (server, world) => {
  const tag = world.clientId.slice(0, 8);
  const from = `/console-old-${tag}`;
  const made = await server.database.db
    .selectFrom('redirects')
    .select(['id', 'to_path'])
    .where('client_id', '=', world.clientId)
    .where('from_path', '=', from)
    .executeTakeFirst();
  if (made) return { adminRedirectId: made.id, adminRedirectTo: made.to_path };
  const rule = await createRedirect(server.database.db, world.clientId, { from, to: `/p/console-moved-${tag}` });
  return { adminRedirectId: rule._id, adminRedirectTo: rule.to };
};

export const adminRedirectProbes: ProbeMap = {
  listAdminRedirects: {
    setup: consoleRule,
    call: () => ({ method: 'POST', path: api('admin/redirects/list'), as: 'admin', body: { limit: 50 } }),
  },
  createAdminRedirect: {
    setup: consoleRule,
    call: () => ({
      method: 'POST',
      path: api('admin/redirects'),
      as: 'admin',
      body: { from: '/probe-old-careers', to: '/browse-jobs', statusCode: 302 },
    }),
  },
  deleteAdminRedirect: {
    setup: consoleRule,
    call: (ids) => ({ method: 'DELETE', path: api(`admin/redirects/${ids.adminRedirectId ?? NONE}`), as: 'admin' }),
  },
};
