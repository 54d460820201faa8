// A category's description (its page's text), icon and parent. Moving is to the top level or
// under another top-level category; one with subcategories stays on top (two levels, as the
// category pages show them), and the dialog says so rather than offering it.
import { Button, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { AdminCategory } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { IMAGE_LINK, IMAGE_LINK_PROBLEM, ImageField } from '../image-field';

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
  const iconProblem = icon && !IMAGE_LINK.test(icon) ? IMAGE_LINK_PROBLEM : undefined;
  const parents = [
    { value: TOP, label: 'Top level' },
    ...tops.filter((t) => t._id !== c._id).map((t) => ({ value: t._id, label: t.name })),
  ];
  const save = () =>
    onSave({ description: description.trim() || null, icon: icon || null, parentId: parent === TOP ? null : parent });

  return (
    <AppModal
      opened
      onClose={onClose}
      size="lg"
      title={`Edit “${c.name}”`}
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={busy} disabled={Boolean(iconProblem) || description.length > DESCRIPTION_MAX}>
            Save
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Textarea
          label="Description"
          description="Shown on the category’s page."
          rows={4}
          maxLength={DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <ImageField
          label="Icon"
          description="Upload a PNG or JPEG, or give an https link; empty shows the generic icon."
          value={icon}
          error={iconProblem}
          onChange={setIcon}
        />
        <Select
          label="Under"
          data={parents}
          value={parent}
          allowDeselect={false}
          disabled={hasChildren}
          description={
            hasChildren ? 'It has subcategories, so it stays at the top level.' : 'Moving puts it last there.'
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
