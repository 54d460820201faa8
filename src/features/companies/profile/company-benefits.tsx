// "Benefits": what working at the company offers, one line each with a check mark, in the order
// the company set. Left out when the company lists none.
import { Trans } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { Company } from '@generated/api/model';
import { CheckIcon } from '@/components/ui/icons';

export function CompanyBenefits({ company }: { company: Company }) {
  const benefits = company.benefits ?? [];
  if (benefits.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="company-benefits-heading"
    >
      <Title order={2} fz="lg" mb="md" id="company-benefits-heading">
        <Trans>Benefits</Trans>
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" m={0} p={0}>
        {benefits.map((benefit) => (
          <Group key={benefit} component="li" gap="sm" wrap="nowrap" align="flex-start" style={{ listStyle: 'none' }}>
            <ThemeIcon size={22} radius="xl" variant="light" color="teal" mt={1}>
              <CheckIcon size={14} />
            </ThemeIcon>
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {benefit}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
