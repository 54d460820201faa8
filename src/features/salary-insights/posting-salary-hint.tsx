// The posting flow's hint beside the salary range: what jobs like the one being posted pay on the
// board (getSalaryInsights: its title as typed, else its category, in its place), in the currency
// and period chosen, with the middle half offered as the range. For companies whose plan has
// job_salary_insights; nothing is asked or shown without it.
import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import type {
  CurrencyCode,
  GetSalaryInsightsParams,
  JobLocation,
  JobSalaryPeriod,
  SalaryInsights,
} from '@generated/api/model';
import { useGetSalaryInsights } from '@generated/api/salary-insights/salary-insights';
import { SILENT } from '@/lib/api/http';
import { useFeature } from '@/lib/plans/use-feature';
import { STALE } from '@/lib/query/query-client';
import { comparedJobs, periodWords, payLabel, suggestedRange } from './insights-format';

export type SalaryHintProps = {
  title: string;
  categoryId: string | null;
  location: JobLocation | null;
  currencyCode: CurrencyCode;
  period: JobSalaryPeriod;
  /** Puts a range into the salary inputs. */
  onUseRange: (min: number, max: number) => void;
};

/** The contract's title rule: a title it would refuse is left out, and the category answers. */
const TITLE = /^[\p{L}\p{N}][\p{L}\p{N} .,&+#/()'’:-]*$/u;
const TYPING_MS = 400;

export function paramsFor(p: Omit<SalaryHintProps, 'onUseRange'>): GetSalaryInsightsParams {
  const title = p.title.trim();
  const place: GetSalaryInsightsParams =
    p.location?.locationType === 'WFH'
      ? { remote: true, ...(p.location.country ? { countryId: p.location.country.id } : {}) }
      : p.location?.city
        ? { cityId: p.location.city.id, ...(p.location.country ? { countryId: p.location.country.id } : {}) }
        : {};
  return {
    ...(title.length >= 3 && title.length <= 120 && TITLE.test(title) ? { title } : {}),
    ...(p.categoryId ? { categoryId: p.categoryId } : {}),
    ...place,
    currencyCode: p.currencyCode,
    period: p.period,
  };
}

export function PostingSalaryHint(props: SalaryHintProps) {
  const feature = useFeature('job_salary_insights');
  if (!feature.allowed) return null;
  return <Hint {...props} />;
}

function Hint({ onUseRange, ...asked }: SalaryHintProps) {
  const [title] = useDebouncedValue(asked.title, TYPING_MS);
  const params = paramsFor({ ...asked, title });
  const insights = useGetSalaryInsights(params, {
    query: {
      enabled: Boolean(params.title ?? params.categoryId),
      staleTime: STALE.medium,
      // The last answer stays while the next title's is read, so the hint does not flicker.
      placeholderData: keepPreviousData,
    },
    request: SILENT,
  });
  const data = insights.data?.data;
  return (
    <Text component="div" fz="sm" c="dimmed" role="status" aria-live="polite">
      {data ? <HintText insights={data} currencyCode={asked.currencyCode} onUseRange={onUseRange} /> : null}
    </Text>
  );
}

function HintText({
  insights,
  currencyCode,
  onUseRange,
}: {
  insights: SalaryInsights;
  currencyCode: CurrencyCode;
  onUseRange: SalaryHintProps['onUseRange'];
}) {
  const d = insights.distributions.find((x) => x.currencyCode === currencyCode) ?? insights.distributions[0];
  if (!insights.enough || !insights.basis || !d)
    return (
      <>
        <Trans>
          Not enough jobs like this on the board show their salary yet to suggest a range (it takes{' '}
          {insights.minimumJobs} jobs from {insights.minimumCompanies} companies).
        </Trans>
      </>
    );
  const pay = (n: number) => payLabel(n, d.currencyCode);
  const range = suggestedRange(d);
  const low = pay(d.p25);
  const high = pay(d.p75);
  const per = periodWords()[insights.period];
  const median = pay(d.median);
  const jobs = d.jobs;
  const what = comparedJobs(insights.basis);
  return (
    <Group gap="xs" wrap="wrap" align="baseline">
      <span>
        <Trans>
          Jobs like this pay {low} – {high} {per} (median {median}), based on {jobs} {what}.
        </Trans>
      </span>
      {d.currencyCode === currencyCode ? (
        <Button variant="subtle" size="compact-sm" onClick={() => onUseRange(range.min, range.max)}>
          <Trans>Use this range</Trans>
        </Button>
      ) : null}
    </Group>
  );
}
