// /employer/company-profile-setup: the owner's first stop after registering. The company profile
// form (shared with the overview tab), saved with employer/update-company, which marks the setup
// done; then /employer/profile-setup-success. Saving again later updates the profile. Below it,
// the owner's answers to the board's own sign-up questions (when it asks any), saved on their own.
import { t } from '@lingui/core/macro';
import { Container, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getGetEmployerQueryKey, useUpdateEmployerCompany } from '@generated/api/employer/employer';
import { getGetCompanyQueryKey, useGetCompany } from '@generated/api/companies/companies';
import type { Employer } from '@generated/api/model';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/lib/toast/toast';
import { useEmployerPermissions } from '@/lib/session/use-employer-permissions';
import { CompanyForm } from '../shared/company-form';
import { EmployerRegistrationCard } from '../shared/registration-card';
import { companyToValues, emptyCompanyValues, toSetupInput } from '../shared/company-values';

export function CompanySetupPage() {
  const { employer, isOwner } = useEmployerPermissions();
  return (
    <Container size="md" py="xl">
      <PageHeader
        title={t`Set up your company profile`}
        subtitle={t`Candidates see this on your jobs and your company page. You can change it later under My account.`}
      />
      {!employer ? (
        <LoadingState rows={3} label={t`Loading your company…`} />
      ) : !isOwner ? (
        <EmptyState
          title={t`Only the company owner sets up the profile`}
          text={t`Your company's owner fills in the company profile. You can post jobs and work with applicants as your permissions allow.`}
        />
      ) : (
        <Stack gap="xl">
          <SetupForm employer={employer} />
          <EmployerRegistrationCard />
        </Stack>
      )}
    </Container>
  );
}

function SetupForm({ employer }: { employer: Employer }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  // A profile saved before (the setup opened again) is edited, not started over.
  const company = useGetCompany(employer.company._id, { query: { enabled: employer.isProfileSetupDone } });
  const save = useUpdateEmployerCompany();
  if (employer.isProfileSetupDone && company.isPending)
    return <LoadingState rows={3} label={t`Loading your company…`} />;
  const initial = company.data ? companyToValues(company.data.data) : emptyCompanyValues(employer.company.name);
  return (
    <CompanyForm
      initial={initial}
      label={t`Company profile`}
      submitLabel={t`Save and continue`}
      saving={save.isPending}
      onSubmit={(values) =>
        save.mutate(
          { data: toSetupInput(values) },
          {
            onSuccess: (res) => {
              client.setQueryData(getGetEmployerQueryKey(), res);
              void client.invalidateQueries({ queryKey: getGetCompanyQueryKey(res.data.company._id) });
              toast(res.message || t`Company profile saved`);
              void navigate({ to: '/employer/profile-setup-success' });
            },
          },
        )
      }
    />
  );
}
