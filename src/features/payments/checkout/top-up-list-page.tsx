// /employer/top-up-plan: the top-up packs on sale (licence/get-topup/list), each with its price,
// what it adds in words and how long it lasts, and "Buy", which opens the payment page in top-up
// mode (/employer/top-up-payment?topUpId=).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TopUp } from '@generated/api/model';
import { useListTopUps } from '@generated/api/payments/payments';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-view';
import { formatCurrency } from '@/lib/format/currency';
import { limitsInWords, validityInWords } from './words';

export function TopUpListPage() {
  const topUps = useListTopUps({ page: 1, limit: 50 });
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        title={t`Top-up plans`}
        subtitle={t`Add more to your current plan without changing it. Credits last for the days shown, or until your plan ends.`}
        actions={
          <Button
            renderRoot={(props) => <Link {...props} to="/employer/profile" search={{ tab: 3 }} />}
            variant="light"
          >
            <Trans>My licence</Trans>
          </Button>
        }
      />
      <QueryView
        query={topUps}
        errorTitle={t`We could not load the top-ups`}
        isEmpty={(answer) => answer.data.items.length === 0}
        empty={
          <EmptyState
            title={t`No top-ups on sale`}
            text={t`This job board sells no top-up packs right now. A bigger plan may give you what you need.`}
            action={
              <Button renderRoot={(props) => <Link {...props} to="/employer/pricing-and-plans" />} variant="light">
                <Trans>See the plans</Trans>
              </Button>
            }
          />
        }
      >
        {(answer) => (
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t`Top-up plans`}
          >
            {answer.data.items.map((topUp) => (
              <li key={topUp._id}>
                <TopUpCard topUp={topUp} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </Container>
  );
}

function TopUpCard({ topUp }: { topUp: TopUp }) {
  const credits = limitsInWords(topUp.credits);
  return (
    <Card p="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {topUp.name}
          </Title>
          {topUp.description ? (
            <Text fz="sm" c="dimmed">
              {topUp.description}
            </Text>
          ) : null}
        </Stack>
        <Text fz={28} fw={700} lh={1.2}>
          {formatCurrency(topUp.price, topUp.currency)}
          <Text span fz="sm" c="dimmed" fw={400}>
            {' '}
            <Trans>one-off</Trans>
          </Text>
        </Text>
        {credits.length > 0 ? (
          <List size="sm" spacing={4} aria-label={t`What ${topUp.name} adds`}>
            {credits.map((c) => (
              <List.Item key={c}>{c}</List.Item>
            ))}
          </List>
        ) : null}
        <Text fz="sm">{validityInWords(topUp.validityDays)}</Text>
        <Stack mt="auto" pt="xs">
          {topUp.isActive ? (
            <Button
              renderRoot={(props) => <Link {...props} to="/employer/top-up-payment" search={{ topUpId: topUp._id }} />}
              fullWidth
              aria-label={t`Buy ${topUp.name}`}
            >
              <Trans>Buy</Trans>
            </Button>
          ) : (
            <Badge variant="light" color="gray" tt="none" size="lg" fullWidth>
              <Trans>Not on sale right now</Trans>
            </Badge>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
