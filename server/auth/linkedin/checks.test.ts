// The checks of a LinkedIn callback, against a real OpenID Connect provider over real HTTP: the
// one-use state (reused, raced, another board's, expired), the ID token (nonce, signature, claims
// altered in transit), LinkedIn's refusal of the code, a board without a LinkedIn app, and a board
// whose plan does not sell LinkedIn sign-in (sso_linkedin).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B } from '../../test/harness.ts';
import {
  atLinkedIn,
  callback,
  candidatesWithEmail,
  member,
  setLinkedInApp,
  startLinkedInWorld,
  type LinkedInWorld,
} from '../test/linkedin-world.ts';

let w: LinkedInWorld;
beforeAll(async () => {
  w = await startLinkedInWorld();
});
afterAll(async () => w?.close());

const SPENT = 'This LinkedIn sign-in has expired or was already used, please start again';
const REFUSED = 'LinkedIn did not confirm this sign-in, please try again';

/** A JWT with one of its parts changed. */
function alter(jwt: string, part: 'payload' | 'signature'): string {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  if (part === 'signature')
    return [header, payload, `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`].join('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, email: 'ceo@example.com' })).toString('base64url');
  return [header, forged, signature].join('.');
}

describe('the one-use state', () => {
  it('works once: the same code and state again answer 400', async () => {
    const back = await atLinkedIn(w, member('asha'));
    expect((await callback(w, back)).status).toBe(200);
    const again = await callback(w, back);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(SPENT);
  });

  it('lets one of two racing callbacks through', async () => {
    const who = member('bela');
    const back = await atLinkedIn(w, who);
    const answers = await Promise.all([callback(w, back), callback(w, back)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await candidatesWithEmail(w, who.email ?? '')).toHaveLength(1);
  });

  it('is refused on another board, which does not spend it', async () => {
    const back = await atLinkedIn(w, member('chitra'), HOST_A);
    const elsewhere = await callback(w, back, HOST_B);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(SPENT);
    expect((await callback(w, back, HOST_A)).status).toBe(200);
  });

  it('is refused once its ten minutes are over', async () => {
    const who = member('divya');
    const back = await atLinkedIn(w, who);
    w.clock.advance(10 * 60_000 + 1_000);
    try {
      const late = await callback(w, back);
      expect(late.status).toBe(400);
      expect(late.body.message).toBe(SPENT);
    } finally {
      w.clock.advance(-(10 * 60_000 + 1_000));
    }
    expect(await candidatesWithEmail(w, who.email ?? '')).toEqual([]);
  });

  it('is refused when it was never issued', async () => {
    const answer = await callback(w, { code: 'any-code', state: 'lk_never-issued' });
    expect(answer.status).toBe(400);
  });
});

describe('the ID token and the code', () => {
  it('refuses an ID token whose nonce is not the one the start issued', async () => {
    const who = member('farah');
    const back = await atLinkedIn(w, who);
    await w.server.database.db
      .updateTable('oauth_states')
      .set({ nonce: 'another-nonce-than-the-one-sent' })
      .where('state', '=', back.state)
      .execute();
    const answer = await callback(w, back);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(REFUSED);
    expect(await candidatesWithEmail(w, who.email ?? '')).toEqual([]);
  });

  it.each(['signature', 'payload'] as const)('refuses an ID token whose %s was altered in transit', async (part) => {
    const who = member('gauri');
    const back = await atLinkedIn(w, who);
    w.linkedin.tamperTokens((body) => ({ ...body, id_token: alter(String(body.id_token), part) }));
    try {
      const answer = await callback(w, back);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(REFUSED);
    } finally {
      w.linkedin.tamperTokens(null);
    }
    expect(await candidatesWithEmail(w, who.email ?? '')).toEqual([]);
    expect(await candidatesWithEmail(w, 'ceo@example.com')).toEqual([]);
  });

  it('answers 400 when LinkedIn refuses the code, and spends the state anyway', async () => {
    const back = await atLinkedIn(w, member('hari'));
    const wrong = await callback(w, { ...back, code: `${back.code}x` });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(REFUSED);
    expect((await callback(w, back)).status).toBe(400);
  });
});

describe('a board without a LinkedIn app', () => {
  it('says at the start that LinkedIn sign-in is not set up', async () => {
    await setLinkedInApp(w.server, w.server.tenantB, null);
    try {
      const answer = await w.api('GET', 'candidate/linkedin/login', { host: HOST_B });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('LinkedIn sign-in is not set up on this site');
      const count = await w.server.database.db
        .selectFrom('oauth_states')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('client_id', '=', w.server.tenantB)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    } finally {
      await setLinkedInApp(w.server, w.server.tenantB, w.apps.b);
    }
  });
});

describe('a board whose plan lacks sso_linkedin', () => {
  const sellsLinkedIn = (on: boolean) =>
    w.server.database.db
      .updateTable('clients')
      .set({
        settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${JSON.stringify({ sso_linkedin: on })}::jsonb) || '{"socialLogin": ["linkedin"]}'::jsonb`,
      })
      .where('id', '=', w.server.tenantB)
      .execute();
  const statesOfB = async () =>
    Number(
      (
        await w.server.database.db
          .selectFrom('oauth_states')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('client_id', '=', w.server.tenantB)
          .where('used_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses the start and the callback, spends nothing, and offers no LinkedIn in its settings', async () => {
    const who = member('indu');
    const back = await atLinkedIn(w, who, HOST_B);
    const waiting = await statesOfB();
    await sellsLinkedIn(false);
    try {
      const start = await w.api('GET', 'candidate/linkedin/login', { host: HOST_B });
      expect(start.status).toBe(403);
      expect(start.body.message).toBe('Your plan does not include this feature');
      const refused = await callback(w, back, HOST_B);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Your plan does not include this feature');
      expect(await statesOfB()).toBe(waiting);
      expect(await candidatesWithEmail(w, who.email ?? '')).toEqual([]);
      const settings = await w.api<{ socialLogin: string[] }>('GET', 'settings/get-settings', { host: HOST_B });
      expect(settings.body.data.socialLogin).toEqual([]);
    } finally {
      await sellsLinkedIn(true);
    }
    const settings = await w.api<{ socialLogin: string[] }>('GET', 'settings/get-settings', { host: HOST_B });
    expect(settings.body.data.socialLogin).toEqual(['linkedin']);
    // Sold again, the sign-in that waited goes through.
    const allowed = await callback(w, back, HOST_B);
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  });
});
