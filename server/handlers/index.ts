// Every built handler, by operationId. An operation missing here answers 501 NOT_IMPLEMENTED.
// Each domain keeps its handlers in its own file; an operationId claimed twice fails at start.
import type { HandlerMap } from '../http/handler.ts';
import { accountHandlers } from './accounts.ts';
import { adminAppearanceHandlers } from './admin-appearance.ts';
import { adminPageHandlers } from './admin-pages.ts';
import { adminHandlers } from './admin.ts';
import { adminDomainHandlers } from './admin-domains.ts';
import { adminSettingsHandlers } from './admin-settings.ts';
import { applicationHandlers } from './applications.ts';
import { candidateProfileHandlers } from './candidate-profile.ts';
import { chatHandlers } from './chat.ts';
import { contactUsHandlers } from './contact-us.ts';
import { contentHandlers } from './content.ts';
import { discoveryHandlers } from './discovery.ts';
import { feedHandlers } from './feeds.ts';
import { fileHandlers } from './files.ts';
import { formHandlers } from './forms.ts';
import { importHandlers } from './imports.ts';
import { jobAlertHandlers } from './job-alerts.ts';
import { notificationHandlers } from './notifications.ts';
import { onboardingHandlers } from './onboarding.ts';
import { pageHandlers } from './pages.ts';
import { paymentHandlers } from './payments.ts';
import { postingHandlers } from './posting.ts';
import { pushHandlers } from './push.ts';
import { redirectHandlers } from './redirects.ts';
import { resumeHandlers } from './resumes.ts';
import { reviewHandlers } from './reviews.ts';
import { searchHandlers } from './search.ts';
import { employerCandidateHandlers } from './employer-candidates.ts';
import { candidateMatchingHandlers } from './employer-candidates-matching.ts';
import { adminFormHandlers } from './admin-forms.ts';
import { adminMasterDataHandlers } from './admin-master-data.ts';
import { adminCategoryHandlers } from './admin-categories.ts';
import { adminChatReportHandlers } from './admin-chat-reports.ts';
import { adminContactMessageHandlers } from './admin-contact-messages.ts';
import { journalHandlers } from './journal.ts';

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
  contentHandlers,
  fileHandlers,
  discoveryHandlers,
  postingHandlers,
  feedHandlers,
  applicationHandlers,
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
  adminSettingsHandlers,
  adminFormHandlers,
  adminMasterDataHandlers,
  adminCategoryHandlers,
  adminChatReportHandlers,
  adminContactMessageHandlers,
  journalHandlers,
);
