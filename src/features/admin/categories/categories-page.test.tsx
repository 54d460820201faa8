// The categories screen: the tree of two levels from the server's flat list, moving a sibling,
// the subcategory shown under its parent with no Delete while jobs use it, and a name clash the
// server refuses shown in the rename dialog.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListAdminCategoriesMockHandler, getListAdminCategoriesResponseMock } from '@generated/api/admin/admin.msw';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { CategoriesPage } from './categories-page';
import { moved, toTree } from './tree';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null });
  setSession('token', {
    firstName: 'Morgan',
    lastName: 'Ellis',
    email: 'a@example.com',
    role: 'admin',
    companyName: null,
  });
  server.use(getListAdminCategoriesMockHandler());
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

describe('tree', () => {
  it('groups subcategories under their parent and moves siblings', () => {
    const list = getListAdminCategoriesResponseMock().data;
    const tree = toTree(list);
    expect(tree.map((n) => [n.category.name, n.children.map((c) => c.name)])).toEqual([
      ['Logistics', ['Warehouse operations']],
    ]);
    const [a, b] = list;
    if (!a || !b) throw new Error('the example lists two categories');
    expect(moved([a, b], b._id, -1)).toEqual([b._id, a._id]);
    expect(moved([a, b], a._id, -1)).toBeNull();
  });
});

describe('CategoriesPage', () => {
  it('nests subcategories, hides Delete while jobs use one, and shows a rename clash', async () => {
    await renderWithRouter(<CategoriesPage />, { path: '/admin/categories' });
    const top = await screen.findByRole('listitem', { name: 'Logistics' });
    const sub = within(top).getByRole('listitem', { name: 'Warehouse operations' });
    expect(within(sub).getByText(/used by 4 jobs/)).toBeTruthy();
    expect(within(sub).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect((within(top).getByRole('button', { name: 'Move Logistics up' }) as HTMLButtonElement).disabled).toBe(true);

    server.use(
      http.put('*/client/api/v1/admin/categories/:id/name', () =>
        HttpResponse.json(
          { code: 'ALREADY_EXIST', message: 'The board already has a category “Logistics”', data: null },
          { status: 409 },
        ),
      ),
    );
    fireEvent.click(within(sub).getByRole('button', { name: 'Rename Warehouse operations' }));
    const field = await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.change(field, { target: { value: 'logistics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('The board already has a category “Logistics”')).toBeTruthy();
  });

  it('edits a category’s description and icon, and keeps one with subcategories at the top level', async () => {
    let sent: unknown = null;
    server.use(
      http.put('*/client/api/v1/admin/categories/:id/details', async ({ request }) => {
        sent = await request.json();
        const first = getListAdminCategoriesResponseMock().data[0];
        return HttpResponse.json({ code: 'SUCCESS', message: 'Category saved', data: first });
      }),
    );
    await renderWithRouter(<CategoriesPage />, { path: '/admin/categories' });
    const top = await screen.findByRole('listitem', { name: 'Logistics' });
    fireEvent.click(within(top).getAllByRole('button', { name: 'Edit Logistics' })[0] as HTMLElement);
    await screen.findByRole('textbox', { name: 'Description' });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('It has subcategories, so it stays at the top level.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), {
      target: { value: '  Fleet and depots.  ' },
    });
    const icon = within(dialog).getByRole('textbox', { name: 'Icon' });
    fireEvent.change(icon, { target: { value: 'javascript:alert(1)' } });
    expect(within(dialog).getByText('Use an uploaded file’s /files/ path or an https link')).toBeTruthy();
    fireEvent.change(icon, { target: { value: '/files/fleet.png' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual({ description: 'Fleet and depots.', icon: '/files/fleet.png', parentId: null }),
    );
  });
});
