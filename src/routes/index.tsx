import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { HomeHero } from '@/features/jobs-discovery/home/home-hero';
import { boardBoot } from '@/lib/branding/board-boot';

// Only the hero is part of the first load (the index route's JavaScript budget); what is below it
// arrives right after: the board's own home page once it has published one (the page's boot
// record says so, so no request decides it), the platform's sections otherwise.
const HomeSections = lazy(() => import('@/features/jobs-discovery/home/home-sections'));
const HiringCompanies = lazy(() => import('@/features/companies/hiring-companies'));
const HomeBlocks = lazy(() => import('@/features/pages/home-blocks'));

export const Route = createFileRoute('/')({
  component: Home,
});

function PlatformSections() {
  return (
    <HomeSections
      companies={
        <Suspense fallback={null}>
          <HiringCompanies />
        </Suspense>
      }
    />
  );
}

function Home() {
  return (
    <>
      <HomeHero />
      <Suspense fallback={null}>
        {boardBoot()?.ownHome ? <HomeBlocks fallback={<PlatformSections />} /> : <PlatformSections />}
      </Suspense>
    </>
  );
}
