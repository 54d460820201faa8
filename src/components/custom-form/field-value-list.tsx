// Saved form values as a definition list: each field's label and its value shown by the rules of
// the specification (formatFieldValue). Files and URLs link to what they name. Answers to fields
// the form no longer asks (`former`, with the field as it was) follow, marked "No longer asked":
// a definition change never hides what was said.
import { Trans } from '@lingui/react/macro';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
// Direct imports keep the validator (Ajv) out of screens that only show values.
import { formatFieldValue } from '@shared/custom-form/format.ts';
import { orderedFields } from '@shared/custom-form/schema.ts';
import { isEmptyValue, localized, type FormField, type UploadedFileValue } from '@shared/custom-form/types.ts';
import type { FormerAnswer } from '@shared/custom-form/former-answers.ts';

type Props = {
  fields: FormField[];
  values: Record<string, unknown>;
  lang?: string;
  /** Two columns from the small breakpoint up; one on phones. */
  cols?: number;
  /** Answers to fields no longer asked (UserForm.formerAnswers), shown after the others. */
  former?: readonly FormerAnswer[];
};

function isFile(v: unknown): v is UploadedFileValue {
  return !!v && typeof v === 'object' && 'uri' in v;
}

function Value({ field, value, lang }: { field: FormField; value: unknown; lang: string }) {
  const text = formatFieldValue(field, value, lang);
  if (field.fieldType === 'url' && typeof value === 'string' && !isEmptyValue(value)) {
    return (
      <Anchor href={value} target="_blank" rel="noreferrer" title={value}>
        {text}
      </Anchor>
    );
  }
  const files = (Array.isArray(value) ? value : [value]).filter(isFile);
  if (files.length > 0) {
    return (
      <Stack gap={2}>
        {files.map((f) => (
          <Anchor key={f.uri} href={f.uri} target="_blank" rel="noreferrer" title={f.name}>
            {formatFieldValue(field, f, lang)}
          </Anchor>
        ))}
      </Stack>
    );
  }
  return <>{text}</>;
}

function Entry({ field, value, lang, former }: { field: FormField; value: unknown; lang: string; former?: boolean }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text component="dt" fz="sm" c="dimmed">
        {localized(field.label, lang) || field.keyNm}
      </Text>
      <Text component="dd" fz="sm" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
        <Value field={field} value={value} lang={lang} />
        {former ? (
          <Text component="span" display="block" fz="xs" fw={400} c="dimmed" fs="italic">
            <Trans>No longer asked</Trans>
          </Text>
        ) : null}
      </Text>
    </div>
  );
}

export function FieldValueList({ fields, values, lang = 'en', cols = 2, former = [] }: Props) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="sm" m={0}>
      {orderedFields(fields).map((field) => (
        <Entry key={field.keyNm} field={field} value={values[field.keyNm]} lang={lang} />
      ))}
      {former.map((answer) => (
        <Entry key={`former-${answer.field.keyNm}`} field={answer.field} value={answer.value} lang={lang} former />
      ))}
    </SimpleGrid>
  );
}
