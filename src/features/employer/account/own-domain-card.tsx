// The site owner's own domain (client/verify-domain): the employer who created the board names a
// domain, gets the DNS TXT record that proves it is theirs (and the CNAME that points it here),
// and checks again once the record is made; when it is found the board moves there, its old
// address redirecting. Only the site's owner sees it (Employer.siteOwner), and the board's plan
// must include custom domains; the board's admins do the same in the console's domains page.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useGetTenantSettings } from '@generated/api/board-settings/board-settings';
import type { DomainVerification } from '@generated/api/model';
import { useVerifyClientDomain } from '@generated/api/onboarding/onboarding';
import { TxtRecord } from '@/components/domains/txt-record';
import { isApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { SILENT } from '@/lib/api/http';
import { readDomain } from '@/lib/domains/read-domain';
import { formatDateTime } from '@/lib/format/dates';

const FLAG = 'custom_domain_branding';

function failureOf(e: unknown): string {
  const field = fieldErrorsOf(e, ['domain'] as const).domain;
  if (field) return field;
  if (isApiError(e) && e.status === 429) return t`Checked too often; wait a minute and check again.`;
  return isApiError(e) ? e.message : t`The domain could not be checked. Please try again.`;
}

function boardUrl(domain: string): string {
  return `${window.location.protocol}//${domain}${window.location.port ? `:${window.location.port}` : ''}/`;
}

export function OwnDomainCard() {
  const settings = useGetTenantSettings({ query: { retry: false } });
  const features: unknown = settings.data?.data.features;
  const allowed = Array.isArray(features) && features.includes(FLAG);
  const verify = useVerifyClientDomain({ request: SILENT });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<DomainVerification | null>(null);

  const check = (domain: string) => {
    setError(null);
    verify.mutate(
      { data: { domain } },
      { onSuccess: ({ data }) => setAnswer(data), onError: (e) => setError(failureOf(e)) },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDomain(value);
    if ('error' in read) return setError(read.error);
    setAnswer(null);
    check(read.domain);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="own-domain-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="own-domain-title">
            <Trans>Your board’s own domain</Trans>
          </Title>
          <Text c="dimmed" fz="sm">
            <Trans>
              Serve this job board at an address of your own, such as careers.yourcompany.com. You prove the domain is
              yours with a DNS record; its current address then redirects there.
            </Trans>
          </Text>
        </div>
        {settings.isPending ? null : !allowed ? (
          <Alert variant="light" color="gray" title={t`Not in your board’s plan`}>
            <Trans>Custom domains come with plans that include custom domain branding.</Trans>
          </Alert>
        ) : (
          <>
            <form onSubmit={submit} noValidate aria-label={t`Your board’s own domain`}>
              <Group align="flex-start" gap="sm" wrap="wrap">
                <TextInput
                  label={t`Domain`}
                  name="domain"
                  placeholder={t`careers.yourcompany.com`}
                  value={value}
                  onChange={(e) => {
                    setValue(e.currentTarget.value);
                    setError(null);
                  }}
                  error={error}
                  style={{ flex: '1 1 16rem' }}
                  autoComplete="off"
                />
                <Button type="submit" mt={{ base: 0, xs: 25 }} loading={verify.isPending && !answer}>
                  <Trans>Get the DNS record</Trans>
                </Button>
              </Group>
            </form>
            {answer ? <VerificationView answer={answer} checking={verify.isPending} onCheck={check} /> : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function VerificationView({
  answer,
  checking,
  onCheck,
}: {
  answer: DomainVerification;
  checking: boolean;
  onCheck: (domain: string) => void;
}) {
  if (answer.verified)
    return (
      <Alert color="teal" variant="light" title={t`Your domain is verified`} role="status">
        <Text fz="sm">
          <Trans>
            Your board now lives at{' '}
            <Anchor href={boardUrl(answer.domain)} fw={600}>
              {answer.domain}
            </Anchor>
            ; its previous address redirects there. Sign in again on the new address to go on working.
          </Trans>
        </Text>
      </Alert>
    );
  return (
    <Stack gap="md" aria-live="polite">
      <TxtRecord record={answer.record} />
      {answer.cname ? (
        <Text fz="sm">
          <Trans>
            Then point <strong>{answer.domain}</strong> at this board with a <strong>CNAME</strong> record to{' '}
            <Code>{answer.cname}</Code>.
          </Trans>
        </Text>
      ) : null}
      <Group gap="sm" wrap="wrap">
        <Button variant="light" onClick={() => onCheck(answer.domain)} loading={checking}>
          <Trans>Check DNS now</Trans>
        </Button>
        <Text fz="sm" c="dimmed" role="status">
          <Trans>Not found yet, last checked {formatDateTime(answer.checkedAt)}.</Trans>
        </Text>
      </Group>
    </Stack>
  );
}
