// Every built handler, by operationId. An operation missing here answers 501 NOT_IMPLEMENTED.
// Each domain keeps its handlers in its own file; an operationId claimed twice fails at start.
import type { HandlerMap } from './http/handler.ts';
import { accountHandlers } from './accounts/handlers.ts';
import { adminAppearanceHandlers } from './admin/appearance/handlers.ts';
import { adminPageHandlers } from './admin/pages/handlers.ts';
import { adminHandlers } from './admin/handlers.ts';
import { adminDomainHandlers } from './admin/domains/handlers.ts';
import { adminMailTemplateHandlers } from './admin/mail-templates/handlers.ts';
import { adminSettingsHandlers } from './admin/settings/handlers.ts';
import { applyingHandlers } from './applying/handlers.ts';
import { pipelineHandlers } from './pipeline/handlers.ts';
import { candidateProfileHandlers } from './candidate-profile/handlers.ts';
import { chatHandlers } from './chat/handlers.ts';
import { contactUsHandlers } from './contact-us/handlers.ts';
import { masterDataHandlers } from './master-data/handlers.ts';
import { boardSettingsHandlers } from './board-settings/handlers.ts';
import { companyHandlers } from './companies/handlers.ts';
import { discoveryHandlers } from './jobs-discovery/handlers.ts';
import { feedHandlers } from './seo/handlers.ts';
import { fileHandlers } from './files/handlers.ts';
import { formHandlers } from './forms/handlers.ts';
import { importHandlers } from './job-import/handlers.ts';
import { jobAlertHandlers } from './job-alerts/handlers.ts';
import { notificationHandlers } from './notifications/handlers.ts';
import { onboardingHandlers } from './onboarding/handlers.ts';
import { pageHandlers } from './pages/handlers.ts';
import { paymentHandlers } from './payments/handlers.ts';
import { postingHandlers } from './job-posting/handlers.ts';
import { pushHandlers } from './push/handlers.ts';
import { redirectHandlers } from './redirects/handlers.ts';
import { resumeHandlers } from './resumes/handlers.ts';
import { reviewHandlers } from './reviews/handlers.ts';
import { searchHandlers } from './search/handlers.ts';
import { employerCandidateHandlers } from './employer-candidates/handlers.ts';
import { candidateMatchingHandlers } from './employer-candidates/matching-handlers.ts';
import { adminFormHandlers } from './admin/forms/handlers.ts';
import { adminMasterDataHandlers } from './admin/master-data/handlers.ts';
import { adminCategoryHandlers } from './admin/categories/handlers.ts';
import { adminChatReportHandlers } from './admin/chat-reports/handlers.ts';
import { adminContactMessageHandlers } from './admin/contact-messages/handlers.ts';
import { adminCatalogueHandlers } from './admin/catalogue/handlers.ts';
import { adminRedirectHandlers } from './admin/redirects/handlers.ts';
import { journalHandlers } from './journal/handlers.ts';
import { consentHandlers } from './consent/handlers.ts';
import { companyFollowerHandlers } from './company-followers/handlers.ts';
import { salaryInsightsHandlers } from './salary-insights/handlers.ts';
import { knockOutHandlers } from './knock-outs/handlers.ts';
import { jobsWidgetHandlers } from './jobs-widget/handlers.ts';
import { indexingHandlers } from './indexing/handlers.ts';
import { twoFactorHandlers } from './two-factor/handlers.ts';
import { interviewHandlers } from './interviews/handlers.ts';
import { videoResumeHandlers } from './video-resume/handlers.ts';

function merge(...maps: HandlerMap[]): HandlerMap {
  const all: Record<string, unknown> = {};
  for (const map of maps)
    for (const [id, handler] of Object.entries(map)) {
      if (id in all) throw new Error(`operation ${id} has two handlers`);
      all[id] = handler;
    }
  return all as HandlerMap;
}

export const allHandlers: HandlerMap = merge(
  accountHandlers,
  onboardingHandlers,
  masterDataHandlers,
  boardSettingsHandlers,
  companyHandlers,
  fileHandlers,
  discoveryHandlers,
  postingHandlers,
  feedHandlers,
  applyingHandlers,
  pipelineHandlers,
  formHandlers,
  importHandlers,
  notificationHandlers,
  jobAlertHandlers,
  pushHandlers,
  chatHandlers,
  paymentHandlers,
  candidateProfileHandlers,
  resumeHandlers,
  searchHandlers,
  employerCandidateHandlers,
  candidateMatchingHandlers,
  reviewHandlers,
  pageHandlers,
  contactUsHandlers,
  redirectHandlers,
  adminHandlers,
  adminPageHandlers,
  adminAppearanceHandlers,
  adminDomainHandlers,
  adminMailTemplateHandlers,
  adminSettingsHandlers,
  adminFormHandlers,
  adminMasterDataHandlers,
  adminCategoryHandlers,
  adminChatReportHandlers,
  adminContactMessageHandlers,
  adminCatalogueHandlers,
  adminRedirectHandlers,
  journalHandlers,
  consentHandlers,
  companyFollowerHandlers,
  salaryInsightsHandlers,
  jobsWidgetHandlers,
  knockOutHandlers,
  indexingHandlers,
  twoFactorHandlers,
  interviewHandlers,
  videoResumeHandlers,
);
