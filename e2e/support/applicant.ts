// The start of journeys about an application: a live job posted as the demo employer, a new
// verified candidate, and that candidate's application to the job with an uploaded resume — all
// through the API, since applying and posting are journeys of their own.
import type { APIRequestContext } from '@playwright/test';
import { registerVerifiedAccount, type Account } from './api';
import { api, demoEmployerToken, expectOk, postJob, type Posted } from './jobs';
import { minimalPdf } from './pdf';

export type Applied = { job: Posted; candidate: Account; candidateName: string; applicationId: string };

export async function jobWithApplicant(
  request: APIRequestContext,
  title: string,
  name: { firstName: string; lastName: string },
): Promise<Applied> {
  const job = await postJob(request, await demoEmployerToken(request), title, []);
  const candidate = await registerVerifiedAccount(request, 'candidate', name);
  const candidateName = `${candidate.firstName} ${candidate.lastName}`;
  const candidateLogin = await expectOk<{ token: string }>(
    await request.post(api('candidate/login'), { data: { email: candidate.email, password: candidate.password } }),
    'candidate login',
  );
  const headers = { authorization: `Bearer ${candidateLogin.token}` };
  const fileName = `${candidateName.toLowerCase().replace(/\s+/g, '-')}.pdf`;
  const resume = await expectOk<{ uri: string }>(
    await request.post(api('files/upload'), {
      headers,
      multipart: {
        purpose: 'resume',
        file: { name: fileName, mimeType: 'application/pdf', buffer: minimalPdf(candidateName) },
      },
    }),
    'resume upload',
  );
  const application = await expectOk<{ _id: string }>(
    await request.post(api('userjobs/create'), { headers, data: { jobId: job._id, resumeUri: resume.uri } }),
    'apply',
  );
  return { job, candidate, candidateName, applicationId: application._id };
}
