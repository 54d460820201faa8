// The sandbox gateway's hosted checkout page, served on the board's own host at
// /sandbox-checkout/{checkout id}: the amount, a card form (test cards listed), Pay and Cancel.
// Paying records the outcome on the sandbox's side with a settle time a few seconds ahead, queues
// its webhook for then, and sends the buyer back to the payment-status page, which shows the
// payment pending until it settles, exactly as a real asynchronous payment does.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cardBrandOf } from '../../shared/card-brand-detect.ts';
import type { AppDeps } from '../http/context.ts';
import { escapeHtml } from '../http/escape.ts';
import { toMajor } from './money.ts';
import { majorUnits } from './gateways/gateway.ts';
import { clearDefaultCards, insertCard } from './payment-methods-repo.ts';
import { checkoutPage, payOpenCheckout } from './sandbox-checkouts-repo.ts';

export const SANDBOX_WEBHOOK_TASK = 'payments.sandbox-webhook';
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Saves for renewals, but every later charge on it is declined (Stripe's test card). */
const DECLINES_LATER = '4000000000000341';
/** Settles at once instead of after SANDBOX_SETTLE_MS (Stripe's "bypass pending" test card). */
const SETTLES_AT_ONCE = '4000000000000077';

const DECLINES: Readonly<Record<string, string>> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000000069': 'Your card has expired.',
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><meta name="robots" content="noindex">
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f1f3f5;color:#212529;margin:0;padding:24px 12px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 4px}.amount{font-size:1.75rem;font-weight:700;margin:8px 0 16px}
label{display:block;font-size:.875rem;font-weight:600;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #adb5bd;border-radius:8px;font-size:1rem}
.row{display:flex;gap:12px}.row>div{flex:1}button{width:100%;padding:12px;border:0;border-radius:8px;font-size:1rem;font-weight:600;margin-top:16px;cursor:pointer}
.pay{background:#1c7ed6;color:#fff}.cancel{background:#e9ecef;color:#212529}.note{font-size:.8125rem;color:#495057;margin-top:16px}
.badge{display:inline-block;background:#fff3bf;color:#5c3c00;border-radius:4px;padding:2px 8px;font-size:.75rem;font-weight:700}.error{color:#c92a2a;font-weight:600}
</style></head><body><main>${body}</main></body></html>`;
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_POLICY)
    .type('text/html; charset=utf-8')
    .send(html);
}

type Form = { action?: string; number?: string; expiry?: string; cvc?: string; name?: string };

type Checkout = { holder_type: 'employer' | 'candidate'; company_id: string | null; user_id: string; gateway: string };

/** A subscription's card is kept (brand, last four, expiry) as the holder's default for renewals. */
async function saveCard(
  deps: AppDeps,
  clientId: string,
  c: Checkout,
  digits: string,
  expiry: RegExpExecArray,
  name: string | undefined,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await clearDefaultCards(trx, clientId, c);
    await insertCard(trx, clientId, {
      holder_type: c.holder_type,
      company_id: c.holder_type === 'employer' ? c.company_id : null,
      user_id: c.holder_type === 'candidate' ? c.user_id : null,
      gateway: c.gateway,
      provider: 'sandbox',
      gateway_payment_method_id: `sbx_pm_${randomBytes(12).toString('hex')}`,
      brand: cardBrandOf(digits),
      last4: digits.slice(-4),
      exp_month: Number(expiry[1]),
      exp_year: 2000 + Number(expiry[2]),
      holder_name: name?.trim().slice(0, 100) || null,
      is_default: true,
      declines_charges: digits === DECLINES_LATER,
    });
  });
}

export function registerSandboxPages(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const schema = {
      params: { type: 'object', properties: { id: { type: 'string', pattern: '^sbx_cs_[0-9a-f]{24}$' } } },
    };

    const load = (clientId: string, id: string) => checkoutPage(deps.db, clientId, id);

    const form = (c: NonNullable<Awaited<ReturnType<typeof load>>>, error?: string) =>
      page(
        'Sandbox checkout',
        `<span class="badge">SANDBOX · no real money</span>
<h1>${escapeHtml(c.snapshot.name)}</h1><div>Order ${escapeHtml(c.order_no)}</div>
<div class="amount">${escapeHtml(c.currency)} ${toMajor(c.amount_minor, c.currency).toFixed(majorUnits(100, c.currency) === 100 ? 0 : 2)}</div>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/sandbox-checkout/${escapeHtml(c.id)}">
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" maxlength="100">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242" required maxlength="23">
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" value="12/30" required maxlength="5"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" value="123" required maxlength="4"></div></div>
${c.recurring ? '<p class="note">This card is saved to renew the plan at the end of each period. You can cancel any time.</p>' : ''}
<button class="pay" type="submit" name="action" value="pay">Pay</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel and go back</button>
</form>
<p class="note">Test cards: 4242 4242 4242 4242 pays (settling in a few seconds); 4000 0000 0000 0077 pays at once; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds.</p>`,
      );

    scope.get('/sandbox-checkout/:id', { schema }, async (req, reply) => {
      const tenant = req.ctx.tenant;
      const c = tenant ? await load(tenant.id, (req.params as { id: string }).id) : undefined;
      if (!c) return send(reply, 404, page('Checkout not found', '<h1>This checkout does not exist</h1>'));
      if (c.state !== 'open') return reply.redirect(c.return_url, 303);
      return send(reply, 200, form(c));
    });

    scope.post('/sandbox-checkout/:id', { schema, bodyLimit: 4096 }, async (req, reply) => {
      const tenant = req.ctx.tenant;
      const id = (req.params as { id: string }).id;
      const c = tenant ? await load(tenant.id, id) : undefined;
      if (!tenant || !c) return send(reply, 404, page('Checkout not found', '<h1>This checkout does not exist</h1>'));
      if (c.state !== 'open') return reply.redirect(c.return_url, 303);
      const body = (req.body ?? {}) as Form;
      if (body.action === 'cancel') return reply.redirect(c.return_url, 303);
      const digits = String(body.number ?? '').replace(/[\s-]/g, '');
      const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(String(body.expiry ?? '').trim());
      if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return send(reply, 400, form(c, 'Enter a valid card number.'));
      if (!expiry) return send(reply, 400, form(c, 'Enter the expiry as MM/YY.'));
      if (!/^\d{3,4}$/.test(String(body.cvc ?? ''))) return send(reply, 400, form(c, 'Enter the 3 or 4 digit CVC.'));
      const decline = DECLINES[digits];
      const settleMs = digits === SETTLES_AT_ONCE ? 0 : deps.config.sandboxSettleMs;
      const settleAt = new Date(Date.now() + settleMs);
      await payOpenCheckout(deps.db, tenant.id, id, {
        state: decline ? 'failed' : 'succeeded',
        payment_id: `sbx_pay_${randomBytes(12).toString('hex')}`,
        card_brand: cardBrandOf(digits),
        card_last4: digits.slice(-4),
        failure_reason: decline ?? null,
        settle_at: settleAt,
      });
      if (c.recurring && !decline) await saveCard(deps, tenant.id, c, digits, expiry, body.name);
      await deps.jobs.send(
        SANDBOX_WEBHOOK_TASK,
        { clientId: tenant.id, checkoutId: id },
        { startAfterSeconds: Math.ceil(settleMs / 1000) },
      );
      return reply.redirect(c.return_url, 303);
    });
  });
}
