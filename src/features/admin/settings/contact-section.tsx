// Where people reach the board and how its e-mails are sent. A board whose plan lacks
// email_notifications is told which mails it does not send and which always go
// (server/mail/event-mails.ts).
import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import { useFeature } from '@/lib/plans/use-feature';
import { SettingsSection, type SectionProps } from './settings-section';

export function ContactSection({ values, errors, onChange }: SectionProps) {
  const eventMails = useFeature('email_notifications');
  return (
    <SettingsSection
      title="Contact and mail"
      description="Where messages to the board go and how its e-mails are signed."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Support e-mail"
          description="Receives the contact form’s messages; invoices name it."
          type="email"
          value={values.supportEmail}
          onChange={(e) => onChange({ supportEmail: e.currentTarget.value })}
          error={errors.supportEmail}
        />
        <TextInput
          label="Sender name"
          description="The name the board’s e-mails come from; the board’s name when empty."
          value={values.senderName}
          onChange={(e) => onChange({ senderName: e.currentTarget.value })}
          error={errors.senderName}
          maxLength={80}
        />
        <TextInput
          label="Reply-to address"
          description="Where replies to the board’s e-mails go."
          type="email"
          value={values.replyTo}
          onChange={(e) => onChange({ replyTo: e.currentTarget.value })}
          error={errors.replyTo}
        />
      </SimpleGrid>
      {!eventMails.isLoading && !eventMails.allowed ? (
        <Alert variant="light" color="yellow" title="E-mail notifications are not in your plan" mt="md">
          The board does not e-mail welcomes, new chat messages, application status changes or declined jobs; they still
          show in the notification centre and on the screens. Sign-in and reset codes, password notices, invitations,
          job alerts and payment mails are always sent.
        </Alert>
      ) : null}
    </SettingsSection>
  );
}
