// A new named page: its title, its address under /p (made from the title until the admin writes
// their own) and its description. It starts as an empty draft and opens in the editor.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getListAdminPagesQueryKey, useCreateAdminPage } from '@generated/api/admin/admin';
import { isPageSlug } from '@shared/pages/paths.ts';
import { AppModal } from '@/components/ui/app-modal';
import { isApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast/toast';
import { noSeoMeta, useSeoMeta } from '../seo-hint';

export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');

type Props = { opened: boolean; onClose: () => void; onCreated: (slug: string) => void };

export function CreatePageModal({ opened, onClose, onCreated }: Props) {
  const queryClient = useQueryClient();
  const create = useCreateAdminPage();
  const seoMeta = useSeoMeta();
  const [title, setTitle] = useState('');
  const [ownSlug, setOwnSlug] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [tried, setTried] = useState(false);
  const [taken, setTaken] = useState<string | null>(null);
  const slug = ownSlug ?? slugOf(title);

  const titleError = tried && !title.trim() ? t`Give the page a title` : undefined;
  const slugError =
    taken === slug
      ? t`A page with this address already exists`
      : tried && !isPageSlug(slug)
        ? t`Use lower-case letters and digits, words joined by hyphens`
        : undefined;

  const submit = async () => {
    setTried(true);
    if (!title.trim() || !isPageSlug(slug)) return;
    try {
      await create.mutateAsync({
        data: { slug, title: title.trim(), ...(description.trim() ? { description: description.trim() } : {}) },
      });
      await queryClient.invalidateQueries({ queryKey: getListAdminPagesQueryKey() });
      toast(t`Page created`);
      onCreated(slug);
    } catch (e) {
      if (isApiError(e) && e.status === 409) setTaken(slug);
    }
  };

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={t`New page`}
      size="lg"
      footer={
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="create-page" loading={create.isPending}>
            <Trans>Create page</Trans>
          </Button>
        </Group>
      }
    >
      <form
        id="create-page"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t`Title`}
            required
            maxLength={200}
            value={title}
            error={titleError}
            onChange={(e) => setTitle(e.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label={t`Address`}
            description={t`The page will be at /p/${slug || '…'}`}
            required
            maxLength={120}
            value={slug}
            error={slugError}
            onChange={(e) => setOwnSlug(e.currentTarget.value.toLowerCase())}
          />
          <Textarea
            label={t`Description`}
            description={seoMeta ? t`Shown by search engines and link previews.` : noSeoMeta()}
            maxLength={500}
            autosize
            minRows={2}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
        </Stack>
      </form>
    </AppModal>
  );
}
