// Demo reviews: the demo employer's company gets a handful of published reviews from candidates
// who applied to its jobs (one anonymous, one with the company's reply), so its profile and the
// employer's Reviews tab have something to show. The demo candidate writes none: they can try
// writing one. One insert per tenant.
import type { Db } from '../db/database.ts';
import { applicantsOf, insertReviews, userByEmail } from './reviews-repo.ts';
import { DEMO_EMAILS } from './spec.ts';

const DAY = 86_400_000;

const REVIEWS = [
  {
    rating: 5,
    title: 'Best place to learn fulfilment operations',
    pros: 'Structured training, modern sortation lines and managers who explain the why behind every target.',
    cons: 'Night shifts rotate every two weeks, which is hard to get used to at first.',
    employmentStatus: 'current' as const,
    jobTitle: 'Operations Supervisor',
    anonymous: false,
    reply: 'Thank you! From next quarter night rotations move to every four weeks.',
  },
  {
    rating: 4,
    title: 'Good growth, busy peak seasons',
    pros: 'Fast promotions for people who take ownership; managers share the numbers openly.',
    cons: 'Festive season weeks are long and leave is frozen from October to December.',
    employmentStatus: 'former' as const,
    jobTitle: 'Shift Lead',
    anonymous: false,
    reply: null,
  },
  {
    rating: 3,
    title: 'Decent pay, slow tools',
    pros: 'Salaries are paid on time and the annual bonus is fair for the effort.',
    cons: 'The warehouse system is old and slow; requests for new scanners take months.',
    employmentStatus: 'current' as const,
    jobTitle: 'Inventory Analyst',
    anonymous: true,
    reply: null,
  },
  {
    rating: 4,
    title: 'Friendly team and clear processes',
    pros: 'Onboarding is well organised and the team helps new joiners settle in quickly.',
    cons: 'Parking near the site is limited and the shuttle runs only twice an hour.',
    employmentStatus: 'former' as const,
    jobTitle: 'Customer Support Executive',
    anonymous: false,
    reply: null,
  },
  {
    rating: 5,
    title: 'Real responsibility from the first month',
    pros: 'You own a process from day one and your suggestions actually get tried out.',
    cons: 'Documentation lags behind the changes, so you learn a lot by asking around.',
    employmentStatus: 'current' as const,
    jobTitle: 'Process Analyst',
    anonymous: false,
    reply: null,
  },
];

export async function writeDemoReviews(db: Db, clientId: string, now: Date): Promise<number> {
  const owner = await userByEmail(db, clientId, DEMO_EMAILS.employer);
  if (!owner?.company_id) return 0;
  const authors = await applicantsOf(db, clientId, owner.company_id, DEMO_EMAILS.candidate, REVIEWS.length);
  if (!authors.length) return 0;
  await insertReviews(
    db,
    clientId,
    REVIEWS.slice(0, authors.length).map((r, i) => {
      const at = new Date(now.getTime() - (3 + i * 9) * DAY);
      return {
        company_id: owner.company_id ?? '',
        author_id: authors[i]?.id ?? '',
        rating: r.rating,
        title: r.title,
        pros: r.pros,
        cons: r.cons,
        employment_status: r.employmentStatus,
        job_title: r.jobTitle,
        is_anonymous: r.anonymous,
        status: 'published' as const,
        reply: r.reply,
        replied_at: r.reply ? new Date(at.getTime() + DAY) : null,
        replied_by: r.reply ? owner.id : null,
        created_at: at,
        updated_at: r.reply ? new Date(at.getTime() + DAY) : at,
      };
    }),
  );
  return authors.length;
}
