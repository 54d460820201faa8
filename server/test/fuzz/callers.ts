// The callers of the fuzz test: the world's four users with fresh sessions before each operation
// (an operation that logs out, deletes or disables its caller must not blind the ones after it),
// nobody, and forged tokens (garbage, unsigned, another tenant's).
import { SignJWT } from 'jose';
import { startSession } from '../../users/sessions.ts';
import type { Db } from '../../db/database.ts';
import type { TenantWorld } from '../../tenancy/test/probes/types.ts';
import type { ActorName } from './base-call.ts';
import type { Rng } from './rng.ts';

type Users = Pick<TenantWorld, 'candidate' | 'employer' | 'teamMember' | 'admin'>;

export type Callers = {
  /** Restores the users (not deleted, active) and gives each a new session. */
  refresh: () => Promise<void>;
  tokenOf: (actor: ActorName, rng: Rng) => string | null;
};

export async function makeCallers(
  db: Db,
  secret: Uint8Array,
  world: TenantWorld,
  foreignToken: string,
): Promise<Callers> {
  const users: Users = {
    candidate: world.candidate,
    employer: world.employer,
    teamMember: world.teamMember,
    admin: world.admin,
  };
  const tokens = new Map<string, string>();
  const unsigned = await new SignJWT({ sid: 'x', cid: world.clientId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(world.admin.id)
    .sign(new Uint8Array(32));
  const forged = [
    'garbage',
    `${'eyJhbGciOiJub25lIn0'}.${'eyJzdWIiOiJ4In0'}.`,
    unsigned,
    foreignToken,
    'x'.repeat(4000),
  ];
  return {
    refresh: async () => {
      const ids = Object.values(users).map((u) => u.id);
      await db.updateTable('users').set({ deleted_at: null, status: 'active' }).where('id', 'in', ids).execute();
      for (const [name, user] of Object.entries(users))
        tokens.set(name, (await startSession(db, secret, { id: user.id, clientId: world.clientId })).token);
    },
    tokenOf: (actor, rng) => {
      if (actor === 'guest') return null;
      if (actor === 'forged') return rng.pick(forged);
      return tokens.get(actor) ?? null;
    },
  };
}
