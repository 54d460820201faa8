// Adding a redirect rule: the old path and the target are checked as they are typed with the same
// rules the server keeps (shared/redirects/rules.ts), and what only the server can tell (a target
// on another host, a loop, a chain too long, an old path that already moves) is shown on the field
// it names.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useCreateAdminRedirect } from '@generated/api/admin/admin';
import type { AdminRedirectRule } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { SILENT } from '@/lib/api/http';
import { FROM_SHAPE, TO_SHAPE, fromProblem, toProblem } from '@shared/redirects/rules.ts';

type Field = 'from' | 'to';
type Errors = Partial<Record<Field | 'statusCode', string>>;

const friendly = () => ({ from: FROM_SHAPE, to: TO_SHAPE, statusCode: t`Choose permanent or temporary` });

export function AddRedirectForm({ onAdded }: { onAdded: (rule: AdminRedirectRule) => void }) {
  const create = useCreateAdminRedirect({ request: SILENT });
  const [values, setValues] = useState<Record<Field, string>>({ from: '', to: '' });
  const [statusCode, setStatusCode] = useState<'301' | '302'>('301');
  // A field is checked once it was left or the form was sent, then on every key.
  const [touched, setTouched] = useState<Record<Field, boolean>>({ from: false, to: false });
  const [server, setServer] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const local: Errors = { from: fromProblem(values.from) ?? undefined, to: toProblem(values.to) ?? undefined };
  const shown = (f: Field) => server[f] ?? (touched[f] ? local[f] : undefined);

  const change = (f: Field, value: string) => {
    setValues((v) => ({ ...v, [f]: value }));
    setServer((s) => ({ ...s, [f]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ from: true, to: true });
    setFailure(null);
    if (local.from || local.to) return;
    create.mutate(
      { data: { from: values.from.trim(), to: values.to.trim(), statusCode: statusCode === '302' ? 302 : 301 } },
      {
        onSuccess: ({ data }) => {
          setValues({ from: '', to: '' });
          setTouched({ from: false, to: false });
          setServer({});
          onAdded(data);
        },
        onError: (e) => {
          const fields = fieldErrorsOf(e, ['from', 'to', 'statusCode'] as const, friendly());
          // A second rule for the same old path (409) names no field: it is the old path's.
          if (isApiError(e) && e.status === 409) fields.from = e.message;
          setServer(fields);
          if (!fields.from && !fields.to && !fields.statusCode)
            setFailure(isApiError(e) ? e.message : t`The redirect could not be added. Please try again.`);
        },
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      aria-labelledby="add-redirect-title"
      noValidate
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="add-redirect-title">
            <Trans>Add a redirect</Trans>
          </Title>
          <Text fz="sm" c="dimmed">
            <Trans>Visitors and search engines that ask for the old address are sent to the new one.</Trans>
          </Text>
        </Stack>
        <TextInput
          label={t`Old path`}
          description={t`The address that moved, as /jobs/warehouse-manager`}
          placeholder="/jobs/warehouse-manager-pune"
          value={values.from}
          onChange={(e) => change('from', e.currentTarget.value)}
          onBlur={() => setTouched((prev) => ({ ...prev, from: true }))}
          error={shown('from')}
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextInput
          label={t`Redirect to`}
          description={t`A path of this board, or its full address (https://…)`}
          placeholder="/job-detail/warehouse-operations-manager-pune"
          value={values.to}
          onChange={(e) => change('to', e.currentTarget.value)}
          onBlur={() => setTouched((prev) => ({ ...prev, to: true }))}
          error={shown('to')}
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <Radio.Group
          label={t`Kind of move`}
          value={statusCode}
          onChange={(v) => setStatusCode(v === '302' ? '302' : '301')}
          error={server.statusCode}
        >
          <Group gap="lg" mt={4}>
            <Radio value="301" label={t`Permanent (301)`} />
            <Radio value="302" label={t`Temporary (302)`} />
          </Group>
        </Radio.Group>
        {failure && (
          <Text c="red" fz="sm" role="alert">
            {failure}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            <Trans>Add redirect</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
