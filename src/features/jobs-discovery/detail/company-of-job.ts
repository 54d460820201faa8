import type { Job } from '@generated/api/model';

/** The company as this job presents it: the per-job company info wins over the company profile. */
export function companyOfJob(job: Job) {
  return {
    name: job.companyInfo?.companyName || job.company.name,
    logoUri: job.companyInfo?.logo || job.company.logoUri,
    externalLogoUrl: job.company.externalLogoUrl,
    about: job.companyInfo?.about ?? null,
    website: job.companyInfo?.website ?? null,
    slug: job.company.slug,
    openJobs: job.company.openJobs,
    industry: job.company.industry?.nm ?? null,
  };
}
