// An invited member's invitation cannot be sent again (there is no such call, and inviting the
// same e-mail twice is refused). Their code lasts ten minutes; after that they ask for a new one
// with "Forgot password" using the invited e-mail, which sets their password the same way.
import { Anchor, Button, CopyButton, Stack, Text } from '@mantine/core';
import type { TeamMember } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';

export function ResendDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const link =
    typeof window === 'undefined' ? '/employer/forgot-password' : `${window.location.origin}/employer/forgot-password`;
  return (
    <AppModal
      opened={member !== null}
      onClose={onClose}
      title="Invitation code expired?"
      size="md"
      footer={
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Link copied' : 'Copy the link'}
            </Button>
          )}
        </CopyButton>
      }
    >
      {member ? (
        <Stack gap="sm">
          <Text fz="sm">
            The invitation to {member.email} carries a code that lasts ten minutes. An invitation cannot be sent twice;
            instead, {member.firstName} can get a new code at any time on the{' '}
            <Anchor href={link} fz="sm">
              Forgot password
            </Anchor>{' '}
            page with this e-mail address, and then set a password.
          </Text>
          <Text fz="sm" c="dimmed">
            Send them the link; they appear as active here once their password is set.
          </Text>
        </Stack>
      ) : null}
    </AppModal>
  );
}
