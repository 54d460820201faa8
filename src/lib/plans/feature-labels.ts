// The label of each feature flag, as `featureFlags` in @generated/manifest names it. A copy, on
// purpose: the manifest is one module that the index route's entry chunk already holds (routes,
// constants), so reading `featureFlags` from it anywhere moves the whole table (labels,
// descriptions, tiers: about 3.5 kB gzip) into the entry and over its budget
// (scripts/bundle-budget.ts). This map goes only into the chunks that use it, and
// feature-labels.test.ts fails as soon as it differs from the manifest. If codegen ever emits the
// flags as a module of their own, import them from there and delete this file.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FeatureFlagKey } from '@generated/manifest';
import { i18n } from '@/lib/i18n/i18n';

const MESSAGES: Readonly<Record<FeatureFlagKey, MessageDescriptor>> = {
  default: msg`Default access`,
  advanced_candidate_search: msg`Advanced candidate search`,
  resume_builder: msg`Resume builder`,
  resume_parser: msg`Resume parser`,
  ats: msg`Applicant tracking`,
  chat: msg`Chat`,
  bulk_job_upload: msg`Bulk job upload`,
  job_email_alerts: msg`Job e-mail alerts`,
  team_management: msg`Team management`,
  coupons: msg`Coupons`,
  candidate_licence: msg`Candidate licence`,
  ai_job_recommendation: msg`AI job recommendation`,
  social_login: msg`Social login`,
  video_resume: msg`Video resume`,
  candidate_invitation: msg`Candidate invitation`,
  company_reviews: msg`Company reviews`,
  custom_domain_branding: msg`Custom domain and branding`,
  job_expiry: msg`Job expiry`,
  job_posting_approval: msg`Job posting approval`,
  custom_fields: msg`Custom fields`,
  saved_searches: msg`Saved searches`,
  candidate_lists: msg`Candidate lists`,
  matched_candidates: msg`Matched candidates`,
  candidate_contact_view: msg`Candidate contact details`,
  candidate_recommendation: msg`Candidate recommendation`,
  similar_candidates: msg`Similar candidates`,
  smart_search: msg`Smart search`,
  employer_analytics: msg`Employer analytics`,
  analytics_export: msg`Analytics export`,
  job_posting: msg`Job posting`,
  job_clone: msg`Job clone`,
  job_pause: msg`Job pause`,
  job_slug_custom: msg`Custom job URL`,
  job_featured: msg`Featured jobs`,
  job_urgent_badge: msg`Urgent badge`,
  job_redirect_apply: msg`Apply on external site`,
  job_additional_questions: msg`Screening questions`,
  job_salary_insights: msg`Salary insights`,
  job_rss_feed: msg`RSS job feed`,
  job_xml_feed: msg`XML job feed`,
  job_indeed_feed: msg`Indeed job feed`,
  api_job_import: msg`API job import`,
  xml_job_import: msg`XML job import`,
  import_mirror: msg`Import mirroring`,
  quick_apply: msg`Quick apply`,
  guest_apply: msg`Guest apply`,
  application_status_email: msg`Application status e-mails`,
  bulk_status_update: msg`Bulk status update`,
  application_notes: msg`Application notes`,
  interview_scheduling: msg`Interview scheduling`,
  candidate_export: msg`Candidate export`,
  resume_download: msg`Resume download`,
  resume_preview: msg`Resume preview`,
  resume_templates: msg`Resume templates`,
  profile_completion: msg`Profile completion`,
  profile_visibility: msg`Profile visibility`,
  candidate_pricing_plans: msg`Job seeker plans`,
  employer_pricing_plans: msg`Employer plans`,
  top_up_plans: msg`Top-up plans`,
  stripe_payments: msg`Stripe payments`,
  razorpay_payments: msg`Razorpay payments`,
  paypal_payments: msg`PayPal payments`,
  multi_currency: msg`Multiple currencies`,
  invoices: msg`Invoices`,
  subscriptions: msg`Subscriptions`,
  push_notifications: msg`Push notifications`,
  email_notifications: msg`E-mail notifications`,
  notification_center: msg`Notification centre`,
  job_alert_weekly: msg`Weekly job alerts`,
  job_alert_daily: msg`Daily job alerts`,
  alert_unsubscribe: msg`Alert unsubscribe`,
  page_builder: msg`Page builder`,
  custom_pages: msg`Custom pages`,
  journal: msg`Journal`,
  browse_companies: msg`Browse companies`,
  company_profile_page: msg`Company profile page`,
  company_followers: msg`Company followers`,
  sitemap: msg`Sitemap`,
  seo_meta: msg`SEO metadata`,
  google_tag_manager: msg`Google Tag Manager`,
  posthog_analytics: msg`PostHog analytics`,
  first_party_analytics: msg`First-party analytics`,
  contact_us: msg`Contact form`,
  localization: msg`Localisation`,
  white_label: msg`White label`,
  custom_email_templates: msg`Custom e-mail templates`,
  sso_linkedin: msg`LinkedIn sign-in`,
  admin_impersonation: msg`Admin acts for account`,
  audit_log: msg`Audit log`,
  gdpr_export: msg`Personal data export`,
  two_factor_auth: msg`Two-factor authentication`,
};

/**
 * The labels, each read in the page's language when it is read (a getter per flag), so the one
 * table serves every language and its users read it as plain strings.
 */
export const FEATURE_LABELS: Readonly<Record<FeatureFlagKey, string>> = Object.defineProperties(
  {} as Record<FeatureFlagKey, string>,
  Object.fromEntries(
    Object.entries(MESSAGES).map(([key, message]) => [key, { enumerable: true, get: () => i18n._(message) }]),
  ),
);

/** The flag's label (the manifest's); the key in words for a flag the manifest does not know. */
export function featureLabel(flag: string): string {
  const label = (FEATURE_LABELS as Readonly<Record<string, string | undefined>>)[flag];
  if (label) return label;
  const words = flag.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
