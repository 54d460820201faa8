// The body of a job page: highlights, the description (sanitised HTML), skills, benefits and the
// answers to the board's own questions it shows publicly (Job.formValues: the server sends only
// the fields marked public). Sections without content are left out rather than shown empty.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Group, List, Paper, Text, ThemeIcon, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Job } from '@generated/api/model';
// Direct: the job page (server-rendered, public) needs the value list only, not the form engine.
import { FormAnswersList } from '@/components/custom-form/form-answers-list';
import { CheckCircleIcon } from '@/components/ui/line-icons';
import { sanitizeHtml } from '@/lib/html/sanitize-html';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <List
      spacing="xs"
      center
      icon={
        <ThemeIcon size={22} radius="xl" variant="light" color="teal" aria-hidden>
          <CheckCircleIcon size={14} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

export function JobSections({ job }: { job: Job }) {
  const description = sanitizeHtml(job.description);
  return (
    <>
      {job.highlights.length > 0 ? (
        <Section id="job-highlights" title={t`Highlights`}>
          <CheckList items={job.highlights} />
        </Section>
      ) : null}
      <Section id="job-description" title={t`Job description`}>
        {description ? (
          <Typography data-testid="job-description" style={{ overflowWrap: 'anywhere' }}>
            <div dangerouslySetInnerHTML={{ __html: description }} />
          </Typography>
        ) : (
          <Text c="dimmed">
            <Trans>The employer has not added a description yet.</Trans>
          </Text>
        )}
      </Section>
      {job.skills.length > 0 ? (
        <Section id="job-skills" title={t`Skills`}>
          <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {job.skills.map((skill) => (
              <Badge key={skill.id} component="li" size="lg" variant="light" radius="sm" tt="none" fw={500}>
                {skill.nm}
              </Badge>
            ))}
          </Group>
        </Section>
      ) : null}
      {job.benefits.length > 0 ? (
        <Section id="job-benefits" title={t`Benefits`}>
          <CheckList items={job.benefits} />
        </Section>
      ) : null}
      {job.formValues && job.formValues.fields.length > 0 ? (
        <Section id="job-more-details" title={t`More about this job`}>
          <FormAnswersList answers={job.formValues} />
        </Section>
      ) : null}
    </>
  );
}
