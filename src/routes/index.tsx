import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { HomeHero } from '@/features/jobs-discovery/home/home-hero';

// Only the hero is part of the first load (the index route's JavaScript budget); the sections
// below it arrive right after.
const HomeSections = lazy(() => import('@/features/jobs-discovery/home/home-sections'));
const HiringCompanies = lazy(() => import('@/features/companies/hiring-companies'));

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  return (
    <>
      <HomeHero />
      <Suspense fallback={null}>
        <HomeSections
          companies={
            <Suspense fallback={null}>
              <HiringCompanies />
            </Suspense>
          }
        />
      </Suspense>
    </>
  );
}
