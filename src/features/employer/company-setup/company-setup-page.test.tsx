import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetCompanyMockHandler } from '@generated/api/companies/companies.msw';
import { getUploadFileMockHandler, getUploadFileResponseMock } from '@generated/api/files/files.msw';
import {
  getListCitiesMockHandler,
  getListCountriesMockHandler,
  getListMasterItemsMockHandler,
  getListStatesMockHandler,
} from '@generated/api/master-data/master-data.msw';
import {
  getUpdateEmployerCompanyMockHandler,
  getUpdateEmployerCompanyResponseMock,
} from '@generated/api/employer/employer.msw';
import type { EmployerCompanySetupInput } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { member, owner, setupEmployerTest } from '../shared/test-setup';
import { CompanySetupPage } from './company-setup-page';
import { SetupSuccessPage } from './setup-success-page';

const { server, asEmployer } = setupEmployerTest();

// jsdom loads no images, so the cropper never measures one: this stand-in reports a chosen square
// at once, as react-easy-crop does when the image has loaded.
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: {
    onCropComplete?: (a: object, p: { x: number; y: number; width: number; height: number }) => void;
  }) {
    const report = useRef(props.onCropComplete);
    useEffect(() => report.current?.({}, { x: 10, y: 20, width: 800, height: 800 }), []);
    return <div role="presentation">cropper</div>;
  },
}));

const pickers = () =>
  server.use(
    getGetCompanyMockHandler(),
    getListCountriesMockHandler(),
    getListStatesMockHandler(),
    getListCitiesMockHandler(),
    getListMasterItemsMockHandler(),
  );

/** files/upload that answers /files/upload-<n> and records the purpose and the file sent. */
function uploads() {
  const got: Array<{ purpose: string; file: File }> = [];
  server.use(
    getUploadFileMockHandler(async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      got.push({ purpose: String(form.get('purpose')), file });
      const base = getUploadFileResponseMock();
      return { ...base, data: { ...base.data, uri: `/files/upload-${got.length}`, mimeType: file.type } };
    }),
  );
  return got;
}

const image = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

afterEach(() => vi.restoreAllMocks());

