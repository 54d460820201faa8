import { createFileRoute } from '@tanstack/react-router';
import { CompanyProfilePage } from '@/features/companies/profile/company-profile-page';
import { OwnCompanyProfile } from '@/features/employer/company-profile/own-company-profile';
import { CompanyFollow } from '@/features/company-followers/company-follow';
import { CompanyJobs } from '@/features/jobs-discovery/company-jobs/company-jobs';
import { CompanyReviews } from '@/features/reviews/company-reviews';

export const Route = createFileRoute('/employer/company-profile')({
  component: Page,
});

// The employer's band over the public company page, its jobs, its reviews and its follower count (each its own
// feature).
function Page() {
  return (
    <OwnCompanyProfile
      renderProfile={(ref) => (
        <CompanyProfilePage
          companyRef={ref}
          renderJobs={(company) => <CompanyJobs companyId={company._id} companyName={company.name} />}
          renderReviews={(company) => <CompanyReviews companyId={company._id} companyName={company.name} />}
          renderFollow={(company) => <CompanyFollow companyId={company._id} companyName={company.name} />}
        />
      )}
    />
  );
}
