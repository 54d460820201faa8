// The jobs of a demo tenant: spread over every category and the catalog's cities, mostly open and
// approved, with a steady share of paused, closed, draft, expired, pending and declined ones so
// every screen and filter has something to show. The demo company's jobs cover every state.
import { CITIES } from '../../fixtures/catalog.ts';
import { catalogCompanyOf, type Company } from '../../fixtures/companies.ts';
import type { Fixtures, Job } from '../../fixtures/index.ts';
import { cityById, cityRefs } from '../../fixtures/master.ts';
import type { TenantSpec } from './spec.ts';

export type DemoCategory = { id: string; slug: string; name: string };
export type Poster = { id: string; name: string };
export type PlannedJob = { job: Job; postedBy: string };

const LIFECYCLE_CYCLE = 25;

/** The state of the i-th job: 20 of every 25 are open and approved. */
function lifecycle(i: number): Partial<Job> {
  const round = Math.floor(i / LIFECYCLE_CYCLE);
  switch (i % LIFECYCLE_CYCLE) {
    case 4:
      return { status: 'PAUSED' };
    case 9:
      return { status: 'CLOSED' };
    case 14:
      return { status: 'DRAFT' };
    case 19:
      return { status: 'EXPIRED' };
    case 22:
      return { status: 'ACTIVE', approvalStatus: 1 };
    case 24:
      return round % 2 === 0
        ? {
            status: 'ACTIVE',
            approvalStatus: 3,
            declineReason: 'Please add a salary range and remove the personal phone number from the description.',
          }
        : { status: 'INACTIVE' };
    default:
      return { status: 'ACTIVE', approvalStatus: 2 };
  }
}

function locationFor(fx: Fixtures, i: number, company: Company): Job['location'] {
  const home = catalogCompanyOf(company.name);
  const homeCity = home ? cityById(home.cityId) : undefined;
  if (fx.faker.datatype.boolean({ probability: 0.08 }))
    return {
      locationType: 'WFH',
      city: null,
      state: null,
      country: homeCity ? cityRefs(homeCity).country : null,
      address: null,
    };
  const city = homeCity && i % 2 === 0 ? homeCity : (CITIES[(i * 7) % CITIES.length] ?? CITIES[0]);
  if (!city) return null;
  return { locationType: 'CITY', ...cityRefs(city), address: null };
}

export function planJobs(
  fx: Fixtures,
  spec: TenantSpec,
  companies: Company[],
  categories: DemoCategory[],
  postersOf: (companyId: string) => Poster[],
): PlannedJob[] {
  const others = Math.max(1, companies.length - 1);
  return Array.from({ length: spec.jobs }, (_, i) => {
    const company =
      i < spec.demoCompanyJobs ? companies[0] : (companies[1 + ((i - spec.demoCompanyJobs) % others)] ?? companies[0]);
    const category = categories[i % categories.length];
    if (!company || !category) throw new Error('a demo tenant needs companies and categories');
    const posters = postersOf(company._id);
    const poster = fx.faker.datatype.boolean({ probability: 0.7 })
      ? posters[0]
      : fx.faker.helpers.arrayElement(posters);
    if (!poster) throw new Error(`company ${company.name} has nobody to post its jobs`);
    const state = lifecycle(i);
    const job = fx.job({
      ...state,
      company: fx.summaryOf(company),
      category: { id: category.id, nm: category.name },
      // A draft keeps whatever its posting step has reached, so only posted jobs get a location here.
      ...(state.status === 'DRAFT' ? {} : { location: locationFor(fx, i, company) }),
      postedBy: { id: poster.id, nm: poster.name },
    });
    return { job, postedBy: poster.id };
  });
}