describe('company profile setup', () => {
  it('saves the company with employer/update-company and goes to the success screen', async () => {
    const sent: EmployerCompanySetupInput[] = [];
    server.use(
      getGetCompanyMockHandler(),
      getListCountriesMockHandler(),
      getListStatesMockHandler(),
      getListCitiesMockHandler(),
      getListMasterItemsMockHandler(),
      getUpdateEmployerCompanyMockHandler(async ({ request }) => {
        sent.push((await request.json()) as EmployerCompanySetupInput);
        return getUpdateEmployerCompanyResponseMock();
      }),
    );
    const { router } = await renderWithRouter(<CompanySetupPage />, { path: '/employer/company-profile-setup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Set up your company profile' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Company profile' });
    await waitFor(() => expect((within(form).getByLabelText(/Company name/) as HTMLInputElement).value).not.toBe(''));
    fireEvent.change(within(form).getByRole('textbox', { name: 'About' }), {
      target: { value: 'We move freight.\n\n- Cold chain' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/profile-setup-success'));
    expect(sent[0]).toMatchObject({ about: '<p>We move freight.</p><ul><li>Cold chain</li></ul>' });
    expect(sent[0]?.industryId).toBeTruthy();
    expect(sent[0]?.location.cityId).toBeTruthy();
  });

  it('sends the benefits and the photos, in the order chosen', async () => {
    const sent: EmployerCompanySetupInput[] = [];
    pickers();
    const got = uploads();
    server.use(
      getUpdateEmployerCompanyMockHandler(async ({ request }) => {
        sent.push((await request.json()) as EmployerCompanySetupInput);
        return getUpdateEmployerCompanyResponseMock();
      }),
    );
    await renderWithRouter(<CompanySetupPage />, { path: '/employer/company-profile-setup' });
    const form = await screen.findByRole('form', { name: 'Company profile' });
    await waitFor(() => expect((within(form).getByLabelText(/Company name/) as HTMLInputElement).value).not.toBe(''));

    const benefits = within(form).getByLabelText('Benefits', { selector: 'input:not([type=hidden])' });
    // Mantine ignores changes to an input that is not focused (autofill), as a person types into it.
    (benefits as HTMLInputElement).focus();
    fireEvent.change(benefits, { target: { value: 'q' } });
    fireEvent.keyDown(benefits, { key: 'Enter' });
    expect(await within(form).findByText(/“q” is too short: each benefit needs 2 to 80 characters/)).toBeTruthy();
    fireEvent.change(benefits, { target: { value: 'Gym membership' } });
    fireEvent.keyDown(benefits, { key: 'Enter' });
    expect(within(form).queryByText(/is too short/)).toBeNull();

    fireEvent.change(within(form).getByLabelText('Photos: choose images'), {
      target: { files: [image('office.jpg'), image('team.png', 'image/png'), image('notes.pdf', 'application/pdf')] },
    });
    const photos = await within(form).findByRole('list', { name: 'Company photos' });
    // The profile saved before has one photo; the two images come after it.
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(3));
    expect(within(form).getByText(/Some files were left out: choose a png or jpg image/)).toBeTruthy();
    expect(within(form).getByText(/3 of 12 photos/)).toBeTruthy();
    expect(got.map((g) => g.purpose)).toEqual(['image', 'image']);

    fireEvent.click(within(photos).getByRole('button', { name: 'Move photo 3 left' }));
    expect(within(photos).getByRole('img', { name: 'Company photo 2' }).getAttribute('src')).toBe('/files/upload-2');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move photo 2 left');
    fireEvent.click(within(photos).getByRole('button', { name: 'Remove photo 1' }));

    fireEvent.click(within(form).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.benefits).toContain('Gym membership');
    expect(sent[0]?.photos).toEqual(['/files/upload-2', '/files/upload-1']);
  });

  it('crops the logo to a square of at most 512 px and uploads the crop', async () => {
    pickers();
    const got = uploads();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:logo');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
      fillRect: vi.fn(),
    } as unknown as CanvasRenderingContext2D);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback, type) => callback(new Blob(['cropped'], { type: type ?? 'image/png' })));
    // The cropped image is read back through an Image element; jsdom never fires its load.
    const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
    Object.defineProperty(HTMLImageElement.prototype, 'src', {
      configurable: true,
      set(this: HTMLImageElement, value: string) {
        src?.set?.call(this, value);
        setTimeout(() => this.onload?.(new Event('load')));
      },
      get(this: HTMLImageElement) {
        return src?.get?.call(this) as string;
      },
    });
    try {
      await renderWithRouter(<CompanySetupPage />, { path: '/employer/company-profile-setup' });
      const form = await screen.findByRole('form', { name: 'Company profile' });
      fireEvent.change(within(form).getByLabelText('Company logo: choose an image'), {
        target: { files: [image('Logo Final.jpg')] },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Crop the logo' });
      expect(await within(dialog).findByRole('slider', { name: 'Zoom' })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
      const use = await within(dialog).findByRole('button', { name: 'Use this crop' });
      await waitFor(() => expect(use.matches(':disabled')).toBe(false));
      await act(async () => fireEvent.click(use));
      await waitFor(() => expect(got).toHaveLength(1));
      expect(drawImage).toHaveBeenCalledWith(expect.anything(), 10, 20, 800, 800, 0, 0, 512, 512);
      expect(toBlob.mock.calls[0]?.[1]).toBe('image/jpeg');
      expect(got[0]?.purpose).toBe('image');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop the logo' })).toBeNull());
    } finally {
      if (src) Object.defineProperty(HTMLImageElement.prototype, 'src', src);
    }
  });

  it('tells a team member that the owner sets up the company', async () => {
    asEmployer(member(['post_jobs']));
    await renderWithRouter(<CompanySetupPage />);
    expect(await screen.findByText('Only the company owner sets up the profile')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Company profile' })).toBeNull();
  });

  it('offers the next steps, with the public company page by its slug', async () => {
    await renderWithRouter(<SetupSuccessPage />);
    const link = await screen.findByRole('link', { name: 'View your public company page' });
    expect(link.getAttribute('href')).toBe(`/company-profile?slug=${owner.company.slug}`);
    expect(screen.getByRole('link', { name: 'Post your first job' }).getAttribute('href')).toBe('/employer/job-type');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/employer/home');
  });
});
