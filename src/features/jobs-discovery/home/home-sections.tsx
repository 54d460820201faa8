// Everything on the home page below the hero, loaded as one chunk after it so the first paint
// stays light. The companies band comes from the companies feature, through the route.
import type { ReactNode } from 'react';
import { EmployerCta } from './employer-cta';
import { LatestJobs } from './latest-jobs';
import { PopularCategories } from './popular-categories';

export default function HomeSections({ companies }: { companies: ReactNode }) {
  return (
    <>
      <PopularCategories />
      <LatestJobs />
      {companies}
      <EmployerCta />
    </>
  );
}
