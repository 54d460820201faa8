// Step 6: the company as shown on this job. The draft starts with a copy of the company profile,
// so most employers only confirm it; agencies posting for a client change it here.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Avatar, Group, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useCreateJobBenefits } from '@generated/api/job-posting/job-posting';
import type { Job } from '@generated/api/model';
import { useStoreDraft } from '../api/draft';
import { StepForm } from '../flow/step-form';
import { StepLayout } from '../flow/step-layout';
import { useGoToNextStep } from '../flow/use-step-navigation';

const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*$/;

export function CompanyInfoStep({ jobId }: { jobId?: string }) {
  return (
    <StepLayout step="company-info" jobId={jobId} subtitle={t`how your company appears on this job.`}>
      {(job) => (job ? <CompanyInfoForm job={job} /> : null)}
    </StepLayout>
  );
}

type Errors = Partial<Record<'companyName' | 'website', string>>;

function CompanyInfoForm({ job }: { job: Job }) {
  const info = job.companyInfo;
  const [companyName, setCompanyName] = useState(info?.companyName ?? job.company.name);
  const [about, setAbout] = useState(info?.about ?? '');
  const [website, setWebsite] = useState(info?.website ?? '');
  const logo = info ? info.logo : job.company.logoUri;
  const [errors, setErrors] = useState<Errors>({});
  const save = useCreateJobBenefits();
  const store = useStoreDraft();
  const goNext = useGoToNextStep('company-info');

  const submit = () => {
    const next: Errors = {};
    if (companyName.trim().length < 2) next.companyName = t`Enter the company name`;
    if (website.trim() && !WEBSITE.test(website.trim())) next.website = t`Enter a web address starting with https://`;
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate(
      {
        id: job._id,
        data: {
          step: 'company-info',
          companyInfo: {
            companyName: companyName.trim(),
            logo: logo && logo.startsWith('/') ? logo : null,
            about: about.trim() || null,
            website: website.trim() || null,
          },
        },
      },
      {
        onSuccess: (res) => {
          store(res.data, res.message);
          void goNext(job._id);
        },
      },
    );
  };

  return (
    <StepForm step="company-info" jobId={job._id} label={t`Company info`} onSubmit={submit} saving={save.isPending}>
      <Group gap="md">
        <Avatar src={logo ?? undefined} size={56} radius="md" alt="">
          {companyName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Text fz="sm" c="dimmed" maw={420}>
          <Trans>The logo comes from your company profile.</Trans>
        </Text>
      </Group>
      <TextInput
        label={t`Company name`}
        withAsterisk
        maxLength={120}
        value={companyName}
        onChange={(e) => setCompanyName(e.currentTarget.value)}
        error={errors.companyName}
      />
      <TextInput
        label={t`Website`}
        type="url"
        placeholder="https://www.example.com"
        maxLength={500}
        value={website}
        onChange={(e) => setWebsite(e.currentTarget.value)}
        error={errors.website}
      />
      <Textarea
        label={t`About the company`}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={5000}
        value={about}
        onChange={(e) => setAbout(e.currentTarget.value)}
      />
    </StepForm>
  );
}
