// Migrations run in code at start, on both engines, in name order. Each file exports `up`.
import { Migrator, type Kysely, type Migration } from 'kysely';
import * as core from './migrations/0001-core.ts';
import * as accounts from './migrations/0002-accounts.ts';
import * as onboarding from './migrations/0003-onboarding.ts';
import * as content from './migrations/0004-content.ts';
import * as jobs from './migrations/0005-jobs.ts';
import * as analytics from './migrations/0006-analytics.ts';
import * as applications from './migrations/0007-applications.ts';
import * as forms from './migrations/0008-forms.ts';
import * as imports from './migrations/0009-imports.ts';
import * as discovery2 from './migrations/0010-discovery.ts';
import * as searchIndexes from './migrations/0011-search-indexes.ts';
import * as importNotes from './migrations/0012-import-notes.ts';
import * as jobAlerts from './migrations/0013-job-alerts.ts';
import * as push from './migrations/0014-push.ts';
import * as chat from './migrations/0015-chat.ts';
import * as hiring from './migrations/0016-hiring-analytics.ts';
import * as payments from './migrations/0017-payments.ts';
import * as candidateProfile from './migrations/0018-candidate-profile.ts';
import * as candidateSearch from './migrations/0019-candidate-search.ts';
import * as search from './migrations/0020-search.ts';
import * as employerCandidates from './migrations/0021-employer-candidates.ts';
import * as candidateMatching from './migrations/0022-candidate-matching.ts';
import * as candidateSearchTiers from './migrations/0023-candidate-search-tiers.ts';
import * as auditLogActor from './migrations/0024-audit-log-actor.ts';
import * as candidateSearchFilters from './migrations/0025-candidate-search-filters.ts';
import * as reviews from './migrations/0026-reviews.ts';
import * as pages from './migrations/0027-pages.ts';
import * as candidateSearchUses from './migrations/0028-candidate-search-uses.ts';
import * as contactAndRedirects from './migrations/0029-contact-and-redirects.ts';
import * as domainHistory from './migrations/0031-domain-history.ts';
import * as masterHidden from './migrations/0032-master-hidden.ts';
import * as journal from './migrations/0033-journal.ts';
import * as chatReports from './migrations/0034-chat-reports.ts';
import * as jobSearchWords from './migrations/0035-job-search-words.ts';
import * as jobSearchAtScale from './migrations/0036-job-search-at-scale.ts';
import * as salarySort from './migrations/0037-salary-sort.ts';
import * as jobSearchSlashes from './migrations/0038-job-search-slashes.ts';
import * as jobSearchStampRanking from './migrations/0039-job-search-stamp-ranking.ts';
import * as mailDelivery from './migrations/0040-mail-delivery.ts';
import * as rateLimits from './migrations/0041-rate-limits.ts';
import * as categoriesSeeded from './migrations/0042-categories-seeded.ts';
import * as contactHandled from './migrations/0043-contact-handled.ts';
import * as consentRecords from './migrations/0044-consent-records.ts';
import * as formDataFields from './migrations/0045-form-data-fields.ts';
import * as customFieldPublic from './migrations/0046-custom-field-public.ts';
import * as smartSearchFlag from './migrations/0047-smart-search-flag.ts';
import * as companyFollowers from './migrations/0048-company-followers.ts';
import * as salaryInsights from './migrations/0049-salary-insights.ts';
import * as mailTemplates from './migrations/0050-mail-templates.ts';
import * as jobsWidget from './migrations/0052-jobs-widget.ts';
import * as knockOuts from './migrations/0053-knock-outs.ts';
import * as indexing from './migrations/0054-indexing.ts';
import * as twoFactor from './migrations/0055-two-factor.ts';
import * as interviews from './migrations/0056-interviews.ts';
import * as videoResume from './migrations/0057-video-resume.ts';
import * as twoFactorDevices from './migrations/0058-two-factor-devices.ts';
import * as userLocale from './migrations/0059-user-locale.ts';
import * as candidateCityActivity from './migrations/0060-candidate-city-activity.ts';
import * as candidateTierCities from './migrations/0061-candidate-tier-cities.ts';
import * as jobSearchPending from './migrations/0062-job-search-pending.ts';
import * as jobSearchCities from './migrations/0063-job-search-cities.ts';
import * as candidateExperienceOrder from './migrations/0064-candidate-experience-order.ts';
import * as candidateActivityFilters from './migrations/0065-candidate-activity-filters.ts';
import * as jobTitleHead from './migrations/0066-job-title-head.ts';

const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-accounts': accounts,
  '0003-onboarding': onboarding,
  '0004-content': content,
  '0005-jobs': jobs,
  '0006-analytics': analytics,
  '0007-applications': applications,
  '0008-forms': forms,
  '0009-imports': imports,
  '0010-discovery': discovery2,
  '0011-search-indexes': searchIndexes,
  '0012-import-notes': importNotes,
  '0013-job-alerts': jobAlerts,
  '0014-push': push,
  '0015-chat': chat,
  '0016-hiring-analytics': hiring,
  '0017-payments': payments,
  '0018-candidate-profile': candidateProfile,
  '0019-candidate-search': candidateSearch,
  '0020-search': search,
  '0021-employer-candidates': employerCandidates,
  '0022-candidate-matching': candidateMatching,
  '0023-candidate-search-tiers': candidateSearchTiers,
  '0024-audit-log-actor': auditLogActor,
  '0025-candidate-search-filters': candidateSearchFilters,
  '0026-reviews': reviews,
  '0027-pages': pages,
  '0028-candidate-search-uses': candidateSearchUses,
  '0029-contact-and-redirects': contactAndRedirects,
  '0031-domain-history': domainHistory,
  '0032-master-hidden': masterHidden,
  '0033-journal': journal,
  '0034-chat-reports': chatReports,
  '0035-job-search-words': jobSearchWords,
  '0036-job-search-at-scale': jobSearchAtScale,
  '0037-salary-sort': salarySort,
  '0038-job-search-slashes': jobSearchSlashes,
  '0039-job-search-stamp-ranking': jobSearchStampRanking,
  '0040-mail-delivery': mailDelivery,
  '0041-rate-limits': rateLimits,
  '0042-categories-seeded': categoriesSeeded,
  '0043-contact-handled': contactHandled,
  '0044-consent-records': consentRecords,
  '0045-form-data-fields': formDataFields,
  '0046-custom-field-public': customFieldPublic,
  '0047-smart-search-flag': smartSearchFlag,
  '0048-company-followers': companyFollowers,
  '0049-salary-insights': salaryInsights,
  '0050-mail-templates': mailTemplates,
  '0052-jobs-widget': jobsWidget,
  '0053-knock-outs': knockOuts,
  '0054-indexing': indexing,
  '0055-two-factor': twoFactor,
  '0056-interviews': interviews,
  '0057-video-resume': videoResume,
  '0058-two-factor-devices': twoFactorDevices,
  '0059-user-locale': userLocale,
  '0060-candidate-city-activity': candidateCityActivity,
  '0061-candidate-tier-cities': candidateTierCities,
  '0062-job-search-pending': jobSearchPending,
  '0063-job-search-cities': jobSearchCities,
  '0064-candidate-experience-order': candidateExperienceOrder,
  '0065-candidate-activity-filters': candidateActivityFilters,
  '0066-job-title-head': jobTitleHead,
};

export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
