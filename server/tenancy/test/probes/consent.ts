// Isolation probes of consent before tracking (see types.ts). Each board gets a cookie policy
// version named after it and a visitor's choice under it: a board's count never names the other's
// version, and recording a choice answers nothing of either board.
import { sql } from 'kysely';
import type { ProbeMap } from './types.ts';

export const consentProbes: ProbeMap = {
  recordConsent: {
    call: () => ({
      method: 'POST',
      path: '/client/api/v1/consent/record',
      as: 'guest',
      body: {
        choice: { analytics: true, marketing: false },
        policyVersion: '1',
        visitorId: '7c1e9a52-3f4b-4d8e-9a61-2b5c8d0e4f17',
      },
    }),
  },
  getConsentSummary: {
    setup: async (server, world) => {
      const version = `iso-${world.clientId.slice(0, 8)}`;
      const consent = JSON.stringify({ required: true, policyVersion: version });
      await sql`update clients set settings = jsonb_set(settings, '{analytics}', coalesce(settings->'analytics', '{}'::jsonb) || jsonb_build_object('consent', ${consent}::jsonb)) where id = ${world.clientId}`.execute(
        server.database.db,
      );
      await server.database.db
        .insertInto('consent_records')
        .values({
          client_id: world.clientId,
          visitor_id: '5b0f3c1d-2e4a-4f6b-8c7d-9e0a1b2c3d4e',
          policy_version: version,
          analytics: true,
          marketing: true,
        })
        .execute();
      return { consentPolicyVersion: version };
    },
    call: () => ({ method: 'GET', path: '/client/api/v1/admin/consent/summary', as: 'admin' }),
  },
};
