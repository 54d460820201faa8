// The builder's form: one panel per part of the resume (design, name and contact, summary, the
// list sections, skills), each with its show flags. A panel says how many entries it holds,
// whether it is hidden from the resume and whether a field in it needs fixing; when a download
// finds problems (`reveal` changes) the panels with problems open and the first one gets focus.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import type { SectionKey } from '../model/section-keys';
import type { ResumeDraft } from '../model/draft';
import { customSpec, educationSpec, experienceSpec, MAX_OBJECTIVE, projectSpec } from '../model/sections';
import { DesignPanel } from './design-panel';
import { DraftTextarea } from './draft-inputs';
import { EntryList } from './entry-list';
import { useFieldErrors } from './field-errors';
import { HeaderFields } from './header-fields';
import { ShowFlags } from './show-flags';
import { SkillsField } from './skills-field';
import type { DraftEditor } from './use-resume-draft';

type Panel = {
  value: string;
  title: string;
  /** Error paths that belong to the panel (prefixes). */
  paths: string[];
  section?: SectionKey;
  count?: number;
  content: ReactNode;
};

type Props = { draft: ResumeDraft; editor: DraftEditor; reveal: number };

function panelsOf(draft: ResumeDraft, editor: DraftEditor): Panel[] {
  const flags = (section: SectionKey, name: string, bulletsLabel?: string) => (
    <ShowFlags
      section={name}
      show={draft.show[section]}
      onChange={(patch) => editor.setShow(section, patch)}
      bulletsLabel={bulletsLabel}
    />
  );
  return [
    {
      value: 'design',
      title: t`Design`,
      paths: ['settings'],
      content: <DesignPanel settings={draft.settings} onChange={editor.setSettings} />,
    },
    {
      value: 'header',
      title: t`Name and contact`,
      paths: ['name', 'email', 'mobNo', 'linkedIn', 'location'],
      content: <HeaderFields header={draft.header} onChange={editor.setHeader} />,
    },
    {
      value: 'objective',
      title: t`Objective`,
      paths: ['objective'],
      section: 'objective',
      content: (
        <Stack gap="sm">
          {flags('objective', t`objective`)}
          <DraftTextarea
            path="objective"
            label={t`Career objective or summary`}
            max={MAX_OBJECTIVE}
            value={draft.objective}
            onValue={editor.setObjective}
            placeholder={t`Two or three lines on what you do best and what you are looking for.`}
          />
        </Stack>
      ),
    },
    {
      value: 'experiences',
      title: t`Experience`,
      paths: ['experiences'],
      section: 'experiences',
      count: draft.experiences.length,
      content: (
        <Stack gap="sm">
          {flags('experiences', t`experience`)}
          <EntryList
            spec={experienceSpec()}
            entries={draft.experiences}
            onChange={(next) => editor.setList('experiences', next)}
          />
        </Stack>
      ),
    },
    {
      value: 'education',
      title: t`Education`,
      paths: ['education'],
      section: 'education',
      count: draft.education.length,
      content: (
        <Stack gap="sm">
          {flags('education', t`education`)}
          <EntryList
            spec={educationSpec()}
            entries={draft.education}
            onChange={(n) => editor.setList('education', n)}
          />
        </Stack>
      ),
    },
    {
      value: 'projects',
      title: t`Projects`,
      paths: ['projects'],
      section: 'projects',
      count: draft.projects.length,
      content: (
        <Stack gap="sm">
          {flags('projects', t`projects`)}
          <EntryList spec={projectSpec()} entries={draft.projects} onChange={(n) => editor.setList('projects', n)} />
        </Stack>
      ),
    },
    {
      value: 'skills',
      title: t`Skills`,
      paths: ['skills'],
      section: 'skills',
      count: draft.skills.length,
      content: (
        <Stack gap="sm">
          {flags('skills', t`skills`, t`As a bulleted list`)}
          <SkillsField skills={draft.skills} onChange={editor.setSkills} />
        </Stack>
      ),
    },
    {
      value: 'customSections',
      title: t`Custom sections`,
      paths: ['customSections'],
      section: 'customSections',
      count: draft.customSections.length,
      content: (
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            <Trans>Languages, volunteering, awards: anything else, each under its own heading.</Trans>
          </Text>
          {flags('customSections', t`custom sections`)}
          <EntryList
            spec={customSpec()}
            entries={draft.customSections}
            onChange={(n) => editor.setList('customSections', n)}
          />
        </Stack>
      ),
    },
  ];
}

export function ResumeForm({ draft, editor, reveal }: Props) {
  const { hasErrorUnder } = useFieldErrors();
  const [open, setOpen] = useState<string[]>(['header']);
  const panels = panelsOf(draft, editor);
  const failing = panels.filter((p) => p.paths.some(hasErrorUnder)).map((p) => p.value);
  const [seen, setSeen] = useState(reveal);
  // A new reveal opens the panels with problems (state adjusted during render, not in an effect);
  // later edits leave the panels as the user set them.
  if (seen !== reveal) {
    setSeen(reveal);
    setOpen((current) => [...new Set([...current, ...failing])]);
  }
  useEffect(() => {
    if (reveal === 0) return;
    // Once the panels have opened, the first field with a problem takes the focus.
    const timer = setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 50);
    return () => clearTimeout(timer);
  }, [reveal]);

  return (
    <Accordion
      multiple
      value={open}
      onChange={setOpen}
      variant="separated"
      radius="md"
      order={2}
      chevronPosition="right"
    >
      {panels.map((p) => {
        const hidden = p.section ? !draft.show[p.section].content : false;
        return (
          <Accordion.Item key={p.value} value={p.value}>
            <Accordion.Control>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} component="span">
                  {p.title}
                </Text>
                {p.count !== undefined ? (
                  <Badge
                    variant="light"
                    color="gray"
                    radius="sm"
                    aria-label={plural(p.count, { one: '# entry', other: '# entries' })}
                  >
                    {p.count}
                  </Badge>
                ) : null}
                {hidden ? (
                  <Badge variant="light" color="gray" radius="sm">
                    <Trans>Hidden</Trans>
                  </Badge>
                ) : null}
                {failing.includes(p.value) ? (
                  <Badge variant="light" color="red" radius="sm">
                    <Trans>Needs a fix</Trans>
                  </Badge>
                ) : null}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>{p.content}</Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
