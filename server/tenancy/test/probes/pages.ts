// Isolation probes of the page builder (see types.ts). Each tenant publishes a named page whose
// slug, title and text carry a tenant-only marker; asking for the other tenant's slug must find
// nothing of it, on either host.
import { savePage } from '../../../pages/save.ts';
import type { ProbeMap } from './types.ts';

export const pageProbes: ProbeMap = {
  getPageData: {
    setup: async (server, world) => {
      const tag = world.clientId.slice(0, 8);
      const slug = `probe-${tag}`;
      const title = `Page marker ${tag}`;
      const { pageId } = await savePage(server.database.db, world.clientId, {
        slug,
        title,
        blocks: [{ type: 'text', settings: { heading: title, body: `Only for ${tag}`, align: 'left' } }],
      });
      return { pageSlug: slug, pageTitle: title, pageId };
    },
    call: (ids) => ({
      method: 'POST',
      path: '/client/api/v1/pagecreator/page-data',
      as: 'guest',
      body: { slug: ids.pageSlug },
    }),
  },
};
