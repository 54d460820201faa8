// The look of the resume (its settings): theme colour, template, the size of the name and of the
// text, and the paper. Every choice shows in the preview at once and is saved with the content.
// The Modern template and the theme colours beyond the default blue are the plan's
// resume_templates (the server refuses them otherwise): without it they are shown, cannot be
// chosen, and a note offers the upgrade. A resume that has them already keeps them.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Group, Radio, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { ResumeSettingsTemplate } from '@generated/api/model';
import { UpgradePrompt } from '@/lib/plans/upgrade-prompt';
import { useFeature } from '@/lib/plans/use-feature';
import { DEFAULT_SETTINGS, type ResumeLook } from '@shared/resumes/defaults.ts';
import { lookOf } from '../preview/look';
import { ColourPicker } from './colour-picker';

type Props = { settings: ResumeLook; onChange: (patch: Partial<ResumeLook>) => void };

// The choices' words are functions: the reader's language is known only at render.
function sizes() {
  return [
    { value: 'small', label: t`Small` },
    { value: 'medium', label: t`Medium` },
    { value: 'large', label: t`Large` },
  ];
}

function templates(): { value: ResumeSettingsTemplate; name: string; text: string }[] {
  return [
    { value: 'classic', name: t`Classic`, text: t`One column, coloured rules under the headings` },
    { value: 'modern', name: t`Modern`, text: t`Contact details and skills in a tinted side column` },
  ];
}

/** A small drawing of the layout, in the chosen colour. */
function Thumbnail({ template, settings }: { template: ResumeSettingsTemplate; settings: ResumeLook }) {
  const { accent: colour, tint } = lookOf(settings);
  const bar = (w: string, c = '#ced4da') => <div style={{ height: 3, width: w, background: c, borderRadius: 2 }} />;
  return (
    <div
      aria-hidden
      style={{
        width: 54,
        height: 70,
        flex: 'none',
        background: '#fff',
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 4,
        display: 'grid',
        gridTemplateColumns: template === 'modern' ? '34% 1fr' : '1fr',
        overflow: 'hidden',
      }}
    >
      {template === 'modern' ? <div style={{ background: tint }} /> : null}
      <div style={{ padding: 6, display: 'grid', gap: 4, alignContent: 'start' }}>
        {bar('70%', template === 'modern' ? colour : '#495057')}
        {template === 'classic' ? bar('100%', colour) : null}
        {bar('90%')}
        {bar('80%')}
        {template === 'classic' ? bar('100%', colour) : bar('50%', colour)}
        {bar('85%')}
      </div>
    </div>
  );
}

function SizeChoice({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <Stack gap={6}>
      <Text id={id} fz="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} data={sizes()} value={value} onChange={onChange} fullWidth />
    </Stack>
  );
}

export function DesignPanel({ settings, onChange }: Props) {
  const paperId = useId();
  const extras = useFeature('resume_templates');
  // Locked only once the plan is known not to have them, so nothing flickers while it loads.
  const locked = !extras.isLoading && !extras.allowed;
  return (
    <Stack gap="lg">
      {locked ? (
        <UpgradePrompt
          feature="resume_templates"
          title={t`More templates and colours are not in your plan`}
          reason={t`Your plan builds resumes in the Classic template and the default blue. Upgrade for the Modern template and other theme colours.`}
        />
      ) : null}
      <ColourPicker value={settings.themeColor} onChange={(themeColor) => onChange({ themeColor })} locked={locked} />
      <Radio.Group
        label={t`Template`}
        value={settings.template}
        onChange={(v) => onChange({ template: v === 'modern' ? 'modern' : 'classic' })}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={6}>
          {templates().map((template) => (
            <Radio.Card
              key={template.value}
              value={template.value}
              radius="md"
              p="sm"
              disabled={locked && template.value !== DEFAULT_SETTINGS.template && template.value !== settings.template}
            >
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <Thumbnail template={template.value} settings={settings} />
                <Stack gap={2}>
                  <Group gap={8} wrap="nowrap">
                    <Radio.Indicator size="xs" />
                    <Text fw={600} fz="sm">
                      {template.name}
                    </Text>
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {template.text}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <SizeChoice
          label={t`Name size`}
          value={settings.headerSize}
          onChange={(v) => onChange({ headerSize: v === 'small' || v === 'large' ? v : 'medium' })}
        />
        <SizeChoice
          label={t`Text size`}
          value={settings.fontSize}
          onChange={(v) => onChange({ fontSize: v === 'medium' || v === 'large' ? v : 'small' })}
        />
      </SimpleGrid>
      <Stack gap={6}>
        <Text id={paperId} fz="sm" fw={500}>
          <Trans>Paper</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby={paperId}
          data={[
            { value: 'A4', label: 'A4' },
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's paper size
            { value: 'Letter', label: t`US Letter` },
          ]}
          value={settings.paperSize}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- the API's paper sizes
          onChange={(v) => onChange({ paperSize: v === 'Letter' ? 'Letter' : 'A4' })}
          maw={260}
        />
      </Stack>
    </Stack>
  );
}
