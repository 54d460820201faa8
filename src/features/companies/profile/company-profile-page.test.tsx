import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetCompanyMockHandler, getGetCompanyResponseMock } from '@generated/api/companies/companies.msw';
import { renderWithRouter } from '@/test/render';
import { setupCompaniesTest } from '../test/setup-api';
import { CompanyProfilePage } from './company-profile-page';

const { server } = setupCompaniesTest();

describe('company profile', () => {
  it('shows the company, its facts and its jobs, and names the tab after it', async () => {
    const asked: string[] = [];
    const mock = getGetCompanyResponseMock();
    server.use(
      getGetCompanyMockHandler(({ params }) => {
        asked.push(String(params.id));
        return {
          ...mock,
          data: {
            ...mock.data,
            about: '<p>Forty <em>fulfilment</em> centres.</p><script>window.__x = 1</script><style>*{}</style>',
          },
        };
      }),
    );
    await renderWithRouter(
      <CompanyProfilePage companyRef="northwind-logistics" renderJobs={(c) => <p>Jobs of {c._id}</p>} />,
      { path: '/company-profile?slug=northwind-logistics' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Logistics' })).toBeTruthy();
    expect(asked).toEqual(['northwind-logistics']);
    await waitFor(() => expect(document.title).toBe('Northwind Logistics'));
    const about = screen.getByTestId('company-about');
    expect(within(about).getByText('fulfilment').tagName).toBe('EM');
    expect(about.querySelector('script')).toBeNull();
    expect(about.querySelector('style')).toBeNull();

    const facts = screen.getByRole('region', { name: 'Company facts' });
    expect(within(facts).getByText('1001–5000 employees')).toBeTruthy();
    expect(within(facts).getByText('2011')).toBeTruthy();
    expect(within(facts).getByText('Pune, Maharashtra, India')).toBeTruthy();
    expect(screen.getByText(`Jobs of ${mock.data._id}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/company/northwind-logistics',
    );
  });

  it('shows the benefits and a photo gallery that opens a photo larger', async () => {
    const mock = getGetCompanyResponseMock();
    server.use(
      getGetCompanyMockHandler({
        ...mock,
        data: { ...mock.data, photos: ['/files/company/a.jpg', '/files/company/b.jpg'] },
      }),
    );
    await renderWithRouter(<CompanyProfilePage companyRef="northwind-logistics" renderJobs={() => null} />);
    const benefits = await screen.findByRole('region', { name: 'Benefits' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Health insurance for the family', 'Hybrid work', 'Learning budget']);
    const photos = screen.getByRole('region', { name: 'Photos' });
    const second = within(photos).getByRole('img', { name: 'Photo 2 of Northwind Logistics' });
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.getAttribute('width')).toBe('400');
    expect(second.getAttribute('height')).toBe('300');
    fireEvent.click(within(photos).getByRole('button', { name: 'Photo 2 of Northwind Logistics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of Northwind Logistics' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/files/company/b.jpg');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of Northwind Logistics' })).toBeTruthy();
  });

  it('leaves out benefits and photos when the company has none', async () => {
    const mock = getGetCompanyResponseMock();
    server.use(getGetCompanyMockHandler({ ...mock, data: { ...mock.data, benefits: [], photos: [] } }));
    await renderWithRouter(<CompanyProfilePage companyRef="northwind-logistics" renderJobs={() => null} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Logistics' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Benefits' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Photos' })).toBeNull();
  });

  it('says so when the company does not exist', async () => {
    server.use(
      http.get('*/client/api/v1/company/get/:id', () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'Company not found', data: null }, { status: 404 }),
      ),
    );
    await renderWithRouter(<CompanyProfilePage companyRef="nobody" renderJobs={() => null} />);
    expect(await screen.findByText('This company page is not available')).toBeTruthy();
  });

  it('says so without asking the server when the link names no company', async () => {
    await renderWithRouter(<CompanyProfilePage companyRef={undefined} renderJobs={() => null} />);
    expect(screen.getByText('This company page is not available')).toBeTruthy();
  });
});
