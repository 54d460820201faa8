// An article in the journal's list: cover, title, excerpt, date and reading time; the whole card
// leads to the article.
import { Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { JournalArticleSummary } from '@generated/api/model';
import classes from '@/components/ui/hover-card.module.css';
import { ArticleCover } from './article-cover';
import { ArticleMeta } from './article-meta';

export function ArticleCard({ article }: { article: JournalArticleSummary }) {
  return (
    <Card
      component="article"
      padding={0}
      h="100%"
      withBorder
      radius="md"
      className={classes.card}
      aria-labelledby={`article-${article._id}`}
    >
      <Card.Section>
        <ArticleCover src={article.coverImage} height={170} />
      </Card.Section>
      <Stack gap="xs" p="lg" h="100%">
        <Title order={2} fz="lg" fw={650} lh={1.3} id={`article-${article._id}`} style={{ overflowWrap: 'anywhere' }}>
          <Link
            to="/journal/$slug"
            params={{ slug: article.slug }}
            style={{ color: 'inherit', textDecoration: 'none' }}
          >
            {article.title}
          </Link>
        </Title>
        <ArticleMeta publishedAt={article.publishedAt} readingMinutes={article.readingMinutes} />
        <Text fz="sm" c="dark.6" lineClamp={3}>
          {article.excerpt}
        </Text>
      </Stack>
    </Card>
  );
}
