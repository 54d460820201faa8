// The categories with the most open jobs, as tiles leading to each category's jobs.
import { t } from '@lingui/core/macro';
import { SimpleGrid } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { TileSkeletons } from '@/components/ui/tile-skeletons';
import { useCategories } from '../api/use-categories';
import { CategoryCard } from '../category/category-card';
import { HomeSection } from './home-section';

const SHOWN = 8;
const COLS = { base: 1, xs: 2, md: 4 };
/** A category tile's height: its padding and icon. */
const TILE_HEIGHT = 84;

export function PopularCategories() {
  const categories = useCategories();
  const top = [...(categories.data ?? [])]
    .filter((c) => c.parentId === null && c.jobCount > 0)
    .sort((a, b) => b.jobCount - a.jobCount)
    .slice(0, SHOWN);
  // While loading, tiles hold the band's place; a board without categories then loses it.
  const pending = categories.data === undefined && !categories.isError;
  if (!pending && top.length === 0) return null;
  return (
    <HomeSection
      id="home-categories-heading"
      title={t`Popular categories`}
      subtitle={t`Explore the fields with the most openings.`}
      more={{ label: t`All categories`, render: (props) => <Link {...props} to="/job-category" /> }}
    >
      {pending ? (
        <TileSkeletons count={SHOWN} cols={COLS} height={TILE_HEIGHT} label={t`Loading categories…`} />
      ) : (
        <SimpleGrid cols={COLS} spacing="md">
          {top.map((category) => (
            <CategoryCard key={category._id} category={category} />
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
