// Isolation probes of the files operations (see types.ts). Probe calls are JSON, which an upload
// refuses (400) once past the guard, so these check the guard's tenant binding (A's token is 401
// on B's host) and that a refusal carries nothing of either tenant. Reading a stored file back
// across tenants (GET /files/:name, not a contract operation) is tested in server/files/files.test.ts.
import type { ProbeMap } from './types.ts';

export const filesProbes: ProbeMap = {
  uploadFile: {
    call: () => ({ method: 'POST', path: '/client/api/v1/files/upload', as: 'candidate', body: { purpose: 'resume' } }),
  },
  uploadGuestFile: {
    call: () => ({
      method: 'POST',
      path: '/client/api/v1/files/guest/upload',
      as: 'guest',
      body: { purpose: 'resume' },
    }),
  },
};
