// The payments domain's public face: what other server modules may use of it (docs/architecture.md,
// "The server's modules"). Everything else in server/payments/ is its own.
export { paymentTasks } from './background.ts';
export {
  assertCandidateAllowance,
  candidateAllowanceOf,
  spendCandidateAllowance,
  withCandidateAllowance,
  type CandidateAllowance,
} from './candidate-allowance.ts';
export {
  couponCodeTaken,
  couponRows,
  findCouponById,
  findPlan,
  findTopUp,
  insertCoupon,
  insertPlan,
  insertTopUp,
  licenceCounts,
  nextSort,
  planRows,
  plansAmong,
  takenSubscriptions,
  topUpNameTaken,
  topUpRows,
  updateCoupon,
  updatePlan,
  updateTopUp,
  type CouponRecord,
  type PlanRecord,
  type TopUpRecord,
} from './catalogue-admin-repo.ts';
export { CATALOGUE_CURRENCY, ensureCatalogue } from './catalogue.ts';
export { couponView } from './coupons.ts';
export { callerEntitlements, callerMay, companyEntitlements, companyMay, type Entitlements } from './entitlements.ts';
export { gatewaysFor } from './gateway-support.ts';
export { minorUnits } from './gateways/gateway.ts';
export { paymentHandlers } from './handlers.ts';
export { activePlanLicence, grantPlan } from './licences-repo.ts';
export { lockJobQuota, openJobCount } from './quota-repo.ts';
export { registerSandboxPages } from './sandbox-pages.ts';
export { insertSearchUse, searchedToday, searchesSince } from './search-uses-repo.ts';
export { CANDIDATE_SOLD_FLAGS, EMPLOYER_SOLD_FLAGS } from './sold-flags.ts';
export { contactRevealsSince, invitationsSince } from './usage-repo.ts';
export { planView, topUpView } from './views.ts';
export { registerPaymentWebhooks } from './webhooks.ts';
