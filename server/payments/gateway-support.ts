// Which gateways a board takes payment through, and in which currencies. A gateway is enabled by
// its plan flag (stripe_payments, razorpay_payments, paypal_payments); without keys in the board's
// settings it runs on the offline sandbox (gateways/select.ts), so every enabled gateway can be
// used. The currency lists are each gateway's documented settlement currencies within our table.
import type { components } from '@generated/schema';
import type { Tenant } from '../http/context.ts';
import { featureAllowed } from '../tenancy/features.ts';

type Gateway = components['schemas']['PaymentGateway'];

const FLAG: Readonly<Record<Gateway, string>> = {
  STRIPE: 'stripe_payments',
  RAZORPAY: 'razorpay_payments',
  PAYPAL: 'paypal_payments',
};

const PAYPAL_CURRENCIES = new Set(
  'AUD BRL CAD CNY CZK DKK EUR HKD HUF ILS JPY MYR MXN NOK NZD PHP PLN GBP SGD SEK CHF THB USD'.split(' '),
);
const RAZORPAY_CURRENCIES = new Set('INR USD EUR GBP AUD CAD SGD AED HKD SAR MYR CHF SEK DKK NOK NZD ZAR'.split(' '));

export function gatewaySupports(gateway: Gateway, currency: string): boolean {
  if (gateway === 'PAYPAL') return PAYPAL_CURRENCIES.has(currency);
  if (gateway === 'RAZORPAY') return RAZORPAY_CURRENCIES.has(currency);
  return true; // Stripe settles every currency of our table.
}

export function enabledGateways(tenant: Tenant): Gateway[] {
  return (Object.keys(FLAG) as Gateway[]).filter((g) => featureAllowed(tenant, FLAG[g]));
}

export function gatewaysFor(tenant: Tenant, currency: string): Gateway[] {
  return enabledGateways(tenant).filter((g) => gatewaySupports(g, currency));
}

/** Razorpay is the usual choice for rupees, Stripe for the rest. */
export function defaultGateway(tenant: Tenant, currency: string): Gateway | null {
  const usable = gatewaysFor(tenant, currency);
  const preferred: Gateway = currency === 'INR' ? 'RAZORPAY' : 'STRIPE';
  return usable.includes(preferred) ? preferred : (usable[0] ?? null);
}

export function currencySupport(tenant: Tenant, currency: string): components['schemas']['GatewayCurrencySupport'] {
  const preferred = defaultGateway(tenant, currency);
  return {
    currency: currency as components['schemas']['CurrencyCode'],
    gateways: gatewaysFor(tenant, currency).map((gateway) => ({
      gateway,
      isDefault: gateway === preferred,
      supportsSubscriptions: true,
      supportsPaymentLinks: true,
    })),
  };
}
