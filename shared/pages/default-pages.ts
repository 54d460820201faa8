// The pages every new board starts with (docs/pages.md): the home page and the three content
// pages, written for the board by name. The server answers them while a board has no page of its
// own under that slug (nothing is written on read), and fixture mode answers them in the browser.
// Text blocks are Markdown (headings, lists, links, emphasis), as the manifest's text block says.
import type { BlockSettings, BlockType } from '@generated/manifest';

export type DefaultBlock<T extends BlockType = BlockType> = { type: T; settings: BlockSettings<T> };

export type DefaultPage = {
  slug: DefaultPageSlug;
  /** The page's heading (its h1). */
  title: string;
  /** The meta description. */
  description: string;
  blocks: DefaultBlock[];
};

export const DEFAULT_PAGE_SLUGS = ['home', 'about-us', 'privacy-policy', 'terms-of-use'] as const;
export type DefaultPageSlug = (typeof DEFAULT_PAGE_SLUGS)[number];

export function isDefaultPageSlug(slug: string): slug is DefaultPageSlug {
  return (DEFAULT_PAGE_SLUGS as readonly string[]).includes(slug);
}

export type DefaultPageOptions = {
  /** The category whose newest jobs the home page's spotlight shows; no spotlight without one. */
  featuredCategory?: { id: string; name: string } | null;
};

const block = <T extends BlockType>(type: T, settings: BlockSettings<T>): DefaultBlock =>
  ({ type, settings }) as DefaultBlock;

const text = (heading: string, body: string) => block('text', { heading, body: body.trim(), align: 'left' });

function home(board: string, options: DefaultPageOptions): DefaultPage {
  const category = options.featuredCategory;
  return {
    slug: 'home',
    title: `Find your next job at ${board}`,
    description: `Browse open jobs on ${board}, get new openings by e-mail and apply online in minutes.`,
    blocks: [
      ...(category
        ? [
            block('spotlight', {
              heading: `Featured ${category.name} jobs`,
              source: 'category',
              categoryId: category.id,
              count: 3,
            }),
          ]
        : []),
      block('browse_jobs', { heading: 'Latest jobs', showSearch: true, showFilters: true, pageSize: 10 }),
      block('job_alert', {
        heading: 'Never miss a job',
        text: `Tell us what you are looking for and ${board} will e-mail you new jobs that match.`,
        frequency: 'weekly',
        buttonLabel: 'Create job alert',
      }),
      block('call_to_action', {
        heading: 'Hiring? Post your first job today',
        text: `Reach candidates who are looking right now on ${board}.`,
        buttonLabel: 'Post a job',
        buttonLink: '/employer/register',
      }),
    ],
  };
}

function aboutUs(board: string): DefaultPage {
  return {
    slug: 'about-us',
    title: `About ${board}`,
    description: `${board} connects people looking for work with the employers who are hiring: who we are, what we do and how it works.`,
    blocks: [
      text(
        'Who we are',
        `
${board} is a job board for people who want their next role and for the employers who want to meet them. Every job listed here comes from an employer who posted it on ${board} and is reviewed before it goes live.

We keep things simple: clear job descriptions, salaries where employers share them, and an application that takes minutes, not hours.
`,
      ),
      text(
        'For job seekers',
        `
- **Search** every open job by keyword, place, job type and category.
- **Apply** with your profile and résumé, and follow each application from one page.
- **Get job alerts** by e-mail, daily or weekly, for the searches you care about.
- **Create a free account** to save jobs and apply faster next time.
`,
      ),
      text(
        'For employers',
        `
- **Post jobs** in a few steps and reach candidates who are looking right now.
- **Review applicants** in one place, shortlist, invite to interview and hire.
- **Search candidates** who made their profile visible to employers.

See the [plans for employers](/employer-pricing-plans) or [post your first job](/employer/register).
`,
      ),
      text(
        'Get in touch',
        `
Questions, feedback or a problem with a listing? Write to us through the [contact page](/contact-us) and we will get back to you within two working days.
`,
      ),
      block('call_to_action', {
        heading: 'Start your search',
        text: `See every job open on ${board} today.`,
        buttonLabel: 'Browse jobs',
        buttonLink: '/browse-jobs',
      }),
    ],
  };
}

