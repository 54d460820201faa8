// Plans, licences and payments (issue 12): each board's catalogue of employer and candidate plans
// and top-up packs, the licences that grant them to a company or a candidate, coupons, orders, the
// ledger of payment transactions written once per gateway payment, the webhook events already
// processed (delivery is at least once, so the event id makes it idempotent), gap-free invoice
// numbers per board, and the offline sandbox gateway's own state. Money is kept in the currency's
// minor unit as integers, so no engine ever rounds a price (docs/payments.md).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table plans (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      audience text not null,
      name text not null,
      description text,
      subscription text not null,
      billing_period text not null,
      price_minor integer not null,
      original_price_minor integer,
      currency text not null,
      tier text not null,
      limits jsonb not null default '{}',
      features text[] not null default '{}',
      is_popular boolean not null default false,
      trial_days integer not null default 0,
      is_active boolean not null default true,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      unique (client_id, audience, subscription)
    );

    create table topups (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      name text not null,
      description text,
      price_minor integer not null,
      currency text not null,
      credits jsonb not null default '{}',
      validity_days integer not null,
      is_active boolean not null default true,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      unique (client_id, name)
    );

    create table licences (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      holder_type text not null,
      company_id uuid references companies(id) on delete cascade,
      user_id uuid references users(id) on delete cascade,
      kind text not null,
      plan_id uuid,
      topup_id uuid,
      -- What was bought, as it was when bought: later edits of the catalogue change no licence.
      snapshot jsonb not null,
      status text not null,
      starts_at timestamptz not null,
      expires_at timestamptz not null,
      auto_renew boolean not null default false,
      cancelled_at timestamptz,
      gateway text,
      order_id uuid,
      -- A failed renewal is retried: how many attempts failed, and when the next one is due.
      renewal_failures integer not null default 0,
      next_renewal_attempt_at timestamptz,
      cancel_reason text,
      cancel_feedback text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index licences_renewals on licences (expires_at) where auto_renew and kind = 'plan';
    create index licences_company on licences (client_id, company_id, kind, expires_at) where company_id is not null;
    create index licences_user on licences (client_id, user_id, kind, expires_at) where user_id is not null;
    -- A company has one free trial, ever, however many requests ask for it at once.
    create unique index licences_company_trial on licences (client_id, company_id)
      where kind = 'plan' and (snapshot->>'subscription') = 'TRIAL';
    -- One licence per paid order, however often the payment is reported.
    create unique index licences_order on licences (order_id) where order_id is not null;

    create table coupons (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      code text not null,
      description text,
      percent_off numeric(5,2),
      amount_off_minor integer,
      currency text,
      valid_from timestamptz not null default now(),
      valid_until timestamptz,
      max_redemptions integer,
      redemption_count integer not null default 0,
      audience text,
      plan_ids uuid[] not null default '{}',
      is_active boolean not null default true,
      created_at timestamptz not null default now(),
      unique (client_id, code)
    );

    create table orders (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      order_no text not null,
      holder_type text not null,
      company_id uuid references companies(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      kind text not null,
      action text not null,
      plan_id uuid,
      topup_id uuid,
      snapshot jsonb not null,
      currency text not null,
      subtotal_minor integer not null,
      discount_minor integer not null,
      tax_minor integer not null,
      total_minor integer not null,
      coupon_id uuid,
      coupon_code text,
      gateway text not null,
      provider text not null,
      -- A subscription purchase: its licence renews with the card saved at checkout.
      recurring boolean not null default false,
      gateway_order_id text,
      checkout_url text,
      checkout_expires_at timestamptz,
      status smallint not null default 2,
      failure_reason text,
      paid_at timestamptz,
      licence_id uuid,
      invoice_no text,
      invoice_file text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (client_id, order_no)
    );
    create index orders_company on orders (client_id, company_id, created_at desc) where company_id is not null;
    create index orders_user on orders (client_id, user_id, created_at desc);
    create unique index orders_gateway_order on orders (client_id, gateway, gateway_order_id) where gateway_order_id is not null;

    -- The ledger: one row per attempt the gateway reported, a paid one exactly once.
    create table payment_transactions (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      order_id uuid not null references orders(id) on delete cascade,
      gateway text not null,
      gateway_payment_id text,
      amount_minor integer not null,
      currency text not null,
      status smallint not null,
      card_brand text,
      card_last4 text,
      failure_reason text,
      created_at timestamptz not null default now(),
      paid_at timestamptz
    );
    create unique index payment_transactions_payment on payment_transactions (client_id, gateway, gateway_payment_id)
      where gateway_payment_id is not null;
    create index payment_transactions_order on payment_transactions (client_id, order_id);

    create table payment_events (
      gateway text not null,
      event_id text not null,
      client_id uuid not null references clients(id) on delete cascade,
      order_id uuid,
      gateway_order_id text,
      type text not null,
      -- What the verified event said about the payment (GatewayPayment), or null for none.
      payment jsonb,
      received_at timestamptz not null default now(),
      processed_at timestamptz,
      primary key (client_id, gateway, event_id)
    );
    create index payment_events_pending on payment_events (received_at) where processed_at is null;

    create table invoice_counters (
      client_id uuid primary key references clients(id) on delete cascade,
      last_no integer not null default 0,
      last_order_no integer not null default 0
    );

    create table payment_errors (
      id bigint generated always as identity primary key,
      client_id uuid not null references clients(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      order_id uuid,
      gateway text not null,
      event text not null,
      code text,
      message text not null,
      context jsonb not null default '{}',
      created_at timestamptz not null default now()
    );

    -- Cards saved with a gateway for renewals: only the brand, last four digits and expiry.
    create table payment_methods (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      holder_type text not null,
      company_id uuid references companies(id) on delete cascade,
      user_id uuid references users(id) on delete cascade,
      gateway text not null,
      provider text not null,
      gateway_payment_method_id text not null,
      brand text,
      last4 text not null,
      exp_month integer not null,
      exp_year integer not null,
      holder_name text,
      is_default boolean not null default false,
      -- The sandbox's card that saves but whose later charges are declined (Stripe's 4000…0341).
      declines_charges boolean not null default false,
      created_at timestamptz not null default now(),
      unique (client_id, gateway, gateway_payment_method_id)
    );

    -- The offline sandbox gateway's side of a checkout (what Stripe would keep on its servers).
    create table sandbox_checkouts (
      id text primary key,
      client_id uuid not null references clients(id) on delete cascade,
      order_id uuid not null references orders(id) on delete cascade,
      amount_minor integer not null,
      currency text not null,
      state text not null default 'open',
      payment_id text,
      card_brand text,
      card_last4 text,
      failure_reason text,
      settle_at timestamptz,
      return_url text not null,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}
