// A stand-in LinkedIn for a developer's machine: the tests' OpenID Connect provider on a fixed
// port, with one app for the callback you name, signing in as the member you name. It prints what
// to set so a local board uses it (docs/linkedin-sign-in.md, "Trying it locally").
//
//   npx tsx server/auth/linkedin/local-provider.ts \
//     --callback http://localhost:3000/jobsseekers/login --email you@example.com
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { startTestLinkedIn } from './test-provider.ts';

const { values } = parseArgs({
  options: {
    callback: { type: 'string', default: 'http://localhost:3000/jobsseekers/login' },
    email: { type: 'string', default: 'linkedin.member@example.com' },
    verified: { type: 'boolean', default: true },
    port: { type: 'string', default: '4010' },
  },
});

const app = {
  clientId: 'local-app',
  clientSecret: randomBytes(18).toString('base64url'),
  redirectUri: values.callback,
};
const linkedin = await startTestLinkedIn([app], Number(values.port));
linkedin.signInAs({
  sub: `local-${values.email}`,
  email: values.email,
  email_verified: values.verified,
  given_name: 'Local',
  family_name: 'Member',
});
const settings = JSON.stringify({ linkedin: { clientId: app.clientId, clientSecret: app.clientSecret } });
console.log(`A stand-in LinkedIn is at ${linkedin.issuer}, signing everyone in as ${values.email}.
Start the server with   LINKEDIN_ISSUER=${linkedin.issuer}
and give the board the app (SQL, on the board reached at the callback's host):
  update clients set settings = settings || '${settings}'::jsonb where slug = '<the board>';`);
