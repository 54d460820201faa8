// Isolation probe of the contact form (see types.ts). The answer carries no data at all; the probe
// proves a message sent on one board answers nothing of the other. Each tenant's board admin is
// where its messages go (no support address is set), so the mail of one board never names the
// other's admin.
import type { ProbeMap } from './types.ts';

export const contactUsProbes: ProbeMap = {
  saveContactUs: {
    call: (_ids, self) => ({
      method: 'POST',
      path: '/client/api/v1/contact-us/save',
      as: 'guest',
      body: {
        name: 'Meera Iyer',
        email: `probe-${self.clientId.slice(0, 8)}@brightpath.in`,
        subject: 'Posting jobs for several branches',
        message: 'Can each branch manager post jobs under one company account?',
      },
    }),
  },
};
