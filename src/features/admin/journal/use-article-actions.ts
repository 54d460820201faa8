// Publishing, unpublishing and deleting an article, from the list or the editor: each refreshes
// the console's lists and the article, and says what happened; a failure is shown by the API seam.
import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetAdminJournalArticleQueryKey,
  getListAdminJournalArticlesQueryKey,
  useDeleteAdminJournalArticle,
  usePublishAdminJournalArticle,
  useUnpublishAdminJournalArticle,
} from '@generated/api/admin/admin';
import type { AdminJournalArticle } from '@generated/api/model';
import { toast } from '@/lib/toast/toast';

export function useArticleActions() {
  const client = useQueryClient();
  const publish = usePublishAdminJournalArticle();
  const unpublish = useUnpublishAdminJournalArticle();
  const remove = useDeleteAdminJournalArticle();

  // Every page and filter of the list: the key's first part is the call's URL.
  const refreshLists = () => client.invalidateQueries({ queryKey: [getListAdminJournalArticlesQueryKey()[0]] });
  const stored = (article: AdminJournalArticle) => {
    client.setQueryData(getGetAdminJournalArticleQueryKey(article._id), {
      code: 'SUCCESS',
      message: t`Success`,
      data: article,
    });
    void refreshLists();
    return article;
  };

  return {
    busy: publish.isPending || unpublish.isPending || remove.isPending,
    /** The article as it now stands, or null when the call failed (its failure was shown). */
    setPublished: async (id: string, published: boolean): Promise<AdminJournalArticle | null> => {
      try {
        const answer = published ? await publish.mutateAsync({ id }) : await unpublish.mutateAsync({ id });
        toast(published ? t`Article published` : t`Article unpublished: visitors no longer see it`);
        return stored(answer.data);
      } catch {
        return null;
      }
    },
    /** Whether the article was deleted (a failure was shown). */
    remove: async (id: string, title: string): Promise<boolean> => {
      try {
        await remove.mutateAsync({ id });
      } catch {
        return false;
      }
      client.removeQueries({ queryKey: getGetAdminJournalArticleQueryKey(id) });
      await refreshLists();
      toast(t`“${title}” deleted`);
      return true;
    },
  };
}
