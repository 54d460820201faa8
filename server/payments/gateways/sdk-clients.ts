// The real gateways behind one factory: each official SDK pointed at the gateway's API, or, for
// tests, at a local server answering as that API (`endpoint`, process configuration only).
import { Client, ClientCredentialsAuthManager, Environment, OrdersController } from '@paypal/paypal-server-sdk';
import Razorpay from 'razorpay';
import Stripe from 'stripe';
import type { GatewayClient, GatewayEndpoint, PaypalKeys, RazorpayKeys, StripeKeys } from './gateway.ts';
import { PaypalGateway } from './paypal.ts';
import { certUrlAllowed } from './paypal-signature.ts';
import { RazorpayGateway } from './razorpay.ts';
import { StripeGateway } from './stripe.ts';

const TIMEOUT_MS = 20_000;

export function sdkGateway(name: 'STRIPE', keys: StripeKeys, endpoint: GatewayEndpoint): GatewayClient;
export function sdkGateway(name: 'RAZORPAY', keys: RazorpayKeys, endpoint: GatewayEndpoint): GatewayClient;
export function sdkGateway(name: 'PAYPAL', keys: PaypalKeys, endpoint: GatewayEndpoint): GatewayClient;
export function sdkGateway(
  name: 'STRIPE' | 'RAZORPAY' | 'PAYPAL',
  keys: StripeKeys | RazorpayKeys | PaypalKeys,
  endpoint: GatewayEndpoint,
): GatewayClient {
  switch (name) {
    case 'STRIPE':
      return new StripeGateway(stripeSdk(keys as StripeKeys, endpoint), keys as StripeKeys);
    case 'RAZORPAY':
      return new RazorpayGateway(razorpaySdk(keys as RazorpayKeys, endpoint), keys as RazorpayKeys);
    case 'PAYPAL':
      return new PaypalGateway(
        new OrdersController(paypalSdk(keys as PaypalKeys, endpoint)),
        keys as PaypalKeys,
        certUrlAllowed(endpoint?.baseUrl),
      );
  }
}

function stripeSdk(keys: StripeKeys, endpoint: GatewayEndpoint): Stripe {
  const base = endpoint ? new URL(endpoint.baseUrl) : null;
  return new Stripe(keys.secretKey, {
    timeout: TIMEOUT_MS,
    maxNetworkRetries: 2,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

function razorpaySdk(keys: RazorpayKeys, endpoint: GatewayEndpoint): Razorpay {
  const razorpay = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  if (endpoint) {
    // The SDK has no base-URL option: it builds one axios instance on `https://api.razorpay.com`
    // (`razorpay.api.rq`, razorpay 2.9.8, dist/api.js) and every resource calls through it.
    axiosDefaults(razorpay).baseURL = endpoint.baseUrl;
  }
  axiosDefaults(razorpay).timeout = TIMEOUT_MS;
  return razorpay;
}

function axiosDefaults(razorpay: Razorpay): { baseURL?: string; timeout?: number } {
  return (razorpay.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }).rq.defaults;
}

function paypalSdk(keys: PaypalKeys, endpoint: GatewayEndpoint): Client {
  const credentials = { oAuthClientId: keys.clientId, oAuthClientSecret: keys.clientSecret };
  const client = new Client({
    environment: endpoint ? Environment.Sandbox : Environment.Production,
    clientCredentialsAuthCredentials: credentials,
    timeout: TIMEOUT_MS,
  });
  if (!endpoint) return client;
  // The SDK knows only PayPal's two hosts. Every request it makes (the OAuth token too) is built
  // by the client's request-builder factory, so requests are re-based onto the endpoint there; the
  // token manager is rebuilt because the SDK's own captured the factory before this wrapper.
  const factory = client.getRequestBuilderFactory();
  const origin = new URL(endpoint.baseUrl);
  const rebased: ReturnType<Client['getRequestBuilderFactory']> = (...args) => {
    const builder = factory(...args);
    builder.interceptRequest((request) => {
      const url = new URL(request.url);
      url.protocol = origin.protocol;
      url.host = origin.host;
      return { ...request, url: url.href };
    });
    return builder;
  };
  client.getRequestBuilderFactory = () => rebased;
  client.clientCredentialsAuthManager = new ClientCredentialsAuthManager(credentials, client);
  return client;
}
