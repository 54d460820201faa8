// The demo boards' page builder content: the showcase page (/p/discover, one block of each type,
// the spotlight on the board's busiest category), published through the one write path. The
// default home, about, privacy and terms pages are not written: they are served as defaults.
import { showcasePage } from '../../shared/pages/showcase-page.ts';
import type { Db } from '../db/database.ts';
import { busiestCategory } from './pages-repo.ts';
import { savePage } from './save.ts';

export async function seedDemoPages(db: Db, clientId: string, board: string): Promise<void> {
  const category = await busiestCategory(db, clientId);
  const page = showcasePage(board, category ? { categoryId: category.id, categoryName: category.name } : null);
  await savePage(db, clientId, page);
}
