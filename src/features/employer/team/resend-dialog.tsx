// Sends an invited member's invitation again: team-member/add with the same e-mail resends an
// open invitation with a new code (the old one stops working). Codes last ten minutes, so the
// dialog also says how the member can get a fresh one themselves ("Forgot password").
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useAddTeamMember } from '@generated/api/employer/employer';
import type { TeamMember } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { toast } from '@/lib/toast/toast';

type Props = { member: TeamMember | null; onClose: () => void; onSent: () => void };

export function ResendDialog({ member, onClose, onSent }: Props) {
  const add = useAddTeamMember();
  const link =
    typeof window === 'undefined' ? '/employer/forgot-password' : `${window.location.origin}/employer/forgot-password`;
  const send = () => {
    if (!member) return;
    add.mutate(
      {
        data: {
          firstName: member.firstName,
          lastName: member.lastName,
          email: member.email,
          designation: member.designation ?? t`Team member`,
          permissions: member.permissions,
          ...(member.countryCode ? { countryCode: member.countryCode } : {}),
          ...(member.mobNo ? { mobNo: member.mobNo } : {}),
        },
      },
      {
        onSuccess: (r) => {
          toast(r.message || t`Invitation sent again to ${member.email}`);
          onSent();
          onClose();
        },
      },
    );
  };
  return (
    <AppModal
      opened={member !== null}
      onClose={onClose}
      title={t`Send the invitation again?`}
      size="md"
      footer={
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={send} loading={add.isPending}>
            <Trans>Send again</Trans>
          </Button>
        </Group>
      }
    >
      {member ? (
        <Stack gap="sm">
          <Text fz="sm">
            <Trans>
              {member.firstName} gets a new e-mail at {member.email} with a fresh code; the code of the earlier
              invitation stops working.
            </Trans>
          </Text>
          <Text fz="sm" c="dimmed">
            <Trans>
              Codes last ten minutes. After that, {member.firstName} can also get a new one on the{' '}
              <Anchor href={link} fz="sm">
                Forgot password
              </Anchor>{' '}
              page with this e-mail address.
            </Trans>
          </Text>
        </Stack>
      ) : null}
    </AppModal>
  );
}
