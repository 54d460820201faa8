// Row types of plans, licences and payments (migration 0017-payments). Money is in minor units.
import type { Generated } from 'kysely';
import type { Json, Timestamp } from './columns.ts';

export type Audience = 'employer' | 'candidate';
export type LicenceKind = 'plan' | 'topup';
export type LicenceStatus = 'trial' | 'active' | 'past_due' | 'cancelled' | 'expired';
export type OrderStatus = 1 | 2 | 3;

/** A verified gateway payment as stored with its webhook event (gateways/gateway.ts GatewayPayment). */
export type GatewayPaymentJson = {
  gatewayOrderId: string;
  gatewayPaymentId: string | null;
  outcome: 'succeeded' | 'pending' | 'failed';
  amountMinor: number;
  currency: string;
  card: { brand: string | null; last4: string } | null;
  failureReason: string | null;
};

/** Allowance counts by key; null is unlimited. */
export type Limits = Partial<Record<string, number | null>>;

/** What a licence or an order keeps of the plan or pack it is for, as it was then. */
export type PlanSnapshot = {
  id: string;
  name: string;
  subscription: string | null;
  billingPeriod: string | null;
  priceMinor: number;
  currency: string;
  tier: string | null;
  isTopUp: boolean;
  limits: Limits;
  features: string[];
  validityDays: number;
};

export type PaymentTables = {
  plans: {
    id: Generated<string>;
    client_id: string;
    audience: Audience;
    name: string;
    description: string | null;
    subscription: string;
    billing_period: string;
    price_minor: number;
    original_price_minor: number | null;
    currency: string;
    tier: string;
    limits: Json<Limits>;
    features: string[];
    is_popular: Generated<boolean>;
    trial_days: Generated<number>;
    is_active: Generated<boolean>;
    sort: Generated<number>;
    created_at: Timestamp;
  };
  topups: {
    id: Generated<string>;
    client_id: string;
    name: string;
    description: string | null;
    price_minor: number;
    currency: string;
    credits: Json<Limits>;
    validity_days: number;
    is_active: Generated<boolean>;
    sort: Generated<number>;
    created_at: Timestamp;
  };
  licences: {
    id: Generated<string>;
    client_id: string;
    holder_type: Audience;
    company_id: string | null;
    user_id: string | null;
    kind: LicenceKind;
    plan_id: string | null;
    topup_id: string | null;
    snapshot: Json<PlanSnapshot>;
    status: LicenceStatus;
    starts_at: Timestamp;
    expires_at: Timestamp;
    auto_renew: Generated<boolean>;
    cancelled_at: Timestamp | null;
    gateway: string | null;
    order_id: string | null;
    renewal_failures: Generated<number>;
    next_renewal_attempt_at: Timestamp | null;
    cancel_reason: string | null;
    cancel_feedback: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  coupons: {
    id: Generated<string>;
    client_id: string;
    code: string;
    description: string | null;
    percent_off: string | number | null;
    amount_off_minor: number | null;
    currency: string | null;
    valid_from: Timestamp;
    valid_until: Timestamp | null;
    max_redemptions: number | null;
    redemption_count: Generated<number>;
    audience: Audience | null;
    plan_ids: Generated<string[]>;
    is_active: Generated<boolean>;
    created_at: Timestamp;
  };
  orders: {
    id: Generated<string>;
    client_id: string;
    order_no: string;
    holder_type: Audience;
    company_id: string | null;
    user_id: string;
    kind: LicenceKind;
    action: string;
    plan_id: string | null;
    topup_id: string | null;
    snapshot: Json<PlanSnapshot>;
    currency: string;
    subtotal_minor: number;
    discount_minor: number;
    tax_minor: number;
    total_minor: number;
    coupon_id: string | null;
    coupon_code: string | null;
    gateway: string;
    provider: string;
    recurring: Generated<boolean>;
    gateway_order_id: string | null;
    checkout_url: string | null;
    checkout_expires_at: Timestamp | null;
    status: Generated<OrderStatus>;
    failure_reason: string | null;
    paid_at: Timestamp | null;
    licence_id: string | null;
    invoice_no: string | null;
    invoice_file: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  payment_transactions: {
    id: Generated<string>;
    client_id: string;
    order_id: string;
    gateway: string;
    gateway_payment_id: string | null;
    amount_minor: number;
    currency: string;
    status: OrderStatus;
    card_brand: string | null;
    card_last4: string | null;
    failure_reason: string | null;
    created_at: Timestamp;
    paid_at: Timestamp | null;
  };
  payment_events: {
    gateway: string;
    event_id: string;
    client_id: string;
    order_id: string | null;
    gateway_order_id: string | null;
    type: string;
    payment: Json<GatewayPaymentJson> | null;
    received_at: Timestamp;
    processed_at: Timestamp | null;
  };
  invoice_counters: {
    client_id: string;
    last_no: Generated<number>;
    last_order_no: Generated<number>;
  };
  payment_errors: {
    id: Generated<string>;
    client_id: string;
    user_id: string;
    order_id: string | null;
    gateway: string;
    event: string;
    code: string | null;
    message: string;
    context: Json;
    created_at: Timestamp;
  };
  payment_methods: {
    id: Generated<string>;
    client_id: string;
    holder_type: Audience;
    company_id: string | null;
    user_id: string | null;
    gateway: string;
    provider: string;
    gateway_payment_method_id: string;
    brand: string | null;
    last4: string;
    exp_month: number;
    exp_year: number;
    holder_name: string | null;
    is_default: Generated<boolean>;
    declines_charges: Generated<boolean>;
    created_at: Timestamp;
  };
  sandbox_checkouts: {
    id: string;
    client_id: string;
    order_id: string;
    amount_minor: number;
    currency: string;
    state: Generated<'open' | 'processing' | 'succeeded' | 'failed'>;
    payment_id: string | null;
    card_brand: string | null;
    card_last4: string | null;
    failure_reason: string | null;
    settle_at: Timestamp | null;
    return_url: string;
    created_at: Timestamp;
  };
};