function privacyPolicy(board: string): DefaultPage {
  return {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    description: `How ${board} collects, uses and protects your personal data, and the choices and rights you have.`,
    blocks: [
      text(
        'About this policy',
        `
This policy explains what personal data ${board} collects when you use this site, why we collect it, who we share it with and the rights you have. It applies to job seekers, employers and visitors.
`,
      ),
      text(
        'What we collect',
        `
- **Account details** you give us: your name, e-mail address, phone number and password.
- **Profile and application details**: your résumé, work history, education, skills and the answers you give when you apply.
- **Employer details**: your company's name, logo, description and the jobs you post.
- **Usage data**: the pages you visit, searches you run and the device and browser you use, collected through cookies and similar technologies.
`,
      ),
      text(
        'How we use it',
        `
- To run your account and show you jobs or candidates that match what you are looking for.
- To send your applications to the employers you apply to, and their replies back to you.
- To e-mail you job alerts and notifications you asked for; every e-mail has a link to stop them.
- To keep the site safe, prevent abuse and fix problems.
- To understand how the site is used so we can improve it.
`,
      ),
      text(
        'Who we share it with',
        `
When you apply for a job, the employer who posted it sees your application and the profile details it includes. If you make your profile visible to employers, employers on ${board} can find it in candidate search.

We use trusted service providers for hosting, e-mail delivery and payments, who process data only on our instructions. We do not sell your personal data.
`,
      ),
      text(
        'Cookies',
        `
We use cookies that are needed for the site to work, such as keeping you signed in, and, where you allow it, cookies that help us measure how the site is used. You can block or delete cookies in your browser's settings.
`,
      ),
      text(
        'How long we keep it',
        `
We keep your account data while your account is open. When you delete your account we delete or anonymise your personal data, except what we must keep by law, such as payment records.
`,
      ),
      text(
        'Your rights',
        `
You may ask for a copy of your personal data, correct it, delete it, or object to how we use it. Most of this you can do yourself from your account settings; for anything else, [contact us](/contact-us).
`,
      ),
      text(
        'Changes to this policy',
        `
We may update this policy from time to time. When we make an important change we will tell you on the site or by e-mail before it takes effect.
`,
      ),
    ],
  };
}

function termsOfUse(board: string): DefaultPage {
  return {
    slug: 'terms-of-use',
    title: 'Terms of use',
    description: `The terms that apply when you use ${board} as a job seeker, an employer or a visitor.`,
    blocks: [
      text(
        'Agreement',
        `
By using ${board} you agree to these terms. If you do not agree with them, please do not use the site.
`,
      ),
      text(
        'Your account',
        `
- Give accurate information when you register and keep it up to date.
- Keep your password to yourself; you are responsible for what happens under your account.
- Tell us at once through the [contact page](/contact-us) if you think someone else is using your account.
`,
      ),
      text(
        'Job seekers',
        `
Apply only for jobs you are genuinely interested in and make sure your résumé and answers are truthful. Employers decide on their own whom they invite or hire; ${board} is not a party to any job offer or employment contract.
`,
      ),
      text(
        'Employers',
        `
- Post only real, open positions that you are authorised to fill, with accurate descriptions.
- Do not ask candidates for payment of any kind.
- Use candidate data only to fill your open positions, and in line with the law.

Jobs may be reviewed before they go live, and we may remove any listing that breaks these terms.
`,
      ),
      text(
        'Acceptable use',
        `
Do not misuse the site: no spam, scraping, attempts to break its security, or content that is unlawful, misleading, discriminatory or offensive. We may suspend accounts that do.
`,
      ),
      text(
        'Paid plans',
        `
Prices, what each plan includes and how it renews are shown before you buy. You can cancel a subscription at any time; it stays active until the end of the period you paid for.
`,
      ),
      text(
        'Liability',
        `
We work to keep ${board} available and accurate, but the site is provided as it is. We are not responsible for the content of job listings or applications, or for decisions made by employers and candidates.
`,
      ),
      text(
        'Changes',
        `
We may change these terms. The version published on this page applies; if a change is important we will tell you before it takes effect.
`,
      ),
    ],
  };
}

/** The default page of a slug for a board, or null for a slug that has none. */
export function defaultPage(slug: string, board: string, options: DefaultPageOptions = {}): DefaultPage | null {
  switch (slug) {
    case 'home':
      return home(board, options);
    case 'about-us':
      return aboutUs(board);
    case 'privacy-policy':
      return privacyPolicy(board);
    case 'terms-of-use':
      return termsOfUse(board);
    default:
      return null;
  }
}
