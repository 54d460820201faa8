// One mail's editor: subject and body (plain text, blank lines for paragraphs), its variables as
// chips that insert {{name}} where the caret was, a live preview rendered by the server with the
// variables' examples (the same rendering the real mail gets), and save, reset and test send.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  getListAdminMailTemplatesQueryKey,
  usePreviewAdminMailTemplate,
  useSendAdminMailTemplateTest,
  useUpdateAdminMailTemplate,
} from '@generated/api/admin/admin';
import type { AdminMailTemplate } from '@generated/api/model';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { SILENT } from '@/lib/api/http';
import { toast } from '@/lib/toast/toast';
import { VariableChips } from './variable-chips';
import { insertAt } from './insert-variable';

type Field = 'subject' | 'body';
const FIELDS: readonly Field[] = ['subject', 'body'];

export function MailTemplateEditor({ template }: { template: AdminMailTemplate }) {
  const [draft, setDraft] = useState({ subject: template.subject, body: template.body });
  const [debounced] = useDebouncedValue(draft, 400);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<Field>('body');
  const client = useQueryClient();
  const preview = usePreviewAdminMailTemplate({ request: SILENT });
  const save = useUpdateAdminMailTemplate();
  const test = useSendAdminMailTemplateTest();
  const { mutate: render } = preview;
  const kind = template.kind;

  useEffect(() => {
    if (debounced.subject.trim() && debounced.body.trim()) render({ kind, data: debounced });
  }, [debounced, kind, render]);

  const errors = fieldErrorsOf(save.error ?? test.error ?? preview.error, FIELDS);
  const refresh = () => client.invalidateQueries({ queryKey: getListAdminMailTemplatesQueryKey() });

  const insert = (name: string) => {
    const field = lastField.current;
    const el = field === 'subject' ? subjectRef.current : bodyRef.current;
    const at = insertAt(draft[field], `{{${name}}}`, el?.selectionStart ?? null, el?.selectionEnd ?? null);
    setDraft((d) => ({ ...d, [field]: at.value }));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at.caret, at.caret);
    });
  };

  const saved = (message: string) => () => {
    toast(message);
    void refresh();
  };
  const onSave = () => save.mutate({ kind, data: draft }, { onSuccess: saved(t`The mail is saved`) });
  const onReset = () =>
    save.mutate(
      { kind, data: { subject: null, body: null } },
      { onSuccess: saved(t`The mail is back to the product’s text`) },
    );
  const onTest = () =>
    test.mutate({ kind, data: draft }, { onSuccess: (res) => toast(t`A test mail was sent to ${res.data.to}`) });

  const rendered = preview.data?.data;
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {template.label}
      </Title>
      <TextInput
        ref={subjectRef}
        label={t`Subject`}
        value={draft.subject}
        maxLength={200}
        required
        error={errors.subject}
        onFocus={() => {
          lastField.current = 'subject';
        }}
        onChange={(e) => {
          const subject = e.currentTarget.value;
          setDraft((d) => ({ ...d, subject }));
        }}
      />
      <Textarea
        ref={bodyRef}
        label={t`Body`}
        description={t`Plain text: a blank line starts a new paragraph. Links to variables become clickable.`}
        value={draft.body}
        maxLength={5000}
        rows={8}
        resize="vertical"
        required
        error={errors.body}
        onFocus={() => {
          lastField.current = 'body';
        }}
        onChange={(e) => {
          const body = e.currentTarget.value;
          setDraft((d) => ({ ...d, body }));
        }}
      />
      <VariableChips variables={template.variables} onInsert={insert} />
      <Group gap="sm">
        <Button onClick={onSave} loading={save.isPending && save.variables?.data.subject !== null}>
          <Trans>Save</Trans>
        </Button>
        <Button variant="default" onClick={onTest} loading={test.isPending}>
          <Trans>Send me a test</Trans>
        </Button>
        <Button
          variant="subtle"
          color="red"
          onClick={onReset}
          disabled={!template.custom}
          loading={save.isPending && save.variables?.data.subject === null}
        >
          <Trans>Reset to the product’s text</Trans>
        </Button>
      </Group>
      <Stack gap={4}>
        <Title order={3} fz="h4">
          <Trans>Preview</Trans>
        </Title>
        <Text fz="sm" c="dimmed">
          <Trans>With example values.</Trans> {template.custom ? t`Rewritten by the board.` : t`The product’s text.`}
        </Text>
        {preview.isError && !errors.subject && !errors.body ? (
          <Alert color="red" variant="light">
            <Trans>The preview could not be made.</Trans>
          </Alert>
        ) : null}
        {rendered ? (
          <>
            <Text fz="sm" fw={600} data-testid="preview-subject">
              <Trans>Subject: {rendered.subject}</Trans>
            </Text>
            <iframe
              title={t`Preview of the mail`}
              sandbox=""
              srcDoc={rendered.html}
              style={{ width: '100%', height: 480, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            />
          </>
        ) : null}
      </Stack>
    </Stack>
  );
}
