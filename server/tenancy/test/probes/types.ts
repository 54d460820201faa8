// Isolation probes: for every implemented operation, how to call it as a user of one tenant,
// against objects of a tenant. The isolation test runs each probe across tenants and checks that
// nothing of the other tenant comes back.
import type { TestServer } from '../../../test/harness.ts';
import type { TestUser } from '../../../test/world.ts';

export type TenantWorld = {
  host: string;
  clientId: string;
  companyId: string;
  candidate: TestUser;
  employer: TestUser;
  teamMember: TestUser;
  admin: TestUser;
  /** Ids of objects that probes' setups made on this tenant, by name. */
  ids: Record<string, string>;
  /** Strings that identify this tenant's data (ids, e-mails, names); none may leak to the other. */
  markers: string[];
};

export type Actor = 'guest' | 'candidate' | 'employer' | 'teamMember' | 'admin';

export type ProbeCall = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  as: Actor;
  body?: unknown;
};

export type Probe = {
  /** Makes this operation's objects on a tenant; returns their ids (added to the markers). */
  setup?: (server: TestServer, world: TenantWorld) => Promise<Record<string, string>>;
  /** The call, as `self` makes it, naming the objects in `ids` (which may be the other tenant's). */
  call: (ids: Record<string, string>, self: TenantWorld) => ProbeCall;
};

export type ProbeMap = Record<string, Probe>;
