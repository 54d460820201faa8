// A named page holding one block of each of the eleven types, written for a board: the demo seed
// publishes it on the demo boards and fixture mode answers it, so every block can be seen live
// before the editor exists (/p/discover).
import type { DefaultBlock } from './default-pages.ts';

export const SHOWCASE_SLUG = 'discover';

export type ShowcasePage = { slug: string; title: string; description: string; blocks: DefaultBlock[] };

export function showcasePage(
  board: string,
  featured: { categoryId: string; categoryName: string } | null,
): ShowcasePage {
  const blocks: DefaultBlock[] = [
    {
      type: 'text',
      settings: {
        heading: `Why job seekers and employers choose ${board}`,
        body: `Every job on ${board} is posted by the employer who is hiring, and reviewed before it goes live. **Search, apply and follow your applications** in one place, or post a job and meet candidates this week.`,
        align: 'center',
      },
    },
    ...(featured
      ? [
          {
            type: 'spotlight',
            settings: {
              heading: `Featured ${featured.categoryName} jobs`,
              source: 'category',
              categoryId: featured.categoryId,
              count: 3,
            },
          } as DefaultBlock,
        ]
      : []),
    { type: 'browse_jobs', settings: { heading: 'Open jobs', showSearch: true, showFilters: false, pageSize: 10 } },
    { type: 'browse_companies', settings: { heading: 'Companies hiring now', count: 8, showSearch: true } },
    {
      type: 'call_to_action',
      settings: {
        heading: 'Hiring? Post your first job today',
        text: `Reach candidates who are looking right now on ${board}.`,
        buttonLabel: 'Post a job',
        buttonLink: '/employer/register',
      },
    },
    {
      type: 'signup_form',
      settings: {
        heading: 'Create your free account',
        text: 'Save jobs, get alerts and apply in one click.',
        audience: 'candidate',
        buttonLabel: 'Sign up',
      },
    },
    {
      type: 'job_alert',
      settings: {
        heading: 'Never miss a job',
        text: 'Tell us what you are looking for and we will e-mail you new matches.',
        frequency: 'weekly',
        buttonLabel: 'Create job alert',
      },
    },
    {
      type: 'employer_pricing',
      settings: {
        heading: 'Plans for employers',
        text: 'Start free, upgrade when you grow.',
        billingPeriod: 'MONTHLY',
        showTopUps: true,
      },
    },
    { type: 'job_seekers_pricing', settings: { heading: 'Stand out to employers', billingPeriod: 'MONTHLY' } },
    {
      type: 'apps_link',
      settings: {
        heading: 'Take your job search with you',
        text: 'New jobs and messages from employers, wherever you are.',
        appStoreUrl: 'https://apps.apple.com/app/id6447012345',
        playStoreUrl: 'https://play.google.com/store/apps/details?id=com.jobboard.app',
      },
    },
    {
      type: 'html',
      settings: {
        html: `<h2>Questions?</h2><p>Our team answers within two working days. Write to us through the <a href="/contact-us">contact page</a>, or read how we handle your data in our <a href="/privacy-policy">privacy policy</a>.</p>`,
      },
    },
  ];
  return {
    slug: SHOWCASE_SLUG,
    title: `Discover ${board}`,
    description: `Jobs, companies, job alerts and plans on ${board}, all on one page.`,
    blocks,
  };
}
