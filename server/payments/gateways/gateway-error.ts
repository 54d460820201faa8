// A gateway's API refused a call or could not be reached. The SDKs fail in their own shapes (a
// StripeError, a plain `{ statusCode, error }` object from Razorpay, an ApiError from PayPal's
// SDK); callers get one Error with the HTTP status so they can tell bad keys (401) from an outage.
import type { GatewayName } from './gateway.ts';

export class GatewayError extends Error {
  constructor(
    readonly gateway: GatewayName,
    /** The gateway's HTTP status, or null when no answer came (network failure, timeout). */
    readonly status: number | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${gateway}: ${message}`, options);
    this.name = 'GatewayError';
  }
}
