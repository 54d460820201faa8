import { createFileRoute } from '@tanstack/react-router';
import { companyRef, validateCompanyRefSearch } from '@/features/companies/profile/company-ref-search';
import { CompanyProfilePage } from '@/features/companies/profile/company-profile-page';
import { CompanyFollow } from '@/features/company-followers/company-follow';
import { CompanyJobs } from '@/features/jobs-discovery/company-jobs/company-jobs';
import { CompanyReviews } from '@/features/reviews/company-reviews';

export const Route = createFileRoute('/company-profile')({
  validateSearch: validateCompanyRefSearch,
  component: Page,
});

function Page() {
  const ref = companyRef(Route.useSearch());
  return (
    <CompanyProfilePage
      key={ref}
      companyRef={ref}
      renderJobs={(company) => <CompanyJobs companyId={company._id} companyName={company.name} />}
      renderReviews={(company) => <CompanyReviews companyId={company._id} companyName={company.name} />}
      renderFollow={(company) => <CompanyFollow companyId={company._id} companyName={company.name} />}
    />
  );
}
