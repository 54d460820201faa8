// A category's description (its page's text), icon and parent. Moving is to the top level or
// under another top-level category; one with subcategories stays on top (two levels, as the
// category pages show them), and the dialog says so rather than offering it.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { AdminCategory } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { IMAGE_LINK, imageLinkProblem, ImageField } from '../image-field';

const TOP = '';
const DESCRIPTION_MAX = 500;

export type CategoryDetails = { description: string | null; icon: string | null; parentId: string | null };

type Props = {
  category: AdminCategory;
  /** The top-level categories it could go under. */
  tops: AdminCategory[];
  hasChildren: boolean;
  busy: boolean;
  serverError: string | null;
  onClose: () => void;
  onSave: (details: CategoryDetails) => void;
};

export function DetailsDialog({ category: c, tops, hasChildren, busy, serverError, onClose, onSave }: Props) {
  const [description, setDescription] = useState(c.description ?? '');
  const [icon, setIcon] = useState(c.icon ?? '');
  const [parent, setParent] = useState(c.parentId ?? TOP);
  const iconProblem = icon && !IMAGE_LINK.test(icon) ? imageLinkProblem() : undefined;
  const parents = [
    { value: TOP, label: t`Top level` },
    ...tops.filter((top) => top._id !== c._id).map((top) => ({ value: top._id, label: top.name })),
  ];
  const save = () =>
    onSave({ description: description.trim() || null, icon: icon || null, parentId: parent === TOP ? null : parent });

  return (
    <AppModal
      opened
      onClose={onClose}
      size="lg"
      title={t`Edit “${c.name}”`}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={save} loading={busy} disabled={Boolean(iconProblem) || description.length > DESCRIPTION_MAX}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Textarea
          label={t`Description`}
          description={t`Shown on the category’s page.`}
          rows={4}
          maxLength={DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <ImageField
          label={t`Icon`}
          description={t`Upload a PNG or JPEG, or give an https link; empty shows the generic icon.`}
          value={icon}
          error={iconProblem}
          onChange={setIcon}
        />
        <Select
          label={t`Under`}
          data={parents}
          value={parent}
          allowDeselect={false}
          disabled={hasChildren}
          description={
            hasChildren ? t`It has subcategories, so it stays at the top level.` : t`Moving puts it last there.`
          }
          onChange={(v) => setParent(v ?? TOP)}
        />
        {serverError ? (
          <Text c="red.8" size="sm" role="alert">
            {serverError}
          </Text>
        ) : null}
      </Stack>
    </AppModal>
  );
}
