// Saved form values as a definition list: each field's label and its value shown by the rules of
// the specification (formatFieldValue). Files and URLs link to what they name.
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
// Direct imports keep the validator (Ajv) out of screens that only show values.
import { formatFieldValue } from '@shared/custom-form/format.ts';
import { orderedFields } from '@shared/custom-form/schema.ts';
import { isEmptyValue, localized, type FormField, type UploadedFileValue } from '@shared/custom-form/types.ts';

type Props = {
  fields: FormField[];
  values: Record<string, unknown>;
  lang?: string;
  /** Two columns from the small breakpoint up; one on phones. */
  cols?: number;
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

export function FieldValueList({ fields, values, lang = 'en', cols = 2 }: Props) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="sm" m={0}>
      {orderedFields(fields).map((field) => (
        <div key={field.keyNm} style={{ minWidth: 0 }}>
          <Text component="dt" fz="sm" c="dimmed">
            {localized(field.label, lang) || field.keyNm}
          </Text>
          <Text component="dd" fz="sm" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
            <Value field={field} value={values[field.keyNm]} lang={lang} />
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
