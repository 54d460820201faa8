// All job categories with their open-job counts, with a quick filter by name.
import { t } from '@lingui/core/macro';
import { Container, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Category } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-view';
import { useCategories } from '../api/use-categories';
import { SearchIcon } from '@/components/ui/line-icons';
import { CategoryCard } from './category-card';
import { formatNumber } from '@/lib/format/numbers';
import { useKeepTypedBeforeHydration } from '@/lib/ssr/use-keep-typed';

/** Top-level categories (a parent's count includes its subcategories), by name. */
function topLevel(categories: Category[]): Category[] {
  const roots = categories.filter((c) => c.parentId === null);
  return (roots.length > 0 ? roots : categories).slice().sort((a, b) => a.name.localeCompare(b.name));
}

export function CategoriesPage() {
  const categories = useCategories();
  const [filter, setFilter] = useState('');
  const filterRef = useKeepTypedBeforeHydration<HTMLInputElement>();
  const all = topLevel(categories.data ?? []);
  const openJobs = all.reduce((sum, c) => sum + c.jobCount, 0);
  const needle = filter.trim().toLowerCase();
  const shown = needle ? all.filter((c) => c.name.toLowerCase().includes(needle)) : all;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title={t`Jobs by category`}
        subtitle={
          categories.data
            ? t`${formatNumber(all.length)} categories · ${formatNumber(openJobs)} open jobs`
            : t`Find jobs in your field.`
        }
        actions={
          <TextInput
            ref={filterRef}
            aria-label={t`Filter categories by name`}
            placeholder={t`Filter categories`}
            leftSection={<SearchIcon size={16} />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            w={{ base: '100%', xs: 280 }}
          />
        }
      />
      <QueryView
        query={categories}
        loading={<LoadingState rows={4} withAvatar label={t`Loading categories…`} />}
        errorTitle={t`We could not load the categories`}
        empty={
          <Paper withBorder radius="md">
            <EmptyState title={t`No categories yet`} text={t`Categories appear here once jobs are posted.`} />
          </Paper>
        }
      >
        {() =>
          shown.length === 0 ? (
            <Paper withBorder radius="md">
              <EmptyState compact title={t`No category matches “${filter.trim()}”`} text={t`Try another word.`} />
            </Paper>
          ) : (
            <SimpleGrid
              cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
              spacing="md"
              component="ul"
              style={{ listStyle: 'none' }}
              p={0}
              m={0}
            >
              {shown.map((category) => (
                <li key={category._id}>
                  <CategoryCard category={category} withDescription />
                </li>
              ))}
            </SimpleGrid>
          )
        }
      </QueryView>
    </Container>
  );
}
