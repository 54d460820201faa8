// Every domain's isolation probes, by operationId.
import { accountsProbes } from './accounts.ts';
import { adminDomainProbes } from './admin-domains.ts';
import { adminSettingsProbes } from './admin-settings.ts';
import { applicationProbes } from './applications.ts';
import { candidateProfileProbes } from './candidate-profile.ts';
import { contactUsProbes } from './contact-us.ts';
import { contentProbes } from './content.ts';
import { discoveryProbes } from './jobs-discovery.ts';
import { employerProbes } from './employer.ts';
import { feedsProbes } from './feeds.ts';
import { filesProbes } from './files.ts';
import { formProbes } from './forms.ts';
import { importProbes } from './imports.ts';
import { jobAlertProbes } from './job-alerts.ts';
import { notificationProbes } from './notifications.ts';
import { chatProbes } from './chat.ts';
import { onboardingProbes } from './onboarding.ts';
import { postingProbes } from './job-posting.ts';
import { pushProbes } from './push.ts';
import { redirectProbes } from './redirects.ts';
import { paymentProbes } from './payments.ts';
import { pageProbes } from './pages.ts';
import { resumeProbes } from './resumes.ts';
import { reviewProbes } from './reviews.ts';
import { searchProbes } from './search.ts';
import { employerCandidateProbes } from './employer-candidates.ts';
import { candidateMatchingProbes } from './employer-candidates-matching.ts';
import { adminProbes } from './admin.ts';
import { adminAppearanceProbes } from './admin-appearance.ts';
import { adminPageProbes } from './admin-pages.ts';
import type { ProbeMap } from './types.ts';
import { adminFormProbes } from './admin-forms.ts';
import { adminMasterDataProbes } from './admin-master-data.ts';
import { adminCategoryProbes } from './admin-categories.ts';
import { adminChatReportProbes } from './admin-chat-reports.ts';
import { adminContactMessageProbes } from './admin-contact-messages.ts';
import { adminCatalogueProbes } from './admin-catalogue.ts';
import { adminRedirectProbes } from './admin-redirects.ts';
import { journalProbes } from './journal.ts';
import { consentProbes } from './consent.ts';
import { companyFollowerProbes } from './company-followers.ts';
import { knockOutProbes } from './knock-outs.ts';
import { twoFactorProbes } from './two-factor.ts';
import { videoResumeProbes } from './video-resume.ts';
import { interviewProbes } from './interviews.ts';
import { salaryInsightsProbes } from './salary-insights.ts';
import { jobsWidgetProbes } from './jobs-widget.ts';
import { adminMailTemplateProbes } from './admin-mail-templates.ts';
import { googleSignInProbes } from './google-sign-in.ts';
import { adminIndexingProbes } from './admin-indexing.ts';

export const allProbes: ProbeMap = {
  ...accountsProbes,
  ...onboardingProbes,
  ...contentProbes,
  ...filesProbes,
  ...discoveryProbes,
  ...employerProbes,
  ...postingProbes,
  ...feedsProbes,
  ...applicationProbes,
  ...formProbes,
  ...importProbes,
  ...notificationProbes,
  ...jobAlertProbes,
  ...pushProbes,
  ...chatProbes,
  ...paymentProbes,
  ...candidateProfileProbes,
  ...resumeProbes,
  ...searchProbes,
  ...employerCandidateProbes,
  ...candidateMatchingProbes,
  ...reviewProbes,
  ...pageProbes,
  ...contactUsProbes,
  ...redirectProbes,
  ...adminPageProbes,
  ...adminAppearanceProbes,
  ...adminProbes,
  ...adminDomainProbes,
  ...adminSettingsProbes,
  ...adminFormProbes,
  ...adminMasterDataProbes,
  ...adminCategoryProbes,
  ...adminChatReportProbes,
  ...adminContactMessageProbes,
  ...adminCatalogueProbes,
  ...adminRedirectProbes,
  ...journalProbes,
  ...consentProbes,
  ...companyFollowerProbes,
  ...knockOutProbes,
  ...twoFactorProbes,
  ...videoResumeProbes,
  ...interviewProbes,
  ...salaryInsightsProbes,
  ...jobsWidgetProbes,
  ...adminMailTemplateProbes,
  ...googleSignInProbes,
  ...adminIndexingProbes,
};
