// Every built handler, by operationId. An operation missing here answers 501 NOT_IMPLEMENTED.
// Each domain keeps its handlers in its own file; an operationId claimed twice fails at start.
import type { HandlerMap } from './http/handler.ts';
import { accountHandlers } from './auth/index.ts';
import {
  adminAppearanceHandlers,
  adminPageHandlers,
  adminHandlers,
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
} from './admin/index.ts';
import { applyingHandlers } from './applying/index.ts';
import { pipelineHandlers } from './pipeline/index.ts';
import { candidateProfileHandlers } from './candidate-profile/index.ts';
import { chatHandlers } from './chat/index.ts';
import { contactUsHandlers } from './contact-us/index.ts';
import { masterDataHandlers } from './master-data/index.ts';
import { boardSettingsHandlers } from './board-settings/index.ts';
import { companyHandlers } from './companies/index.ts';
import { discoveryHandlers } from './jobs-discovery/index.ts';
import { feedHandlers } from './seo/index.ts';
import { fileHandlers } from './files/index.ts';
import { formHandlers } from './forms/index.ts';
import { importHandlers } from './job-import/index.ts';
import { jobAlertHandlers } from './job-alerts/index.ts';
import { notificationHandlers } from './notifications/index.ts';
import { onboardingHandlers } from './onboarding/index.ts';
import { pageHandlers } from './pages/index.ts';
import { paymentHandlers } from './payments/index.ts';
import { postingHandlers } from './job-posting/index.ts';
import { pushHandlers } from './push/index.ts';
import { redirectHandlers } from './redirects/index.ts';
import { resumeHandlers } from './resumes/index.ts';
import { reviewHandlers } from './reviews/index.ts';
import { searchHandlers } from './search/index.ts';
import { employerCandidateHandlers, candidateMatchingHandlers } from './employer-candidates/index.ts';
import { journalHandlers } from './journal/index.ts';
import { consentHandlers } from './consent/index.ts';
import { companyFollowerHandlers } from './company-followers/index.ts';
import { salaryInsightsHandlers } from './salary-insights/index.ts';
import { knockOutHandlers } from './knock-outs/index.ts';
import { jobsWidgetHandlers } from './jobs-widget/index.ts';
import { indexingHandlers } from './indexing/index.ts';
import { twoFactorHandlers } from './two-factor/index.ts';
import { interviewHandlers } from './interviews/index.ts';
import { videoResumeHandlers } from './video-resume/index.ts';

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
