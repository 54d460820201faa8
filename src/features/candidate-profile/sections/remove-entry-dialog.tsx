// "Remove this entry?": names the entry and says it leaves the profile (and what that does to the
// completion), so a slip of the finger on the bin icon costs nothing.
import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import type { ProfileSectionItem, ProfileSectionKind } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { kindInfo, valuesOf } from './kinds';

type Props = {
  kind: ProfileSectionKind;
  item: ProfileSectionItem | null;
  removing: boolean;
  onCancel: () => void;
  onConfirm: (item: ProfileSectionItem) => void;
};

export function RemoveEntryDialog({ kind, item, removing, onCancel, onConfirm }: Props) {
  const info = kindInfo(kind);
  const name = item ? info.name(valuesOf(item).text) : '';
  return (
    <AppModal
      opened={item !== null}
      onClose={() => (removing ? undefined : onCancel())}
      title={info.removeTitle}
      size="md"
      closeOnEscape={!removing}
      footer={
        <>
          <Button variant="default" onClick={onCancel} disabled={removing}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={removing} onClick={() => item && onConfirm(item)}>
            <Trans>Remove</Trans>
          </Button>
        </>
      }
    >
      <Text fz="sm">
        <Trans>
          “{name}” will be removed from your profile. Employers will no longer see it, and your profile completion is
          updated.
        </Trans>
      </Text>
    </AppModal>
  );
}
