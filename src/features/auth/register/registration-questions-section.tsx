// The board's own sign-up questions inside the registration form: a group of their own under the
// account fields, rendered by the custom-form renderer as part of the sign-up's form (forms cannot
// nest), with guest uploads (there is no account yet). A refusal of the server that names an answer
// (`values.<keyNm>`) is said beside them; the renderer has already checked the same rules.
import { t } from '@lingui/core/macro';
import { Alert, Fieldset } from '@mantine/core';
import type { CustomFormValues } from '@generated/api/model';
import { CustomFormRenderer, type CustomFormHandle, type FormField } from '@/components/custom-form';
import { AlertIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api/api-error';
import { normalizeFormData } from '@shared/custom-form/validate.ts';
import type { AuthRole } from '../roles';

function legend(): Record<AuthRole, string> {
  return {
    candidate: t`A few more details`,
    employer: t`A few more details about your company`,
  };
}

/** The answers as sent: only the questions asked, empty ones left out. */
export function answersOf(questions: FormField[], answers: Record<string, unknown>): CustomFormValues {
  const asked = new Set(questions.map((q) => q.keyNm));
  const normalized = normalizeFormData(questions, answers);
  return Object.fromEntries(Object.entries(normalized).filter(([key]) => asked.has(key))) as CustomFormValues;
}

/** The server's message about the answers (`values.<keyNm>`), if it refused one. */
export function questionErrorOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const fields = error.body.data?.fields ?? [];
  return fields.find((f) => f.field === 'values' || f.field.startsWith('values.'))?.message ?? null;
}

type Props = {
  role: AuthRole;
  questions: FormField[];
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  error: string | null;
  attach: (handle: CustomFormHandle | null) => void;
};

export function RegistrationQuestions({ role, questions, value, onChange, error, attach }: Props) {
  return (
    <Fieldset legend={legend()[role]} variant="unstyled" p={0} m={0}>
      <CustomFormRenderer
        ref={attach}
        nested
        guest
        fields={questions}
        value={value}
        onChange={onChange}
        formId={`${role}-register-questions`}
      />
      {error ? (
        <Alert mt="sm" color="red" icon={<AlertIcon size={18} />} role="alert" title={t`Please check your answers`}>
          {error}
        </Alert>
      ) : null}
    </Fieldset>
  );
}
