// Tab 0, overview: the company profile. The owner edits it; team members see it read-only, since
// only the owner may change the company. Saved with employer/update-company (which updates the
// profile once set up) rather than company/update: both are owner-only and take the same fields,
// and company/update's hook would sit in the index route's entry chunk, where the generated content
// module lives (docs/employer-account.md). Below it, the owner's answers to the board's own sign-up
// questions (shared/registration-card.tsx), and for the employer who created the board, its own
// domain (own-domain-card.tsx).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getGetCompanyQueryKey, useGetCompany } from '@generated/api/companies/companies';
import { getGetEmployerQueryKey, useUpdateEmployerCompany } from '@generated/api/employer/employer';
import type { Employer } from '@generated/api/model';
import { QueryView } from '@/components/ui/query-view';
import { toast } from '@/lib/toast/toast';
import { CompanyForm } from '../shared/company-form';
import { EmployerRegistrationCard } from '../shared/registration-card';
import { companyToValues, toSetupInput } from '../shared/company-values';
import { OwnDomainCard } from './own-domain-card';

export function OverviewTab({ employer, isOwner }: { employer: Employer; isOwner: boolean }) {
  const client = useQueryClient();
  const company = useGetCompany(employer.company._id);
  const save = useUpdateEmployerCompany();
  return (
    <QueryView query={company} errorTitle={t`We could not load your company`} isEmpty={() => false}>
      {(res) => (
        <Stack gap="xl">
          <CompanyForm
            key={res.data.updatedAt}
            initial={companyToValues(res.data)}
            label={t`Company overview`}
            submitLabel={t`Save changes`}
            saving={save.isPending}
            readOnlyNote={
              isOwner ? undefined : (
                <Alert variant="light" color="gray" title={t`Read only`}>
                  <Trans>Only your company&apos;s owner can change the company profile.</Trans>
                </Alert>
              )
            }
            onSubmit={(values) =>
              save.mutate(
                { data: toSetupInput(values) },
                {
                  onSuccess: (answer) => {
                    client.setQueryData(getGetEmployerQueryKey(), answer);
                    void client.invalidateQueries({ queryKey: getGetCompanyQueryKey(employer.company._id) });
                    toast(answer.message || t`Company profile updated`);
                  },
                },
              )
            }
          />
          {isOwner ? <EmployerRegistrationCard /> : null}
          {isOwner && employer.siteOwner ? <OwnDomainCard /> : null}
        </Stack>
      )}
    </QueryView>
  );
}
