// The tests' OpenID Connect provider (../oidc/test-provider.ts) under the names LinkedIn's tests use.
export {
  newApp,
  startTestProvider as startTestLinkedIn,
  type TestApp,
  type TestMember,
  type TestProvider as TestLinkedIn,
  type TokenTamper,
} from '../oidc/test-provider.ts';
