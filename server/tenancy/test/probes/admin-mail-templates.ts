// Isolation probes of the console's mail templates (see types.ts). Each tenant rewrites its
// welcome mail with tenant-only words; the other tenant's admin must not list them, and its calls
// (saving, previewing, test sends) touch only its own board.
import type { Probe, ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/${path}`;

const ownWelcome: Probe['setup'] = async (server, world) => {
  const marker = `Welcome marker ${world.clientId.slice(0, 8)}`;
  await server.database.db
    .insertInto('mail_templates')
    .values({ client_id: world.clientId, kind: 'welcome', subject: marker, body: `${marker}, {{name}}` })
    .onConflict((oc) => oc.columns(['client_id', 'kind']).doUpdateSet({ subject: marker, body: `${marker}, {{name}}` }))
    .execute();
  return { mailTemplateMarker: marker };
};

const draft = { subject: 'Hello {{name}}', body: 'Hi {{name}},\n\nWelcome to {{boardName}}.' };

export const adminMailTemplateProbes: ProbeMap = {
  listAdminMailTemplates: {
    setup: ownWelcome,
    call: () => ({ method: 'GET', path: api('admin/mail-templates'), as: 'admin' }),
  },
  updateAdminMailTemplate: {
    setup: ownWelcome,
    call: () => ({ method: 'PUT', path: api('admin/mail-templates/chat_message'), as: 'admin', body: draft }),
  },
  previewAdminMailTemplate: {
    setup: ownWelcome,
    call: () => ({ method: 'POST', path: api('admin/mail-templates/welcome/preview'), as: 'admin', body: draft }),
  },
  sendAdminMailTemplateTest: {
    setup: ownWelcome,
    call: () => ({ method: 'POST', path: api('admin/mail-templates/welcome/test'), as: 'admin', body: draft }),
  },
};
