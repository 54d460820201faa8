// Everything the employer entered, as candidates will read it: facts, the answers to the board's
// own questions (all of them, saying which the job's page shows), highlights, description,
// skills, benefits, screening questions and the company shown on the job.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Card, Group, List, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Job } from '@generated/api/model';
import { hasJobDetails, JobDetailsValues } from '../steps/job-details-values';
import { jobFacts } from './job-facts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="md" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function JobContent({ job }: { job: Job }) {
  return (
    <Stack gap="md">
      <Section id="job-facts-heading" title={t`Job details`}>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
          {jobFacts(job).map((fact) => (
            <div key={fact.label}>
              <Text component="dt" fz="xs" c="dimmed">
                {fact.label}
              </Text>
              <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {fact.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Section>
      {hasJobDetails(job) ? (
        <Section id="job-details-heading" title={t`Additional details`}>
          <JobDetailsValues job={job} />
        </Section>
      ) : null}
      {job.highlights.length > 0 ? (
        <Section id="job-highlights-heading" title={t`Highlights`}>
          <List size="sm" spacing={4}>
            {job.highlights.map((h) => (
              <List.Item key={h}>{h}</List.Item>
            ))}
          </List>
        </Section>
      ) : null}
      <Section id="job-description-heading" title={t`Description`}>
        {job.description ? (
          // Sanitised by the server when saved (server/job-posting/sanitize.ts).
          <Typography style={{ overflowWrap: 'anywhere' }}>
            <div dangerouslySetInnerHTML={{ __html: job.description }} />
          </Typography>
        ) : (
          <Text c="dimmed" fz="sm">
            <Trans>No description yet.</Trans>
          </Text>
        )}
      </Section>
      {job.skills.length > 0 ? (
        <Section id="job-skills-heading" title={t`Skills`}>
          <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {job.skills.map((s) => (
              <Badge key={s.id} component="li" variant="light" color="gray" tt="none" fw={500}>
                {s.nm}
              </Badge>
            ))}
          </Group>
        </Section>
      ) : null}
      {job.benefits.length > 0 ? (
        <Section id="job-benefits-heading" title={t`Benefits`}>
          <List size="sm" spacing={4}>
            {job.benefits.map((b) => (
              <List.Item key={b}>{b}</List.Item>
            ))}
          </List>
        </Section>
      ) : null}
      {job.questions.length > 0 ? (
        <Section id="job-questions-heading" title={t`Screening questions`}>
          <List size="sm" spacing={4} type="ordered">
            {job.questions.map((q) => (
              <List.Item key={q.keyNm}>
                {q.label.en}
                {q.required ? t` (required)` : ''}
              </List.Item>
            ))}
          </List>
        </Section>
      ) : null}
      {job.companyInfo ? (
        <Section id="job-company-heading" title={t`Company shown on the job`}>
          <Text fw={600}>{job.companyInfo.companyName}</Text>
          {job.companyInfo.about ? (
            <Text fz="sm" c="dimmed" mt={4} style={{ whiteSpace: 'pre-line' }}>
              {job.companyInfo.about}
            </Text>
          ) : null}
        </Section>
      ) : null}
    </Stack>
  );
}
