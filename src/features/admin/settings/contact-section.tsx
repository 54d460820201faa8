// Where people reach the board and how its e-mails are sent.
import { SimpleGrid, TextInput } from '@mantine/core';
import { SettingsSection, type SectionProps } from './settings-section';

export function ContactSection({ values, errors, onChange }: SectionProps) {
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
    </SettingsSection>
  );
}
