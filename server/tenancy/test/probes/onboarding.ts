// Isolation probes of the onboarding operations (see types.ts). Most are guest calls that come on
// any host; what must not cross is a signup of one site seen from another site's host, and a
// site's pending domain token handed to another site.
import { randomBytes } from 'node:crypto';
import { setTxtResolver } from '../../../onboarding/txt-resolver.ts';
import type { ProbeMap } from './types.ts';

const SIGNUP_PASSWORD = 'Harbour#2026';
/** Both sites start verifying the same domain; each must only ever see its own token. */
const SHARED_DOMAIN = 'careers.shared-probe.example.org';

const fresh = () => randomBytes(4).toString('hex');

function signupBody(tag: string) {
  return {
    companyName: 'Probe Freight Lines',
    adminName: 'Anita Desai',
    email: `signup-${tag}@probe-freight.com`,
    password: SIGNUP_PASSWORD,
    subdomain: `probe-${tag}`,
    countryCode: 'IN',
    timezone: 'Asia/Kolkata',
  };
}

export const onboardingProbes: ProbeMap = {
  createClient: {
    call: () => ({ method: 'POST', path: '/client/create', as: 'guest', body: signupBody(fresh()) }),
  },
  verifyClient: {
    // A pending signup started from each site's host; its e-mail and client id are its markers.
    setup: async (server, world) => {
      const body = signupBody(fresh());
      const r = await server.call<{ data: { client: { _id: string } } }>('POST', '/client/create', {
        host: world.host,
        body,
      });
      if (r.status !== 200) throw new Error(`signup setup failed: ${r.status} ${JSON.stringify(r.body)}`);
      const clientId = r.body.data.client._id;
      // Past the one-minute resend wait, so that only the host check can stop a resend here.
      await server.database.db
        .updateTable('otps')
        .set({ created_at: new Date(Date.now() - 120_000) })
        .where('client_id', '=', clientId)
        .execute();
      return { signupEmail: body.email, signupClientId: clientId };
    },
    call: (ids) => ({
      method: 'POST',
      path: '/client/verify-client',
      as: 'guest',
      body: { email: ids.signupEmail, otp: '000000' },
    }),
  },
  resendClientOtp: {
    call: (ids) => ({ method: 'POST', path: '/client/resend-otp', as: 'guest', body: { email: ids.signupEmail } }),
  },
  updateClientEmail: {
    call: (ids) => ({
      method: 'POST',
      path: '/client/update-email',
      as: 'guest',
      body: { email: ids.signupEmail, newEmail: `moved-${fresh()}@probe-freight.com`, password: SIGNUP_PASSWORD },
    }),
  },
  validateClientDomain: {
    call: () => ({ method: 'POST', path: '/client/validate-domain', as: 'guest' }),
  },
  getClientBaseUrl: {
    call: () => ({ method: 'POST', path: '/client/get-baseUrl', as: 'guest', body: {} }),
  },
  verifyClientDomain: {
    setup: async (server, world) => {
      setTxtResolver(async () => []);
      const r = await server.call<{ data: { record: { value: string } } }>('POST', '/client/verify-domain', {
        host: world.host,
        token: world.admin.token,
        body: { domain: SHARED_DOMAIN },
      });
      if (r.status !== 200) throw new Error(`domain setup failed: ${r.status} ${JSON.stringify(r.body)}`);
      return { domainToken: r.body.data.record.value };
    },
    call: () => ({ method: 'POST', path: '/client/verify-domain', as: 'admin', body: { domain: SHARED_DOMAIN } }),
  },
  createClientLead: {
    call: () => ({
      method: 'POST',
      path: '/client/lead?type=demo',
      as: 'guest',
      body: { name: 'Meera Iyer', email: 'meera.iyer@brightpath.in', companyName: 'BrightPath Staffing' },
    }),
  },
  listOnboardingCountries: {
    call: () => ({ method: 'POST', path: '/countries', as: 'guest', body: { search: 'india' } }),
  },
};
