// The terms of service of a site on the platform, written for both audiences. `{site}` is the
// tenant's name; the employer and job seeker pages share every section and differ in emphasis.
import { t } from '@lingui/core/macro';
import type { AuthRole } from '../roles';

/** Left in the text as a marker, filled with the tenant's name by fillSite at render. */
const site = '{site}';

export type TermsSection = { id: string; title: string; paragraphs: readonly string[] };

function postings() {
  return [
    t`Employers are responsible for their job postings. A posting must describe a real, open position, name the employer or the recruiter acting for it, and state the pay, location and working arrangement truthfully where they are given. Postings may not ask candidates for payment, for bank or identity documents before an offer, or for anything unrelated to the job.`,
    t`Postings may not discriminate on the grounds of race, colour, religion, sex, sexual orientation, gender identity, national origin, age, disability or any other ground protected by the law that applies to the position. ${site} may review, edit the formatting of, pause or remove any posting that breaks these terms, and may require approval before a posting goes live.`,
  ];
}

function applications() {
  return [
    t`When you apply, the employer receives the information you choose to send: your profile, your resume and your answers to its questions. Make sure it is accurate and yours. An employer decides on its own applications; ${site} does not take part in hiring decisions and does not promise that any application will lead to an interview or an offer.`,
    t`Employers may only use candidate information to assess candidates for their own open positions. Contact details revealed through candidate search are for recruiting that person, never for marketing, resale or sharing with third parties.`,
  ];
}

export function termsSections(role: AuthRole): TermsSection[] {
  return [
    {
      id: 'acceptance',
      title: t`1. Acceptance of these terms`,
      paragraphs: [
        t`These terms form an agreement between you and ${site} about your use of this website, its job board and its related services. By creating an account, posting a job, applying for a job or otherwise using the site, you accept these terms. If you do not accept them, please do not use the site.`,
        t`If you use the site on behalf of a company, you confirm that you are allowed to accept these terms for that company, and "you" includes the company.`,
      ],
    },
    {
      id: 'accounts',
      title: t`2. Your account`,
      paragraphs: [
        t`You need an account to apply for most jobs and to post jobs. Give your real name and a working e-mail address, verify that address, and keep your details up to date. You must be old enough to work in your country, and at least 16 years old.`,
        t`Keep your password to yourself and choose one you do not use elsewhere. You are responsible for what happens under your account. If you think someone else has used it, change your password straight away and tell us. Employer accounts may add team members; the account owner is responsible for their use of the site and for removing access when someone leaves.`,
      ],
    },
    {
      id: 'postings',
      title: role === 'employer' ? t`3. Job postings and applications` : t`3. Applications and job postings`,
      paragraphs: role === 'employer' ? [...postings(), ...applications()] : [...applications(), ...postings()],
    },
    {
      id: 'acceptable-use',
      title: t`4. Acceptable use`,
      paragraphs: [
        t`Use the site for genuine job seeking and hiring only. Do not post false, misleading or offensive content; impersonate anyone; send spam or unsolicited offers; collect other users’ data by scraping or automated means; try to get around plan limits or security measures; upload malware; or use the site in a way that breaks the law or someone else’s rights.`,
        t`Messages in chat should stay professional and related to a job. We may remove content, limit features or suspend accounts that break these rules, and we report illegal activity where the law requires it.`,
      ],
    },
    {
      id: 'privacy',
      title: t`5. Privacy and your data`,
      paragraphs: [
        t`We handle personal data as described in our privacy policy. In short: we use your data to run your account and the job board, we share a candidate’s application with the employer it was sent to, and we do not sell personal data.`,
        t`You can update your profile at any time and ask us for a copy of your data or for its deletion. Employers who receive candidate data act as independent controllers of that data and must protect it and delete it when it is no longer needed for recruiting.`,
      ],
    },
    {
      id: 'payments',
      title: t`6. Plans and payments`,
      paragraphs: [
        t`Some features need a paid plan. Prices, what each plan includes and how it renews are shown before you pay. Subscriptions renew for the same period until cancelled; you can cancel at any time and keep access until the end of the period already paid for. Except where the law requires otherwise, payments are not refundable.`,
      ],
    },
    {
      id: 'termination',
      title: t`7. Suspension and closing your account`,
      paragraphs: [
        t`You can close your account at any time from your profile settings. We may suspend or close an account that breaks these terms, that puts other users at risk, or that has been inactive for a long time, and we will tell you why unless the law or safety stops us from doing so.`,
        t`When an account is closed its postings are taken down and its profile stops being visible. Some records may be kept for as long as the law requires.`,
      ],
    },
    {
      id: 'liability',
      title: t`8. Disclaimers and liability`,
      paragraphs: [
        t`${site} provides a place where job seekers and employers meet. We do not employ candidates found through the site, we do not check every posting or profile, and we do not guarantee that a job, an employer or a candidate is what it claims to be. Use your judgement, and never pay to apply for a job.`,
        t`The site is provided "as is". To the extent the law allows, we are not liable for indirect or consequential loss, for lost profits or opportunities, or for the acts of other users, and our total liability to you is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms limits liability that cannot be limited by law.`,
      ],
    },
    {
      id: 'changes',
      title: t`9. Changes to these terms`,
      paragraphs: [
        t`We may update these terms as the service changes or the law requires. We will tell you about important changes by e-mail or on the site before they take effect. If you keep using the site after that, the updated terms apply; if you do not agree with them, you can close your account.`,
      ],
    },
    {
      id: 'contact',
      title: t`10. Contact`,
      paragraphs: [
        t`Questions about these terms, reports of a suspicious posting or a request about your data are welcome. Write to us using the details below and we will reply as soon as we can.`,
      ],
    },
  ];
}

/** Puts the site's name in; a generic name ("this site") is capitalised where a sentence starts. */
export function fillSite(text: string, site: string): string {
  const capital = site.charAt(0).toUpperCase() + site.slice(1);
  return text.replace(/(^|[.!?]\s+)\{site\}/g, `$1${capital}`).replaceAll('{site}', site);
}
