// /admin/forms: the board's forms with their field counts; ?form=<code> opens one in the editor
// (a link, so the browser's back button returns to the list).
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useListAdminForms } from '@generated/api/admin/admin';
import type { AdminFormCode, AdminFormSummary } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { useDocumentTitle } from '@/lib/dom/use-document-title';
import { ConsoleHeading } from '../console-layout';
import { FORM_CODES, formDescription } from './form-descriptions';
import { FormEditor } from './form-editor';

export function FormsPage({ form }: { form?: string }) {
  useDocumentTitle(t`Forms · Admin console`);
  if (form && FORM_CODES.includes(form)) return <FormEditor code={form as AdminFormCode} />;
  return <FormList />;
}

function FormList() {
  const query = useListAdminForms();
  return (
    <>
      <ConsoleHeading
        title={t`Forms`}
        description={t`The fields of the board’s forms: add your own, word them, order them and say which are required.`}
      />
      <QueryView
        query={query}
        errorTitle={t`We could not load the forms`}
        empty={<EmptyState title={t`No forms yet`} text={t`The board’s forms appear here.`} />}
      >
        {(answer) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {answer.data.map((f) => (
              <FormCard key={f.code} form={f} />
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </>
  );
}

function FormCard({ form }: { form: AdminFormSummary }) {
  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={`form-${form.code}`}>
      <Stack gap="xs" h="100%" justify="space-between">
        <div>
          <Title order={2} fz="md" id={`form-${form.code}`}>
            {form.name.en}
          </Title>
          <Text fz="sm" c="dimmed">
            {formDescription(form.code)}
          </Text>
        </div>
        <Group justify="space-between" align="flex-end">
          <Text fz="sm">
            {plural(form.defaultFieldCount, { one: '# product field', other: '# product fields' })} ·{' '}
            {plural(form.customFieldCount, { one: '# custom field', other: '# custom fields' })}
          </Text>
          <Button
            renderRoot={(props) => <Link {...props} to="/admin/forms" search={{ form: form.code }} />}
            variant="light"
            size="compact-md"
            aria-label={t`Edit ${form.name.en}`}
          >
            <Trans>Edit</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
