// Every operation of the contract the web app does not call, and why (issue 47, item 3). The test
// beside it (contract-consumers.test.ts) fails when an operation is missing here and no screen calls
// it, and when one listed here has become called: a new screen takes its line out.
//
// - `no-screen`: a user or an admin needs it and no screen offers it yet (issue 47, item 1 or 2).
// - `elsewhere`: something other than the web app calls it (the server itself, feed readers,
//   crawlers, other clients of the documented API).
// - `covered`: the screens do the same work through another operation, named in the reason.

export type Unconsumed = { kind: 'no-screen' | 'elsewhere' | 'covered'; reason: string };

const profileSection = (section: string): Unconsumed => ({
  kind: 'covered',
  reason: `The profile screens read every section at once (getCandidateProfile for the candidate, the searched or matched candidate's details for an employer), so the ${section} section alone is read only by other clients of the API.`,
});

export const UNCONSUMED: Record<string, Unconsumed> = {
  streamVideoResume: {
    kind: 'elsewhere',
    reason:
      "The browser's <video> element fetches it (with byte ranges) from the signed link getMyVideoResume or getApplicantVideoResume answers; a video element cannot send the bearer token a generated call would.",
  },
  getCandidateEducations: profileSection('education'),
  getCandidateProjects: profileSection('projects'),
  getCandidateExperiences: profileSection('experience'),
  getCandidateCertificates: profileSection('certificates'),
  listProfileSectionItems: profileSection('chosen'),
  updateCompany: {
    kind: 'covered',
    reason:
      "The employer's account and company setup save the company through updateEmployerCompany, which also keeps the owner's rules; this older call stays for other clients.",
  },
  updateEmployer: {
    kind: 'covered',
    reason:
      "The employer's own details are saved through updateEmployerPersonalDetails and the company through updateEmployerCompany; this partial update stays for other clients.",
  },
  getSeoMeta: {
    kind: 'elsewhere',
    reason:
      "The server puts each public page's head into the page it serves (server/seo/page-head.ts), so the browser never asks; crawlers' tools and other front ends read it over the API.",
  },
  getJobRssListing: {
    kind: 'elsewhere',
    reason:
      "Feed readers get the XML of /feeds/jobs.rss, which the server renders from the same query (server/seo/rss.ts); this call is the feed's data as JSON for other clients.",
  },
  listTranslations: {
    kind: 'elsewhere',
    reason:
      'The web app\'s texts are built into its bundle with the board\'s word for "Job" (scripts/vite-job-words.ts); the call serves other clients, such as a mobile app, that need the texts at run time.',
  },
  trackCandidateProfileViews: {
    kind: 'covered',
    reason:
      "An employer's candidate screens record each profile as it opens (trackCandidateProfileView); no screen opens several profiles at once.",
  },
  getJobAlert: {
    kind: 'covered',
    reason: 'The job alerts screen edits an alert from the row the list already gave it (listJobAlerts).',
  },
  getNotification: {
    kind: 'covered',
    reason: 'The notification inbox shows each notification whole from the list (listNotifications).',
  },
  deleteJob: {
    kind: 'covered',
    reason: "The employer's job screens delete through softDeleteJobs, one job or several at once.",
  },
  listGuestCandidateLicences: {
    kind: 'covered',
    reason:
      "A guest's candidate pricing page lists the plans on sale through listGuestPlans with the candidate audience.",
  },
  getCurrencyRates: {
    kind: 'covered',
    reason:
      'Prices reach the screens already converted by the server (quotes and plan lists), so no screen converts them itself.',
  },
  createPayment: {
    kind: 'covered',
    reason:
      "Checkout is the gateway's hosted page; the payment status page learns the result by polling the order's status (getOrderStatus) and the server from the gateway's webhook, so no widget reports a payment.",
  },
};
