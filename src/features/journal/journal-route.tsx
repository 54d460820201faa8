// What /journal and /journal/<slug> show: the list without a slug, the article with one.
import { ArticlePage } from './article-page';
import { JournalPage } from './journal-page';

export function JournalRoute({ slug }: { slug: string | undefined }) {
  return slug ? <ArticlePage key={slug} slug={slug} /> : <JournalPage />;
}
