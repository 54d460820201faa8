// Who is billed and where (billing-info): the name invoices are made out to, where receipts go,
// the address and tax id when given, and the currency. They come from the company's or the
// candidate's own details; no call edits them separately.
import { t } from '@lingui/core/macro';
import { SimpleGrid, Text } from '@mantine/core';
import type { BillingAddress, BillingInfo } from '@generated/api/model';
import { Fact, Section } from './section';
import { i18n } from '@/lib/i18n/i18n';
import type { Who } from './who';

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function addressLines(a: BillingAddress): string[] {
  const cityLine = [a.city, a.state, a.postalCode].filter(Boolean).join(', ');
  return [a.line1, a.line2 ?? '', cityLine, countryName(a.countryCode)].filter(Boolean);
}

export function BillingDetails({ billing, who }: { billing: BillingInfo; who: Who }) {
  return (
    <Section
      title={t`Billing information`}
      description={
        who === 'employer'
          ? t`Invoices are made out to these details, taken from your company's profile.`
          : t`Invoices are made out to these details, taken from your profile.`
      }
    >
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
        <Fact label={t`Billed to`}>{billing.billingName}</Fact>
        <Fact label={t`Receipts and invoices go to`}>{billing.email}</Fact>
        <Fact label={t`Billing address`}>
          {billing.address
            ? addressLines(billing.address).map((line) => (
                <Text key={line} component="span" display="block" fw={600}>
                  {line}
                </Text>
              ))
            : t`Not given`}
        </Fact>
        <Fact label={t`Tax ID`}>{billing.taxId ?? t`Not given`}</Fact>
        <Fact label={t`Billing currency`}>{billing.currency}</Fact>
      </SimpleGrid>
    </Section>
  );
}
