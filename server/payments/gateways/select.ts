// The gateway client for a board and a gateway: the official SDK when the board has set that
// gateway's keys in its settings (`settings.payments.stripe|razorpay|paypal`), the offline
// sandbox otherwise. Keys are read here only; nothing else sees them.
import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Tenant } from '../../http/context.ts';
import type { GatewayClient, GatewayName, PaypalKeys, RazorpayKeys, StripeKeys } from './gateway.ts';
import { sandboxGateway } from './sandbox.ts';
import { sdkGateway } from './sdk-clients.ts';

export type GatewayDeps = { db: Db; config: Config; secret: Uint8Array };

const str = (o: Record<string, unknown>, k: string): string | null =>
  typeof o[k] === 'string' && (o[k] as string).length > 0 ? (o[k] as string) : null;

function keysOf(tenant: Tenant, name: GatewayName): Record<string, unknown> | null {
  const payments = tenant.settings.payments;
  if (!payments || typeof payments !== 'object') return null;
  const own = (payments as Record<string, unknown>)[name.toLowerCase()];
  return own && typeof own === 'object' ? (own as Record<string, unknown>) : null;
}

function stripeKeys(k: Record<string, unknown>): StripeKeys | null {
  const secretKey = str(k, 'secretKey');
  const webhookSecret = str(k, 'webhookSecret');
  if (!secretKey || !webhookSecret) return null;
  const publishableKey = str(k, 'publishableKey');
  return { secretKey, webhookSecret, ...(publishableKey ? { publishableKey } : {}) };
}

function razorpayKeys(k: Record<string, unknown>): RazorpayKeys | null {
  const keyId = str(k, 'keyId');
  const keySecret = str(k, 'keySecret');
  const webhookSecret = str(k, 'webhookSecret');
  return keyId && keySecret && webhookSecret ? { keyId, keySecret, webhookSecret } : null;
}

function paypalKeys(k: Record<string, unknown>): PaypalKeys | null {
  const clientId = str(k, 'clientId');
  const clientSecret = str(k, 'clientSecret');
  const webhookId = str(k, 'webhookId');
  return clientId && clientSecret && webhookId ? { clientId, clientSecret, webhookId } : null;
}

/** The key that signs the sandbox's webhooks for one board, derived from the server's secret. */
export function sandboxSigningKey(secret: Uint8Array, clientId: string): Buffer {
  return createHmac('sha256', secret).update(`sandbox-webhook:${clientId}`).digest();
}

export function gatewayClient(deps: GatewayDeps, tenant: Tenant, name: GatewayName, origin: string): GatewayClient {
  const own = keysOf(tenant, name);
  const base = deps.config.paymentEndpoints[name];
  const endpoint = base ? { baseUrl: base } : undefined;
  if (own) {
    if (name === 'STRIPE') {
      const k = stripeKeys(own);
      if (k) return sdkGateway('STRIPE', k, endpoint);
    } else if (name === 'RAZORPAY') {
      const k = razorpayKeys(own);
      if (k) return sdkGateway('RAZORPAY', k, endpoint);
    } else {
      const k = paypalKeys(own);
      if (k) return sdkGateway('PAYPAL', k, endpoint);
    }
  }
  return sandboxGateway(name, {
    db: deps.db,
    clientId: tenant.id,
    signingKey: sandboxSigningKey(deps.secret, tenant.id),
    origin,
  });
}
