// The board's branding: logo, favicon and the five colours, each colour checked for WCAG AA
// contrast as it is picked (the same check the server makes before saving), beside a live preview.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, ColorSwatch, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSaveAdminAppearance } from '@generated/api/admin/admin';
import { getGetAppearanceQueryKey, useGetAppearance } from '@generated/api/board-settings/board-settings';
import type { Appearance } from '@generated/api/model';
import { contrastProblems, type BrandColors } from '@shared/branding/contrast.ts';
import { applyJobHeading, DEFAULT_JOB_HEADING, JOB_HEADING_WORD, type JobHeading } from '@shared/words/job-heading.ts';
import { QueryView } from '@/components/ui/query-view';
import { tenantSettingsKey, useTenantSettingsOnFirstPage } from '@/lib/tenancy/tenant-settings';
import { toast } from '@/lib/toast/toast';
import { ConsoleHeading } from '../console-layout';
import { AppearancePreview } from './appearance-preview';
import { IMAGE_LINK, imageLinkProblem, ImageField } from '../image-field';

const HEX = /^#[0-9a-f]{6}$/i;
const colorFields = (): Array<{ key: keyof BrandColors; label: string; description: string }> => [
  { key: 'primary', label: t`Primary`, description: t`Buttons, links and highlights.` },
  { key: 'secondary', label: t`Secondary`, description: t`Secondary buttons.` },
  { key: 'accent', label: t`Accent`, description: t`Badges and tags.` },
  { key: 'background', label: t`Background`, description: t`The page background.` },
  { key: 'text', label: t`Text`, description: t`Body text.` },
];

type Form = { logoUri: string; faviconUri: string; colors: BrandColors; jobHeading: JobHeading };

const formOf = (a: Appearance, jobHeading: JobHeading): Form => ({
  logoUri: a.logoUri ?? '',
  faviconUri: a.faviconUri ?? '',
  colors: a.colors,
  jobHeading,
});

// Written with a variable so the build's job-words wrapping (scripts/job-words-transform.ts)
// leaves the sample alone: it shows the words being picked, not the ones saved. It stays English
// in every language: the board's word for "Job" replaces only the English texts (i18n.ts).
// eslint-disable-next-line lingui/no-unlocalized-strings -- the English the heading words apply to
const SAMPLE = ['Browse', 'jobs', '·', 'Post', 'a', 'job'].join(' ');

/** What is wrong with the form, by field; empty when it can be saved. */
export function formProblems(form: Form): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const { key } of colorFields()) if (!HEX.test(form.colors[key])) problems[key] = t`Write the colour as #rrggbb`;
  if (Object.keys(problems).length === 0)
    for (const p of contrastProblems(form.colors)) problems[p.color] = t`This colour ${p.message}`;
  for (const key of ['logoUri', 'faviconUri'] as const)
    if (form[key] && !IMAGE_LINK.test(form[key])) problems[key] = imageLinkProblem();
  for (const key of ['singular', 'plural'] as const)
    if (!JOB_HEADING_WORD.test(form.jobHeading[key]))
      problems[key] = t`Letters, spaces, hyphens and apostrophes, up to 40`;
  return problems;
}

function AppearanceForm({ saved, savedHeading }: { saved: Appearance; savedHeading: JobHeading }) {
  const queryClient = useQueryClient();
  const board = useTenantSettingsOnFirstPage().data?.data.name ?? t`Your board`;
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
    toast(t`Branding saved`);
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <ImageField
            label={t`Logo`}
            description={t`Upload a PNG or JPEG, or give an https link; empty shows the board’s name.`}
            value={form.logoUri}
            error={problems.logoUri}
            onChange={(logoUri) => setForm({ ...form, logoUri })}
          />
          <ImageField
            label={t`Favicon`}
            description={t`Upload a square PNG, or give an https link; empty keeps the platform’s.`}
            value={form.faviconUri}
            error={problems.faviconUri}
            onChange={(faviconUri) => setForm({ ...form, faviconUri })}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {colorFields().map(({ key, label, description }) => (
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
              label={t`Word for one posting`}
              description={t`Replaces ‘Job’ in every text of the board.`}
              maxLength={40}
              value={form.jobHeading.singular}
              error={problems.singular}
              onChange={(e) => heading('singular', e.currentTarget.value)}
            />
            <TextInput
              label={t`Word for several`}
              description={t`Replaces ‘Jobs’.`}
              maxLength={40}
              value={form.jobHeading.plural}
              error={problems.plural}
              onChange={(e) => heading('plural', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Text fz="sm" c="dimmed">
            <Trans>Reads as: </Trans>
            {JOB_HEADING_WORD.test(form.jobHeading.singular) && JOB_HEADING_WORD.test(form.jobHeading.plural)
              ? applyJobHeading(SAMPLE, form.jobHeading)
              : SAMPLE}
          </Text>
          {applied && !dirty ? (
            <Alert color="teal" variant="light" p="xs">
              <Trans>
                Saved. Visitors see the new branding on their next page; this page shows it after{' '}
                <Button variant="subtle" size="compact-sm" onClick={() => window.location.reload()}>
                  reloading
                </Button>
              </Trans>
            </Alert>
          ) : null}
          {invalid ? (
            <Alert color="red" variant="light" p="xs">
              <Trans>Fix the marked fields before saving: every text must stay readable (WCAG AA, 4.5:1).</Trans>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={() => void submit()} loading={save.isPending} disabled={!dirty || invalid}>
              <Trans>Save branding</Trans>
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
        title={t`Branding`}
        description={t`The board’s logo, favicon, colours (checked for readable contrast) and its word for ‘Job’.`}
      />
      <QueryView query={query} errorTitle={t`We could not load the branding`}>
        {(data) =>
          settings.isPending ? null : (
            <AppearanceForm saved={data.data} savedHeading={settings.data?.data.jobHeading ?? DEFAULT_JOB_HEADING} />
          )
        }
      </QueryView>
    </>
  );
}
