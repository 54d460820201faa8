// The read-only summary of a draft on the review screen: one section per posting step, each with
// an Edit link back to its screen (the board's own questions with the Job post step's).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Job, JobPostingStep } from '@generated/api/model';
import { constants } from '@generated/manifest';
import { formatCurrency } from '@/lib/format/currency';
import { htmlToText } from '@/lib/html/plain-text-html';
import { employmentTypes, salaryPeriods, workplaceTypes, labelOf } from '../flow/options';
import { stepOf } from '../flow/steps';
import { JobDetailsValues } from './job-details-values';

const DASH = constants.emptyValue;

function Section({
  job,
  step,
  title,
  children,
}: {
  job: Job;
  step: JobPostingStep;
  title: string;
  children: ReactNode;
}) {
  const headingId = `summary-${step}`;
  return (
    <Card component="section" aria-labelledby={headingId} p="lg">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        <Anchor
          fz="sm"
          renderRoot={(props) => <Link {...props} to={stepOf(step).path} search={{ jobId: job._id }} />}
          aria-label={t`Edit ${title.toLowerCase()}`}
        >
          <Trans>Edit</Trans>
        </Anchor>
      </Group>
      {children}
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function locationText(job: Job): string {
  const loc = job.location;
  if (!loc) return DASH;
  if (loc.locationType === 'WFH')
    return loc.country ? t`Work from home (${loc.country.nm})` : t`Work from home, anywhere`;
  return [loc.city?.nm, loc.state?.nm, loc.country?.nm].filter(Boolean).join(', ') || DASH;
}

function salaryText(job: Job): string {
  if (!job.salary) return t`Not given`;
  const { min, max, currencyCode, period } = job.salary;
  const range =
    min === max
      ? formatCurrency(min, currencyCode)
      : `${formatCurrency(min, currencyCode)} – ${formatCurrency(max, currencyCode)}`;
  return `${range} ${labelOf(salaryPeriods(), period)}${job.isSalaryVisible ? '' : t` (hidden from candidates)`}`;
}

export function JobSummary({ job }: { job: Job }) {
  return (
    <Stack gap="md">
      <Section job={job} step="job-type" title={t`Job type`}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label={t`Employment`}>{labelOf(employmentTypes(), job.employmentType)}</Field>
          <Field label={t`Workplace`}>{labelOf(workplaceTypes(), job.workplaceType)}</Field>
          <Field label={t`Category`}>{job.category.nm}</Field>
          <Field label={t`Position level`}>{job.positionLevel?.nm ?? DASH}</Field>
        </SimpleGrid>
      </Section>
      <Section job={job} step="job-description" title={t`Description`}>
        <Stack gap="sm">
          <Text fz="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={8}>
            {htmlToText(job.description) || DASH}
          </Text>
          {job.highlights.length ? (
            <List size="sm" spacing={4}>
              {job.highlights.map((h) => (
                <List.Item key={h}>{h}</List.Item>
              ))}
            </List>
          ) : null}
          <Group gap={6}>
            {job.skills.map((s) => (
              <Badge key={s.id} variant="light">
                {s.nm}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Section>
      <Section job={job} step="job-post" title={t`Job post`}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field label={t`Title`}>{job.title ?? DASH}</Field>
            <Field label={t`Open positions`}>{job.vacancies ?? DASH}</Field>
            <Field label={t`Experience`}>{job.experience ? yearsText(job.experience) : DASH}</Field>
            <Field label={t`Qualification`}>{job.qualification?.nm ?? DASH}</Field>
            <Field label={t`Salary`}>{salaryText(job)}</Field>
          </SimpleGrid>
          <JobDetailsValues job={job} caption={t`Additional details`} />
        </Stack>
      </Section>
      <Section job={job} step="location" title={t`Location`}>
        <Stack gap={4}>
          <Text fz="sm">{locationText(job)}</Text>
          {job.location?.address ? (
            <Text fz="sm" c="dimmed">
              {job.location.address}
            </Text>
          ) : null}
        </Stack>
      </Section>
      <Section job={job} step="benefits" title={t`Benefits`}>
        {job.benefits.length ? (
          <Group gap={6}>
            {job.benefits.map((b) => (
              <Badge key={b} variant="outline" color="gray">
                {b}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text fz="sm">
            <Trans>None listed</Trans>
          </Text>
        )}
      </Section>
      <Section job={job} step="company-info" title={t`Company info`}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label={t`Company`}>{job.companyInfo?.companyName ?? job.company.name}</Field>
          <Field label={t`Website`}>{job.companyInfo?.website ?? DASH}</Field>
        </SimpleGrid>
      </Section>
      <Section job={job} step="additional-question" title={t`Applying`}>
        {job.redirectUrl ? (
          <Text fz="sm">
            <Trans>On an external site: {job.redirectUrl}</Trans>
          </Text>
        ) : job.questions.length ? (
          <List size="sm" spacing={4} type="ordered">
            {job.questions.map((q) => (
              <List.Item key={q._id}>
                {q.label.en}
                {q.required ? t` (required)` : ''}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text fz="sm">
            <Trans>On this site, no extra questions</Trans>
          </Text>
        )}
      </Section>
    </Stack>
  );
}

/** "2–5 years": the range as one message, so a language orders it its own way. */
function yearsText({ min, max }: { min: number; max: number }): string {
  return t`${min}–${max} years`;
}
