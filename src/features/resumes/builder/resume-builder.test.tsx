// The builder: the live preview follows the design settings and the show flags as they change,
// and a save the server refuses puts its message on the field it names.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Resume, ResumeUpdateInput } from '@generated/api/model';
import { getGetResumeResponseMock } from '@generated/api/resumes/resumes.msw';
import { toast } from '@/lib/toast/toast';
import { DEFAULT_SETTINGS } from '@shared/resumes/defaults.ts';
import { lookOf } from '../preview/look';
import { asDesktop, licenceMap, renderScreen, setupResumeTest } from '../test/setup';
import { ResumeBuilder } from './resume-builder';

const { server } = setupResumeTest();
const resume: Resume = getGetResumeResponseMock().data;

afterEach(() => vi.restoreAllMocks());

function preview() {
  return screen.getByTestId('resume-preview');
}

/** The heading a preview section is drawn under. */
function heading(name: string) {
  return within(preview()).getByRole('heading', { name });
}

async function openPanel(name: RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('the resume builder', () => {
  it('draws the preview in the chosen template, colour, sizes and show flags', async () => {
    asDesktop();
    await renderScreen(<ResumeBuilder resume={resume} />);

    // The defaults: classic, the default blue, medium name, small text, every section shown.
    expect(preview().dataset.template).toBe('classic');
    expect(screen.getByTestId('preview-name').style.fontSize).toBe('25pt');
    expect(preview().style.fontSize).toBe('9.5pt');
    expect(heading('Experience').style.color).toBe(hexToRgb(accentTextOf('#1c7ed6')));
    // Two lines of description are two bullets; one line stays a paragraph.
    const experience = within(preview()).getByRole('region', { name: 'Experience' });
    expect(within(experience).getAllByRole('listitem')).toHaveLength(2);

    await openPanel(/^Design/);
    fireEvent.click(screen.getByRole('radio', { name: /Modern/ }));
    expect(preview().dataset.template).toBe('modern');
    expect(within(screen.getByTestId('preview-side')).getByText('priya.sharma@gmail.com')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Teal' }));
    expect(heading('Experience').style.color).toBe(hexToRgb(accentTextOf('#0ca678')));
    expect(screen.getByTestId('preview-side').style.background).toBe(hexToRgb('#e7f6f2'));

    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Name size' })).getByRole('radio', { name: 'Large' }),
    );
    expect(screen.getByTestId('preview-name').style.fontSize).toBe('31pt');
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Text size' })).getByRole('radio', { name: 'Large' }),
    );
    expect(preview().style.fontSize).toBe('11.5pt');
    fireEvent.click(screen.getByRole('radio', { name: 'US Letter' }));
    expect(preview().dataset.paper).toBe('Letter');

    await openPanel(/^Experience/);
    fireEvent.click(screen.getByRole('switch', { name: 'Bullet points for experience' }));
    expect(
      within(preview()).getByText(/Led the React migration of the retail banking portal\. Cut page load/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Show experience on resume' }));
    expect(within(preview()).queryByRole('heading', { name: 'Experience' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Experience.*Hidden/ })).toBeTruthy();

    // What the preview shows is what is saved.
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Priya S Sharma' } });
    expect(screen.getByTestId('preview-name').textContent).toBe('Priya S Sharma');
  });

  it('offers the Modern template and other colours only on a plan with resume_templates', async () => {
    asDesktop();
    server.use(licenceMap({ resume_builder: true, resume_parser: true }));
    await renderScreen(<ResumeBuilder resume={resume} />);
    await openPanel(/^Design/);
    expect(await screen.findByText('More templates and colours are not in your plan')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Modern/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('radio', { name: /Classic/ }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('radio', { name: 'Teal' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Blue (default)' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByLabelText(/Custom colour/).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Modern/ }));
    expect(preview().dataset.template).toBe('classic');
    // Sizes and paper are the builder's own.
    fireEvent.click(screen.getByRole('radio', { name: 'US Letter' }));
    expect(preview().dataset.paper).toBe('Letter');
  });

  it("saves before a download and puts the server's refusal on the field it names", async () => {
    asDesktop();
    let sent: ResumeUpdateInput | undefined;
    server.use(
      http.put('*/client/api/v1/resumes/update-resume', async ({ request }) => {
        sent = (await request.json()) as ResumeUpdateInput;
        return HttpResponse.json(
          {
            code: 'ERROR',
            message: 'body.experiences.1.company is not allowed here',
            data: { fields: [{ field: 'body.experiences.1.company', message: 'is on the list of blocked employers' }] },
          },
          { status: 400 },
        );
      }),
    );
    await renderScreen(<ResumeBuilder resume={resume} />);
    await openPanel(/^Skills/);
    const skills = screen.getByPlaceholderText(/React, Public speaking/);
    skills.focus();
    fireEvent.change(skills, { target: { value: 'GraphQL' } });
    fireEvent.keyDown(skills, { key: 'Enter' });

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(sent?.skills?.map((s) => s.skillName)).toContain('GraphQL'));
    // The panel with the problem opens, and the field says what the server said.
    const company = await screen.findByDisplayValue('Persistent Systems');
    await waitFor(() => expect(company.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Is on the list of blocked employers')).toBeTruthy();
    expect(screen.getByTestId('save-status').textContent).toMatch(/Not saved/);
  });

  it('stores the PDF as the resume for applying and links the stored file', async () => {
    asDesktop();
    let asked: URL | undefined;
    server.use(
      http.get('*/client/api/v1/resumes/download/:id', ({ request }) => {
        asked = new URL(request.url);
        return new HttpResponse('%PDF-1.7', {
          headers: { 'Content-Type': 'application/pdf', 'X-Resume-Uri': '/files/resumes/priya.pdf' },
        });
      }),
    );
    await renderScreen(<ResumeBuilder resume={resume} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save as my resume for applying' }));
    const link = await screen.findByRole('link', { name: 'Open the saved PDF' });
    expect(link.getAttribute('href')).toBe('/files/resumes/priya.pdf');
    expect(asked?.pathname).toBe(`/client/api/v1/resumes/download/${resume._id}`);
    expect(asked?.searchParams.get('isSave')).toBe('true');
    expect(toast).toHaveBeenCalledWith('Saved as your resume for applying');
  });
});

/** The shade of a theme colour headings are drawn in (darkened until it reads on white). */
function accentTextOf(themeColor: string): string {
  return lookOf({ ...DEFAULT_SETTINGS, themeColor }).accentText;
}

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
