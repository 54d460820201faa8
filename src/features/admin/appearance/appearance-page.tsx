// The board's branding: logo, favicon and the five colours, each colour checked for WCAG AA
// contrast as it is picked (the same check the server makes before saving), beside a live preview.
import { Alert, Button, ColorSwatch, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSaveAdminAppearance } from '@generated/api/admin/admin';
import { getGetAppearanceQueryKey, useGetAppearance } from '@generated/api/content/content';
import type { Appearance } from '@generated/api/model';
import { contrastProblems, type BrandColors } from '@shared/branding/contrast.ts';
import { QueryView } from '@/components/ui/query-view';
import { useTenantSettingsOnFirstPage } from '@/lib/tenancy/tenant-settings';
import { toast } from '@/lib/toast/toast';
import { ConsoleHeading } from '../console-layout';
import { AppearancePreview } from './appearance-preview';

const HEX = /^#[0-9a-f]{6}$/i;
const LINK = /^(\/files\/|https:\/\/)/;
const COLOR_FIELDS: Array<{ key: keyof BrandColors; label: string; description: string }> = [
  { key: 'primary', label: 'Primary', description: 'Buttons, links and highlights.' },
  { key: 'secondary', label: 'Secondary', description: 'Secondary buttons.' },
  { key: 'accent', label: 'Accent', description: 'Badges and tags.' },
  { key: 'background', label: 'Background', description: 'The page background.' },
  { key: 'text', label: 'Text', description: 'Body text.' },
];

type Form = { logoUri: string; faviconUri: string; colors: BrandColors };

const formOf = (a: Appearance): Form => ({
  logoUri: a.logoUri ?? '',
  faviconUri: a.faviconUri ?? '',
  colors: a.colors,
});

/** What is wrong with the form, by field; empty when it can be saved. */
export function formProblems(form: Form): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const { key } of COLOR_FIELDS) if (!HEX.test(form.colors[key])) problems[key] = 'Write the colour as #rrggbb';
  if (Object.keys(problems).length === 0)
    for (const p of contrastProblems(form.colors)) problems[p.color] = `This colour ${p.message}`;
  for (const key of ['logoUri', 'faviconUri'] as const)
    if (form[key] && !LINK.test(form[key])) problems[key] = 'Use an uploaded file’s /files/ path or an https link';
  return problems;
}

function AppearanceForm({ saved }: { saved: Appearance }) {
  const queryClient = useQueryClient();
  const board = useTenantSettingsOnFirstPage().data?.data.name ?? 'Your board';
  const [form, setForm] = useState<Form>(() => formOf(saved));
  const save = useSaveAdminAppearance();
  const problems = useMemo(() => formProblems(form), [form]);
  const invalid = Object.keys(problems).length > 0;
  const dirty = JSON.stringify(form) !== JSON.stringify(formOf(saved));

  const submit = async () => {
    const answer = await save.mutateAsync({
      data: { logoUri: form.logoUri || null, faviconUri: form.faviconUri || null, colors: form.colors },
    });
    queryClient.setQueryData(getGetAppearanceQueryKey(), answer);
    toast('Branding saved');
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <TextInput
            label="Logo"
            description="An uploaded file’s /files/ path or an https link; empty shows the board’s name."
            value={form.logoUri}
            error={problems.logoUri}
            onChange={(e) => setForm({ ...form, logoUri: e.currentTarget.value.trim() })}
          />
          <TextInput
            label="Favicon"
            description="An uploaded file’s /files/ path or an https link; empty keeps the platform’s."
            value={form.faviconUri}
            error={problems.faviconUri}
            onChange={(e) => setForm({ ...form, faviconUri: e.currentTarget.value.trim() })}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {COLOR_FIELDS.map(({ key, label, description }) => (
              <TextInput
                key={key}
                label={label}
                description={description}
                maxLength={7}
                leftSection={
                  <ColorSwatch color={HEX.test(form.colors[key]) ? form.colors[key] : '#ffffff'} size={18} />
                }
                value={form.colors[key]}
                error={problems[key]}
                onChange={(e) => setForm({ ...form, colors: { ...form.colors, [key]: e.currentTarget.value.trim() } })}
              />
            ))}
          </SimpleGrid>
          {invalid ? (
            <Alert color="red" variant="light" p="xs">
              Fix the marked fields before saving: every text must stay readable (WCAG AA, 4.5:1).
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={() => void submit()} loading={save.isPending} disabled={!dirty || invalid}>
              Save branding
            </Button>
          </Group>
        </Stack>
      </Paper>
      <AppearancePreview colors={form.colors} logoUri={LINK.test(form.logoUri) ? form.logoUri : ''} board={board} />
    </SimpleGrid>
  );
}

export function AppearancePage() {
  const query = useGetAppearance();
  return (
    <>
      <ConsoleHeading
        title="Branding"
        description="The board’s logo, favicon and colours, checked for readable contrast."
      />
      <QueryView query={query} errorTitle="We could not load the branding">
        {(data) => <AppearanceForm saved={data.data} />}
      </QueryView>
    </>
  );
}
