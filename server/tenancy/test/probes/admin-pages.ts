// Isolation probes of the admin console's page editor (see types.ts). Each tenant has a named page
// published once and then given a draft, both carrying a tenant-only marker in the slug, title and
// text: the other tenant's admin naming that slug must find, change, publish or delete nothing.
import { findPageRow } from '../../../admin/pages/editor-repo.ts';
import { savePage } from '../../../pages/save.ts';
import type { Probe, ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/admin/pages${path}`;

const editorWorld: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const slug = `editor-probe-${tag}`;
  if (!(await findPageRow(db, world.clientId, slug))) {
    const page = (title: string) => ({
      slug,
      title,
      blocks: [{ type: 'text', settings: { heading: title, body: `Only for ${tag}`, align: 'left' } }],
    });
    await savePage(db, world.clientId, page(`Editor marker ${tag}`), { publish: true });
    await savePage(db, world.clientId, page(`Editor draft ${tag}`), { publish: false });
  }
  return { editorPageSlug: slug, editorPageTitle: `Editor marker ${tag}` };
};

const draft = {
  title: 'Careers in our warehouses',
  blocks: [{ type: 'text', settings: { body: 'Steady shifts and weekly pay.', align: 'left' }, isVisible: true }],
};

export const adminPageProbes: ProbeMap = {
  listAdminPages: { setup: editorWorld, call: () => ({ method: 'GET', path: api(''), as: 'admin' }) },
  createAdminPage: {
    setup: editorWorld,
    // A slug of the caller's choosing: creating the other tenant's slug on one's own board would
    // echo that slug back without anything having leaked.
    call: () => ({ method: 'POST', path: api(''), as: 'admin', body: { slug: 'summer-jobs', title: 'Summer jobs' } }),
  },
  getAdminPage: {
    setup: editorWorld,
    call: (ids) => ({ method: 'GET', path: api(`/${ids.editorPageSlug}`), as: 'admin' }),
  },
  saveAdminPageDraft: {
    setup: editorWorld,
    call: (ids) => ({ method: 'PUT', path: api(`/${ids.editorPageSlug}`), as: 'admin', body: draft }),
  },
  deleteAdminPage: {
    setup: editorWorld,
    call: (ids) => ({ method: 'DELETE', path: api(`/${ids.editorPageSlug}`), as: 'admin' }),
  },
  publishAdminPage: {
    setup: editorWorld,
    call: (ids) => ({ method: 'POST', path: api(`/${ids.editorPageSlug}/publish`), as: 'admin' }),
  },
  undoAdminPagePublish: {
    setup: editorWorld,
    call: (ids) => ({ method: 'POST', path: api(`/${ids.editorPageSlug}/undo-publish`), as: 'admin' }),
  },
  previewAdminPage: {
    setup: editorWorld,
    call: (ids) => ({ method: 'GET', path: api(`/${ids.editorPageSlug}/preview`), as: 'admin' }),
  },
};
