// Isolation probes of imports operations (see types.ts). Each tenant gets an uploaded XML feed and
// a finished import run of its company; naming the other tenant's run or file must find nothing.
import { randomBytes } from 'node:crypto';
import { insertRun } from '../../../job-import/runs-repo.ts';
import type { ProbeMap } from './types.ts';

const NONE = '00000000-0000-4000-8000-000000000000';
const api = (path: string) => `/client/api/v1/${path}`;

export const importProbes: ProbeMap = {
  listFileHistory: {
    setup: async (server, world) => {
      const { db } = server.database;
      const key = `${randomBytes(16).toString('hex')}.xml`;
      await db
        .insertInto('files')
        .values({
          client_id: world.clientId,
          owner_id: world.employer.id,
          storage_key: key,
          name: `feed-${world.clientId.slice(0, 8)}.xml`,
          mime_type: 'application/xml',
          size: 10,
          purpose: 'import',
        })
        .execute();
      const runId = await insertRun(db, {
        clientId: world.clientId,
        companyId: world.companyId,
        userId: world.employer.id,
        importType: 'XML',
        fileName: `feed-${world.clientId.slice(0, 8)}.xml`,
        source: `/files/${key}`,
        payload: null,
        mirror: false,
      });
      await db
        .updateTable('import_runs')
        .set({ status: 'done' })
        .where('id', '=', runId ?? NONE)
        .execute();
      return { importRunId: runId ?? NONE, importFileKey: key };
    },
    call: () => ({ method: 'POST', path: api('file-history/list'), as: 'employer', body: { page: 1, limit: 10 } }),
  },
  createFileHistory: {
    call: (ids) => ({
      method: 'POST',
      path: api('file-history/create'),
      as: 'employer',
      body: { importType: 'XML', fileUri: `/files/${ids.importFileKey ?? 'none.xml'}`, mirror: true },
    }),
  },
  getFileHistory: {
    call: (ids) => ({ method: 'GET', path: api(`file-history/get/${ids.importRunId ?? NONE}`), as: 'employer' }),
  },
};
