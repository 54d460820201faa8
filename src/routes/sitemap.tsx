import { createFileRoute } from '@tanstack/react-router';
import { SitemapPage } from '@/features/sitemap/sitemap-page';

export const Route = createFileRoute('/sitemap')({
  component: SitemapPage,
});
