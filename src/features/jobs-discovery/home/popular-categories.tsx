// The categories with the most open jobs, as tiles leading to each category's jobs.
import { SimpleGrid } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCategories } from '../api/use-categories';
import { CategoryCard } from '../category/category-card';
import { HomeSection } from './home-section';

const SHOWN = 8;

export function PopularCategories() {
  const categories = useCategories();
  const top = [...(categories.data ?? [])]
    .filter((c) => c.parentId === null && c.jobCount > 0)
    .sort((a, b) => b.jobCount - a.jobCount)
    .slice(0, SHOWN);
  if (top.length === 0) return null;
  return (
    <HomeSection
      id="home-categories-heading"
      title="Popular categories"
      subtitle="Explore the fields with the most openings."
      more={{ label: 'All categories', render: (props) => <Link {...props} to="/job-category" /> }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {top.map((category) => (
          <CategoryCard key={category._id} category={category} />
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
