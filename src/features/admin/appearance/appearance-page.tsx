// The board's branding: logo, favicon and the five colours, each colour checked for WCAG AA
// contrast as it is picked (the same check the server makes before saving), beside a live preview.
import { Alert, Button, ColorSwatch, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSaveAdminAppearance } from '@generated/api/admin/admin';
import { getGetAppearanceQueryKey, useGetAppearance } from '@generated/api/content/content';
import type { Appearance } from '@generated/api/model';
import { contrastProblems, type BrandColors } from '@shared/branding/contrast.ts';
import { applyJobHeading, DEFAULT_JOB_HEADING, JOB_HEADING_WORD, type JobHeading } from '@shared/words/job-heading.ts';
import { QueryView } from '@/components/ui/query-view';
import { tenantSettingsKey, useTenantSettingsOnFirstPage } from '@/lib/tenancy/tenant-settings';
import { toast } from '@/lib/toast/toast';
import { ConsoleHeading } from '../console-layout';
import { AppearancePreview } from './appearance-preview';
import { IMAGE_LINK, IMAGE_LINK_PROBLEM, ImageField } from '../image-field';

const HEX = /^#[0-9a-f]{6}$/i;
const COLOR_FIELDS: Array<{ key: keyof BrandColors; label: string; description: string }> = [
  { key: 'primary', label: 'Primary', description: 'Buttons, links and highlights.' },
  { key: 'secondary', label: 'Secondary', description: 'Secondary buttons.' },
  { key: 'accent', label: 'Accent', description: 'Badges and tags.' },
  { key: 'background', label: 'Background', description: 'The page background.' },
  { key: 'text', label: 'Text', description: 'Body text.' },
];

type Form = { logoUri: string; faviconUri: string; colors: BrandColors; jobHeading: JobHeading };

const formOf = (a: Appearance, jobHeading: JobHeading): Form => ({
  logoUri: a.logoUri ?? '',
  faviconUri: a.faviconUri ?? '',
  colors: a.colors,
  jobHeading,
});

// Written with a variable so the build's job-words wrapping (scripts/job-words-transform.ts)
// leaves the sample alone: it shows the words being picked, not the ones saved.
const SAMPLE = ['Browse', 'jobs', '·', 'Post', 'a', 'job'].join(' ');

/** What is wrong with the form, by field; empty when it can be saved. */
export function formProblems(form: Form): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const { key } of COLOR_FIELDS) if (!HEX.test(form.colors[key])) problems[key] = 'Write the colour as #rrggbb';
  if (Object.keys(problems).length === 0)
    for (const p of contrastProblems(form.colors)) problems[p.color] = `This colour ${p.message}`;
  for (const key of ['logoUri', 'faviconUri'] as const)
    if (form[key] && !IMAGE_LINK.test(form[key])) problems[key] = IMAGE_LINK_PROBLEM;
  for (const key of ['singular', 'plural'] as const)
    if (!JOB_HEADING_WORD.test(form.jobHeading[key]))
      problems[key] = 'Letters, spaces, hyphens and apostrophes, up to 40';
  return problems;
}

function AppearanceForm({ saved, savedHeading }: { saved: Appearance; savedHeading: JobHeading }) {
  const queryClient = useQueryClient();
  const board = useTenantSettingsOnFirstPage().data?.data.name ?? 'Your board';
  const [form, setForm] = useState<Form>(() => formOf(saved, savedHeading));
  const [applied, setApplied] = useState(false);
  const save = useSaveAdminAppearance();
  const problems = useMemo(() => formProblems(form), [form]);
  const invalid = Object.keys(problems).length > 0;
  const dirty = JSON.stringify(form) !== JSON.stringify(formOf(saved, savedHeading));
  const heading = (key: keyof JobHeading, value: string) =>
    setForm({ ...form, jobHeading: { ...form.jobHeading, [key]: value } });

  const submit = async () => {
    const answer = await save.mutateAsync({
      data: {
        logoUri: form.logoUri || null,
        faviconUri: form.faviconUri || null,
        colors: form.colors,
        jobHeading: form.jobHeading,
      },
    });
    queryClient.setQueryData(getGetAppearanceQueryKey(), answer);
    await queryClient.invalidateQueries({ queryKey: tenantSettingsKey() });
    setApplied(true);
    toast('Branding saved');
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <ImageField
            label="Logo"
            description="Upload a PNG or JPEG, or give an https link; empty shows the board’s name."
            value={form.logoUri}
            error={problems.logoUri}
            onChange={(logoUri) => setForm({ ...form, logoUri })}
          />
          <ImageField
            label="Favicon"
            description="Upload a square PNG, or give an https link; empty keeps the platform’s."
            value={form.faviconUri}
            error={problems.faviconUri}
            onChange={(faviconUri) => setForm({ ...form, faviconUri })}
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
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Word for one posting"
              description="Replaces ‘Job’ in every text of the board."
              maxLength={40}
              value={form.jobHeading.singular}
              error={problems.singular}
              onChange={(e) => heading('singular', e.currentTarget.value)}
            />
            <TextInput
              label="Word for several"
              description="Replaces ‘Jobs’."
              maxLength={40}
              value={form.jobHeading.plural}
              error={problems.plural}
              onChange={(e) => heading('plural', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Text fz="sm" c="dimmed">
            Reads as:{' '}
            {JOB_HEADING_WORD.test(form.jobHeading.singular) && JOB_HEADING_WORD.test(form.jobHeading.plural)
              ? applyJobHeading(SAMPLE, form.jobHeading)
              : SAMPLE}
          </Text>
          {applied && !dirty ? (
            <Alert color="teal" variant="light" p="xs">
              Saved. Visitors see the new branding on their next page; this page shows it after{' '}
              <Button variant="subtle" size="compact-sm" onClick={() => window.location.reload()}>
                reloading
              </Button>
            </Alert>
          ) : null}
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
      <AppearancePreview
        colors={form.colors}
        logoUri={IMAGE_LINK.test(form.logoUri) ? form.logoUri : ''}
        board={board}
      />
    </SimpleGrid>
  );
}

export function AppearancePage() {
  const query = useGetAppearance();
  const settings = useTenantSettingsOnFirstPage();
  return (
    <>
      <ConsoleHeading
        title="Branding"
        description="The board’s logo, favicon, colours (checked for readable contrast) and its word for ‘Job’."
      />
      <QueryView query={query} errorTitle="We could not load the branding">
        {(data) =>
          settings.isPending ? null : (
            <AppearanceForm saved={data.data} savedHeading={settings.data?.data.jobHeading ?? DEFAULT_JOB_HEADING} />
          )
        }
      </QueryView>
    </>
  );
}
