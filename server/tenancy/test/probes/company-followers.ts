// Isolation probes of company followers (see types.ts). Each tenant's candidate follows a company
// named with the tenant's marker and has the e-mail digest on: calls naming the other tenant's
// company must find none of it, and a candidate's list and choice name only their own board's.
import { makeCompany } from '../../../test/world.ts';
import type { Probe, ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/company-followers/${path}`;

const followerWorld: Probe['setup'] = async (server, world) => {
  // Made once per world; the other probes' setups find it among the world's ids.
  const made = world.ids.followedCompanyId;
  if (made) return { followedCompanyId: made };
  const { db } = server.database;
  const companyId = await makeCompany(db, world.clientId, `Followed Works ${world.clientId.slice(0, 8)}`);
  await db
    .insertInto('company_follows')
    .values({ client_id: world.clientId, user_id: world.candidate.id, company_id: companyId })
    .execute();
  await db
    .insertInto('company_follow_settings')
    .values({ client_id: world.clientId, user_id: world.candidate.id, digest: true, updated_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return { followedCompanyId: companyId };
};

export const companyFollowerProbes: ProbeMap = {
  getCompanyFollowState: {
    setup: followerWorld,
    call: (ids) => ({ method: 'GET', path: api(`company/${ids.followedCompanyId}`), as: 'guest' }),
  },
  followCompany: {
    setup: followerWorld,
    call: (ids) => ({ method: 'PUT', path: api(`follow/${ids.followedCompanyId}`), as: 'candidate' }),
  },
  unfollowCompany: {
    setup: followerWorld,
    call: (ids) => ({ method: 'DELETE', path: api(`follow/${ids.followedCompanyId}`), as: 'candidate' }),
  },
  listFollowedCompanies: {
    setup: followerWorld,
    call: () => ({ method: 'GET', path: api('following?page=1&limit=50'), as: 'candidate' }),
  },
  getCompanyFollowerSettings: {
    call: () => ({ method: 'GET', path: api('settings'), as: 'candidate' }),
  },
  updateCompanyFollowerSettings: {
    call: () => ({ method: 'PUT', path: api('settings'), as: 'candidate', body: { digest: true } }),
  },
};
