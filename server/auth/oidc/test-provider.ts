// A real OpenID Connect provider (oidc-provider) on 127.0.0.1 standing in for LinkedIn or Google
// in tests: one registered app per board (client id, secret and callback), PKCE required, ID
// tokens signed with its own RSA key and carrying the profile and e-mail claims as both providers'
// do. Its interaction signs in whoever the test named and consents at once, so a test can walk the
// real authorization flow over HTTP and come back with the provider's code.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContext } from 'oidc-provider';

export type TestApp = { clientId: string; clientSecret: string; redirectUri: string };

export type TestMember = {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
};

/** Rewrites the token endpoint's JSON answer on its way out (a tampered ID token). */
export type TokenTamper = (body: Record<string, unknown>) => Record<string, unknown>;

export type TestProvider = {
  issuer: string;
  /** Who signs in at the provider in the next authorization. */
  signInAs: (member: TestMember) => void;
  tamperTokens: (tamper: TokenTamper | null) => void;
  /** Walks the provider's side of the flow from our authorization URL to the callback's query. */
  authorize: (authorizationUrl: string) => Promise<URLSearchParams>;
  close: () => Promise<void>;
};

export const newApp = (host: string, callbackPath = '/jobsseekers/login'): TestApp => ({
  clientId: `app-${randomBytes(6).toString('hex')}`,
  clientSecret: randomBytes(24).toString('base64url'),
  redirectUri: `https://${host}${callbackPath}`,
});

function configuration(apps: TestApp[], members: Map<string, TestMember>): Record<string, unknown> {
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return {
    clients: apps.map((app) => ({
      client_id: app.clientId,
      client_secret: app.clientSecret,
      redirect_uris: [app.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...key, kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], profile: ['given_name', 'family_name'], email: ['email', 'email_verified'] },
    // LinkedIn and Google put the profile and e-mail claims in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    // Lifetimes of its own artefacts, set so the provider does not warn about its defaults.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: async (_ctx: unknown, sub: string) => {
      const member = members.get(sub);
      return member ? { accountId: sub, claims: async () => ({ ...member }) } : undefined;
    },
  };
}

/** A cookie jar of one browser: the provider's interaction and resume cookies. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    keep: (res: Response) => {
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}

/** `port` 0 (tests) takes a free one; a local setup names its own (local-provider.ts). */
export async function startTestProvider(apps: TestApp[], port = 0): Promise<TestProvider> {
  const members = new Map<string, TestMember>();
  let current: TestMember | null = null;
  let tamper: TokenTamper | null = null;
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => handle?.(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, configuration(apps, members));

  provider.use(async (ctx: KoaContext, next) => {
    await next();
    if (tamper && ctx.path === '/token' && ctx.status === 200 && ctx.body && typeof ctx.body === 'object')
      ctx.body = tamper(ctx.body as Record<string, unknown>);
  });

  // The interaction: the named member signs in and grants the scopes asked for.
  const interact = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    if (!current) throw new Error('no member to sign in as');
    const grant = new provider.Grant({ accountId: current.sub, clientId: details.params.client_id ?? '' });
    grant.addOIDCScope(details.params.scope ?? 'openid');
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: current.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };
  const callback = provider.callback();
  handle = (req, res) => {
    if (req.url?.startsWith('/interaction/'))
      interact(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    else callback(req, res);
  };

  return {
    issuer,
    signInAs: (member) => {
      members.set(member.sub, member);
      current = member;
    },
    tamperTokens: (t) => void (tamper = t),
    authorize: async (authorizationUrl) => {
      const browser = jar();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        if (url.origin !== issuer) return url.searchParams;
        const res = await fetch(url, { redirect: 'manual', headers: { cookie: browser.header() } });
        browser.keep(res);
        const location = res.headers.get('location');
        if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the provider');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        // fetch keeps its connections open; they would hold the close back.
        server.closeAllConnections();
      }),
  };
}
