// Step 2: the description, up to ten highlight lines and the skills asked for.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ActionIcon, Button, Group, MultiSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCreateJobHighlights } from '@generated/api/job-posting/job-posting';
import { useListMasterItems } from '@generated/api/master-data/master-data';
import type { IdName, Job } from '@generated/api/model';
import { useStoreDraft } from '../api/draft';
import { htmlToText, plainLength, textToHtml } from '@/lib/html/plain-text-html';
import { StepForm } from '../flow/step-form';
import { StepLayout } from '../flow/step-layout';
import { useGoToNextStep } from '../flow/use-step-navigation';

const MAX_HIGHLIGHTS = 10;
const MAX_SKILLS = 30;
const MIN_DESCRIPTION = 30;

export function JobDescriptionStep({ jobId }: { jobId?: string }) {
  return (
    <StepLayout step="job-description" jobId={jobId} subtitle={t`what the job is about.`}>
      {(job) => (job ? <JobDescriptionForm job={job} /> : null)}
    </StepLayout>
  );
}

type Errors = { description?: string; highlights?: Record<number, string> };

function JobDescriptionForm({ job }: { job: Job }) {
  const [description, setDescription] = useState(() => htmlToText(job.description));
  const [highlights, setHighlights] = useState<string[]>(job.highlights.length ? job.highlights : ['']);
  const [skills, setSkills] = useState<IdName[]>(job.skills);
  const [skillSearch, setSkillSearch] = useState('');
  const [search] = useDebouncedValue(skillSearch.trim(), 250);
  const [errors, setErrors] = useState<Errors>({});

  const skillItems = useListMasterItems({ kind: 'skills', limit: 20, ...(search ? { search } : {}) });
  const save = useCreateJobHighlights();
  const store = useStoreDraft();
  const goNext = useGoToNextStep('job-description');

  const known = new Map(skills.map((s) => [s.id, s.nm]));
  for (const item of skillItems.data?.data.items ?? []) known.set(item._id, item.nm);
  const skillOptions = Array.from(known, ([value, label]) => ({ value, label }));

  const submit = () => {
    const next: Errors = {};
    if (plainLength(description) < MIN_DESCRIPTION)
      next.description = t`Describe the job in at least ${MIN_DESCRIPTION} characters`;
    const lines = highlights.map((h) => h.trim());
    const lineErrors: Record<number, string> = {};
    lines.forEach((line, i) => {
      if (line && line.length < 3) lineErrors[i] = t`A highlight needs at least 3 characters`;
    });
    if (Object.keys(lineErrors).length) next.highlights = lineErrors;
    setErrors(next);
    if (next.description || next.highlights) return;
    save.mutate(
      {
        id: job._id,
        data: {
          step: 'job-description',
          description: textToHtml(description),
          highlights: lines.filter(Boolean),
          skillIds: skills.map((s) => s.id),
        },
      },
      {
        onSuccess: (res) => {
          store(res.data, res.message);
          void goNext(job._id);
        },
      },
    );
  };

  return (
    <StepForm
      step="job-description"
      jobId={job._id}
      label={t`Job description`}
      onSubmit={submit}
      saving={save.isPending}
    >
      <Textarea
        label={t`Job description`}
        withAsterisk
        description={t`Blank lines start a new paragraph; lines starting with “-” become a bullet list.`}
        autosize
        minRows={8}
        maxRows={20}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        error={errors.description}
      />
      <Stack gap="xs">
        <Text fw={600} fz="sm" id="highlights-label">
          <Trans>Highlights</Trans>
        </Text>
        <Text fz="xs" c="dimmed" mt={-6}>
          <Trans>Short lines shown above the description, up to {MAX_HIGHLIGHTS}.</Trans>
        </Text>
        <Stack gap="xs" role="group" aria-labelledby="highlights-label">
          {highlights.map((value, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                style={{ flex: 1 }}
                aria-label={t`Highlight ${index + 1}`}
                placeholder={t`e.g. Own the onboarding flow end to end`}
                maxLength={200}
                value={value}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  setHighlights((list) => list.map((h, i) => (i === index ? text : h)));
                }}
                error={errors.highlights?.[index]}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t`Remove highlight ${index + 1}`}
                onClick={() => setHighlights((list) => list.filter((_, i) => i !== index))}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <Group>
          <Button
            variant="light"
            size="xs"
            disabled={highlights.length >= MAX_HIGHLIGHTS}
            onClick={() => setHighlights((list) => [...list, ''])}
          >
            <Trans>Add highlight</Trans>
          </Button>
        </Group>
      </Stack>
      <MultiSelect
        label={t`Skills`}
        description={t`Type to search; up to ${MAX_SKILLS}.`}
        searchable
        clearable
        data={skillOptions}
        value={skills.map((s) => s.id)}
        onChange={(ids) => setSkills(ids.map((id) => ({ id, nm: known.get(id) ?? id })))}
        searchValue={skillSearch}
        onSearchChange={setSkillSearch}
        maxValues={MAX_SKILLS}
        nothingFoundMessage={skillItems.isFetching ? t`Searching…` : t`No matching skills`}
        filter={({ options }) => options}
      />
    </StepForm>
  );
}
