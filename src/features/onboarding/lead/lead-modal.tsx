// "Book a demo" on the platform's signup page (client/lead): for a company that wants to talk to
// someone before creating its board. What it asked for (a demo, pricing, sales), who and which
// company; a phone, the company's size, its hiring and a message if they like. The page it came
// from and the ad click identifiers go with it (spec §7), as they do with a signup. The thanks
// replaces the form, so a second click cannot send the lead twice.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useCreateClientLead } from '@generated/api/onboarding/onboarding';
import type { LeadType } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { NumberInput } from '@/components/ui/number-input';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { readClickIds } from '@/lib/analytics/providers/click-ids';
import {
  COMPANY_SIZES,
  EMPTY_LEAD,
  LEAD_FIELDS,
  leadTypes,
  MESSAGE_MAX,
  leadProblems,
  toLeadInput,
  type LeadErrors,
  type LeadValues,
} from './lead-rules';

export function LeadModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AppModal opened={opened} onClose={onClose} title={t`Talk to our team`}>
      {/* Mounted while open only: a reopened form starts empty. */}
      {opened ? <LeadForm onClose={onClose} /> : null}
    </AppModal>
  );
}

function LeadForm({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<LeadValues>(EMPTY_LEAD);
  const [errors, setErrors] = useState<LeadErrors>({});
  const send = useCreateClientLead();
  const set = <K extends keyof LeadValues>(key: K, value: LeadValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const sentTo = values.email.trim();
  if (send.isSuccess)
    return (
      <Stack gap="md" role="status">
        <Text fw={600}>{send.data.message}</Text>
        <Text size="sm" c="dimmed">
          <Trans>We will write to {sentTo} within one working day.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </Group>
      </Stack>
    );

  const submit = () => {
    const problems = leadProblems(values);
    setErrors(problems);
    const first = LEAD_FIELDS.find((f) => problems[f]);
    if (first) {
      document.getElementById(`lead-${first}`)?.focus();
      return;
    }
    send.mutate(
      { data: toLeadInput(values, window.location.href, readClickIds()), params: { type: values.type } },
      { onError: (e) => setErrors(fieldErrorsOf(e, LEAD_FIELDS)) },
    );
  };

  return (
    <form
      aria-label={t`Talk to our team`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t`What would you like?`}
          fullWidth
          data={leadTypes()}
          value={values.type}
          onChange={(type) => set('type', type as LeadType)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            id="lead-name"
            label={t`Full name`}
            withAsterisk
            autoComplete="name"
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            id="lead-email"
            label={t`Work e-mail`}
            type="email"
            withAsterisk
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            error={errors.email}
          />
        </SimpleGrid>
        <TextInput
          id="lead-companyName"
          label={t`Company`}
          withAsterisk
          autoComplete="organization"
          value={values.companyName}
          onChange={(e) => set('companyName', e.currentTarget.value)}
          error={errors.companyName}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            id="lead-countryCode"
            label={t`Dialling code`}
            placeholder="+91"
            autoComplete="tel-country-code"
            value={values.countryCode}
            onChange={(e) => set('countryCode', e.currentTarget.value)}
            error={errors.countryCode}
          />
          <TextInput
            id="lead-mobNo"
            label={t`Phone (optional)`}
            inputMode="numeric"
            autoComplete="tel-national"
            value={values.mobNo}
            onChange={(e) => set('mobNo', e.currentTarget.value.replace(/\s+/g, ''))}
            error={errors.mobNo}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            id="lead-companySize"
            label={t`Company size`}
            value={values.companySize}
            onChange={(e) => set('companySize', e.currentTarget.value as LeadValues['companySize'])}
            data={[
              { value: '', label: t`Choose (optional)` },
              ...COMPANY_SIZES.map((s) => ({ value: s, label: t`${s} people` })),
            ]}
            error={errors.companySize}
          />
          <NumberInput
            id="lead-hiresPerYear"
            label={t`Hires a year (optional)`}
            min={0}
            max={1_000_000}
            allowDecimal={false}
            thousandSeparator=","
            value={values.hiresPerYear}
            onChange={(v) => set('hiresPerYear', typeof v === 'number' ? v : v === '' ? '' : Number(v))}
            error={errors.hiresPerYear}
          />
        </SimpleGrid>
        <Textarea
          id="lead-message"
          label={t`Anything we should know? (optional)`}
          autosize
          minRows={3}
          maxLength={MESSAGE_MAX}
          value={values.message}
          onChange={(e) => set('message', e.currentTarget.value)}
          error={errors.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={send.isPending}>
            <Trans>Send</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
