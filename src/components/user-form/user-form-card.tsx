// A signed-in user's own answers to one of the board's forms, shown and edited in place: the
// candidate's and the employer's "Registration details". The board's own questions (the form's
// custom fields) are read with user-form/get-form and saved with form/save-form-data, rendered by
// the same renderer and checked by the same schema as everywhere else. Answers to fields the board
// has since removed are listed as "No longer asked"; a field made required since does not hide what
// was saved, it asks to be answered. A board that asks nothing (and kept nothing) shows no card.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetUserFormQueryKey, useGetUserForm, useSaveFormData } from '@generated/api/forms/forms';
import type { UserForm } from '@generated/api/model';
import { CustomFormRenderer, FieldValueList, formFields } from '@/components/custom-form';
import { SectionCard } from '@/components/ui/section-card';
import { AlertIcon } from '@/components/ui/icons';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { toast } from '@/lib/toast/toast';

type Props = {
  /** The form's code, e.g. candidate_registration. */
  code: string;
  title: string;
  description?: string;
};

function failureText(error: unknown): string {
  if (!isApiError(error)) return GENERIC_ERROR_MESSAGE();
  if (error.status === 0) return t`We could not reach the server. Check your connection and try again.`;
  return error.message || GENERIC_ERROR_MESSAGE();
}

export function UserFormCard({ code, title, description }: Props) {
  const section = title.toLowerCase();
  const client = useQueryClient();
  const query = useGetUserForm({ code }, { request: SILENT, query: { staleTime: 0, retry: false } });
  const save = useSaveFormData({ request: SILENT });
  const [draft, setDraft] = useState<Record<string, unknown> | null>(null);
  const data = query.data?.data;
  if (!data) return null;
  const fields = formFields(data.form).filter((f) => !f.isDefault);
  const former = data.formerAnswers ?? [];
  if (fields.length === 0 && former.length === 0) return null;
  const answered = Object.keys(data.values).length > 0;
  const missing = fields.some((f) => f.required) && !data.isSubmitted;

  const startEditing = () => {
    save.reset();
    setDraft({ ...data.values });
  };
  const submit = (values: Record<string, unknown>) =>
    save
      .mutateAsync(
        { data: { code, values: values as UserForm['values'] } },
        {
          onSuccess: (res) => {
            client.setQueryData(getGetUserFormQueryKey({ code }), res);
            toast(res.message || t`Details saved`);
            setDraft(null);
          },
        },
      )
      .then(
        () => undefined,
        () => undefined,
      );

  return (
    <SectionCard
      title={title}
      description={description}
      action={
        draft === null && fields.length > 0 ? (
          <Button
            variant="default"
            size="sm"
            onClick={startEditing}
            // The visible words start the name, with what they edit (WCAG 2.5.3).
            aria-label={answered ? t`Edit ${section}` : t`Add answers to ${section}`}
          >
            {answered ? t`Edit` : t`Add answers`}
          </Button>
        ) : null
      }
    >
      {draft !== null ? (
        <CustomFormRenderer
          fields={fields}
          value={draft}
          onChange={setDraft}
          onSubmit={submit}
          formId={`user-form-${code}`}
        >
          {save.isError ? (
            <Alert color="red" variant="light" role="alert" icon={<AlertIcon size={18} />} title={t`Not saved`}>
              {failureText(save.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDraft(null)} disabled={save.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </CustomFormRenderer>
      ) : (
        <Stack gap="sm">
          {missing ? (
            <Alert color="yellow" variant="light" role="status" title={t`Some answers are missing`}>
              <Trans>The board has questions you have not answered yet.</Trans>
            </Alert>
          ) : null}
          <FieldValueList fields={fields} values={data.values} former={former} />
        </Stack>
      )}
    </SectionCard>
  );
}
