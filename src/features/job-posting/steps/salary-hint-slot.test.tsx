// The Job post step's place for a hint beside the salary range (the route gives the salary
// insights' hint): it is told the title as typed, the draft's category and place, the currency and
// period chosen, and a range it offers fills the two salary inputs.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getGetJobMockHandler,
  getGetJobResponseMock,
  getListSalaryRangesMockHandler,
} from '@generated/api/jobs-discovery/jobs-discovery.msw';
import { getListMasterItemsMockHandler } from '@generated/api/master-data/master-data.msw';
import { renderWithRouter } from '@/test/render';
import { setupPostingTest } from '../test/setup-api';
import { JobPostStep, type SalaryHint } from './job-post-step';

const { server } = setupPostingTest();
const job = getGetJobResponseMock().data;

function FakeHint(hint: SalaryHint) {
  return (
    <div>
      <p>
        Hint for {hint.title} in {hint.categoryId} at {hint.location?.city?.nm}, {hint.currencyCode} {hint.period}
      </p>
      <button type="button" onClick={() => hint.onUseRange(1_400_000, 2_400_000)}>
        Use this range
      </button>
    </div>
  );
}

describe('the hint beside the salary range', () => {
  it('follows what the employer types and chooses, and fills the range it offers', async () => {
    server.use(getGetJobMockHandler(), getListMasterItemsMockHandler(), getListSalaryRangesMockHandler());
    await renderWithRouter(<JobPostStep jobId={job._id} renderSalaryHint={(hint) => <FakeHint {...hint} />} />, {
      path: `/employer/job-post?jobId=${job._id}`,
    });
    const title = await screen.findByRole('textbox', { name: /Job title/ });
    const where = `${job.category.id} at ${job.location?.city?.nm ?? ''}`;
    expect(
      screen.getByText(
        `Hint for ${job.title ?? ''} in ${where}, ${job.salary?.currencyCode ?? ''} ${job.salary?.period ?? ''}`,
      ),
    ).toBeTruthy();

    fireEvent.change(title, { target: { value: 'Staff Frontend Engineer' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'USD' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Paid' }), { target: { value: 'MONTHLY' } });
    expect(screen.getByText(`Hint for Staff Frontend Engineer in ${where}, USD MONTHLY`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Use this range' }));
    expect((screen.getByRole('textbox', { name: 'Minimum salary' }) as HTMLInputElement).value).toBe('1,400,000');
    expect((screen.getByRole('textbox', { name: 'Maximum salary' }) as HTMLInputElement).value).toBe('2,400,000');
  });
});
