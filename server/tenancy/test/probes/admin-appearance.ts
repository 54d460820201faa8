// Isolation probe of the admin console's branding (see types.ts): saving names no other board's
// object, and the answer is the caller's own board's appearance only.
import type { ProbeMap } from './types.ts';

export const adminAppearanceProbes: ProbeMap = {
  saveAdminAppearance: {
    call: () => ({
      method: 'PUT',
      path: '/client/api/v1/admin/appearance',
      as: 'admin',
      body: {
        logoUri: null,
        faviconUri: null,
        colors: { primary: '#0b5fff', secondary: '#14213d', accent: '#fca311', background: '#ffffff', text: '#1f2933' },
      },
    }),
  },
};
