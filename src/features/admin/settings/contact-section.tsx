// Where people reach the board and how its e-mails are sent. A board whose plan lacks
// email_notifications is told which mails it does not send and which always go
// (server/mail/event-mails.ts).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import { useFeature } from '@/lib/plans/use-feature';
import { SettingsSection, type SectionProps } from './settings-section';

export function ContactSection({ values, errors, onChange }: SectionProps) {
  const eventMails = useFeature('email_notifications');
  return (
    <SettingsSection
      title={t`Contact and mail`}
      description={t`Where messages to the board go and how its e-mails are signed.`}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Support e-mail`}
          description={t`Receives the contact form’s messages; invoices name it.`}
          type="email"
          value={values.supportEmail}
          onChange={(e) => onChange({ supportEmail: e.currentTarget.value })}
          error={errors.supportEmail}
        />
        <TextInput
          label={t`Sender name`}
          description={t`The name the board’s e-mails come from; the board’s name when empty.`}
          value={values.senderName}
          onChange={(e) => onChange({ senderName: e.currentTarget.value })}
          error={errors.senderName}
          maxLength={80}
        />
        <TextInput
          label={t`Reply-to address`}
          description={t`Where replies to the board’s e-mails go.`}
          type="email"
          value={values.replyTo}
          onChange={(e) => onChange({ replyTo: e.currentTarget.value })}
          error={errors.replyTo}
        />
      </SimpleGrid>
      {!eventMails.isLoading && !eventMails.allowed ? (
        <Alert variant="light" color="yellow" title={t`E-mail notifications are not in your plan`} mt="md">
          <Trans>
            The board does not e-mail welcomes, new chat messages, application status changes or declined jobs; they
            still show in the notification centre and on the screens. Sign-in and reset codes, password notices,
            invitations, job alerts and payment mails are always sent.
          </Trans>
        </Alert>
      ) : null}
    </SettingsSection>
  );
}
