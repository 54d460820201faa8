// Local servers answering as each gateway's documented API, for tests of the real SDK clients.
export { startStripeApi, stripeTestKeys, type StripeApi, type FakeCard } from './stripe-api.ts';
export { startRazorpayApi, razorpayTestKeys, type RazorpayApi } from './razorpay-api.ts';
export { startPaypalApi, paypalTestKeys, type PaypalApi } from './paypal-api.ts';
export { checkoutRequest } from './checkout-request.ts';
