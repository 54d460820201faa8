// The tenant worlds the probes run in: each tenant gets a company, a candidate, an employer (the
// company's owner), a team member and an admin, then every probe's setup adds its objects. The
// isolation test builds two of them; the fuzz test builds one to aim its requests at real objects.
import type { TestServer } from '../../../test/harness.ts';
import { makeCompany, makeUser } from '../../../test/world.ts';
import { allProbes } from './index.ts';
import type { TenantWorld } from './types.ts';

export async function makeWorld(s: TestServer, host: string, clientId: string, tag: string): Promise<TenantWorld> {
  const { db } = s.database;
  const { secret } = s.deps;
  const companyId = await makeCompany(db, clientId, `${tag} Holdings`);
  const candidate = await makeUser(db, secret, {
    clientId,
    role: 'candidate',
    email: `cand-${tag}@iso.test`,
    firstName: `Cand${tag}`,
  });
  const employer = await makeUser(db, secret, {
    clientId,
    role: 'employer',
    employerKind: 1,
    companyId,
    email: `emp-${tag}@iso.test`,
    firstName: `Emp${tag}`,
  });
  const teamMember = await makeUser(db, secret, {
    clientId,
    role: 'employer',
    employerKind: 2,
    companyId,
    email: `team-${tag}@iso.test`,
    firstName: `Team${tag}`,
  });
  const admin = await makeUser(db, secret, {
    clientId,
    role: 'admin',
    email: `admin-${tag}@iso.test`,
    firstName: `Admin${tag}`,
  });
  const users = [candidate, employer, teamMember, admin];
  return {
    host,
    clientId,
    companyId,
    candidate,
    employer,
    teamMember,
    admin,
    ids: {},
    markers: [clientId, companyId, `${tag} Holdings`, ...users.flatMap((u) => [u.id, u.email])],
  };
}

/** Runs every probe's setup on each world, keeping the ids by plain name and as `<operationId>.<name>`. */
export async function setUpProbes(s: TestServer, worlds: TenantWorld[]): Promise<void> {
  for (const [opId, probe] of Object.entries(allProbes)) {
    if (!probe.setup) continue;
    for (const w of worlds) {
      const ids = await probe.setup(s, w);
      for (const [k, v] of Object.entries(ids)) w.ids[`${opId}.${k}`] = v;
      Object.assign(w.ids, ids);
      w.markers.push(...Object.values(ids));
    }
  }
}
