// Isolation probes of the console's settings (see types.ts). Each board keeps a support address and
// a gateway secret named after it: one board's admin must never read the other's, and a secret is
// never answered at all.
import { sql } from 'kysely';
import type { ProbeMap } from './types.ts';

export const adminSettingsProbes: ProbeMap = {
  getAdminSettings: {
    setup: async (server, world) => {
      const tag = world.clientId.slice(0, 8);
      const supportEmail = `support-${tag}@settings-probe.example.org`;
      const secret = `sk_probe_${tag}`;
      const own = JSON.stringify({ supportEmail, payments: { stripe: { secretKey: secret } } });
      await sql`update clients set settings = settings || ${own}::jsonb where id = ${world.clientId}`.execute(
        server.database.db,
      );
      return { settingsSupportEmail: supportEmail, settingsSecret: secret };
    },
    call: () => ({ method: 'GET', path: '/client/api/v1/admin/settings', as: 'admin' }),
  },
  updateAdminSettings: {
    call: () => ({
      method: 'PUT',
      path: '/client/api/v1/admin/settings',
      as: 'admin',
      body: { mail: { senderName: 'Probe Careers' } },
    }),
  },
};
