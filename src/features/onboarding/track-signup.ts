// The analytics of a new company signup (specification §7: "company group creation on admin
// signup"): the company group as soon as the client exists, then the administrator's identity
// once the e-mail is verified, tied to the same group.
import type { AuthUser, Client } from '@generated/api/model';
import { analytics } from '@/lib/analytics/analytics';

function companyTraits(client: Client): Record<string, unknown> {
  return {
    name: client.name,
    host: client.primaryHost,
    subscription: client.subscription,
    tier: client.tier,
    countryCode: client.countryCode,
    timezone: client.timezone,
    createdAt: client.createdAt,
  };
}

export function trackClientCreated(client: Client): void {
  analytics.group('company', client._id, companyTraits(client));
  analytics.capture('client_created', { clientId: client._id, subscription: client.subscription });
}

export function trackClientVerified(client: Client, user: AuthUser): void {
  // Traits stay free of contact details: the providers receive the role and the company, not the
  // person's e-mail.
  analytics.identify(user._id, { role: user.role, employerKind: user.kind, clientId: client._id });
  analytics.group('company', client._id, companyTraits(client));
  analytics.capture('client_verified', { clientId: client._id });
}
