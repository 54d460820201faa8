import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCreateMasterItemUrl, getListMasterItemsUrl } from '@generated/api/master-data/master-data';
import type { IdName, MasterCreateInput, MasterItem } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { setupProfileTest } from '../test-setup';
import { MasterSelect } from './master-select';

const { server } = setupProfileTest();

beforeAll(() => {
  // jsdom has no layout; Mantine's searchable lists scroll the active option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
});

const item = (id: string, nm: string): MasterItem => ({
  _id: id,
  kind: 'industry',
  nm,
  code: null,
  isOther: false,
  isTenant: false,
  sortOrder: 0,
  meta: null,
});

function listAnswers(items: MasterItem[]) {
  server.use(
    http.post(`*${getListMasterItemsUrl()}`, async ({ request }) => {
      const search = ((await request.json()) as { search?: string }).search?.toLowerCase() ?? '';
      const found = items.filter((i) => i.nm.toLowerCase().includes(search));
      return HttpResponse.json({
        code: 'SUCCESS',
        message: '',
        data: { items: found, pagination: { page: 1, limit: 50, total: found.length, totalPages: 1 } },
      });
    }),
  );
}

function Picker({ onPicked }: { onPicked: (v: IdName | null) => void }) {
  const [value, setValue] = useState<IdName | null>(null);
  return (
    <MasterSelect
      kind="industry"
      label="Industry"
      name="industryId"
      placeholder="Type to search industries"
      nothingFound="No matching industries"
      value={value}
      onChange={(v) => {
        setValue(v);
        onPicked(v);
      }}
    />
  );
}

/** Types as a person does: into the focused box (Mantine ignores writes to an unfocused one). */
function type(text: string) {
  const box = screen.getByRole('combobox', { name: 'Industry' });
  box.focus();
  fireEvent.change(box, { target: { value: text } });
}

describe('choosing from the board’s list or adding to it', () => {
  it('adds a typed industry the list lacks, once, and chooses what the server answers', async () => {
    listAnswers([item('i-1', 'Logistics')]);
    const sent: MasterCreateInput[] = [];
    server.use(
      http.post(`*${getCreateMasterItemUrl()}`, async ({ request }) => {
        sent.push((await request.json()) as MasterCreateInput);
        return HttpResponse.json({
          code: 'SUCCESS',
          message: 'Added',
          data: { ...item('i-9', 'Marine Biology'), isTenant: true },
        });
      }),
    );
    const picked: (IdName | null)[] = [];
    await renderWithRouter(<Picker onPicked={(v) => picked.push(v)} />, { path: '/jobsseekers/profile' });
    type('  Marine   Biology ');
    fireEvent.click(await screen.findByRole('option', { name: 'Add “Marine Biology”' }));
    await waitFor(() => expect(picked).toEqual([{ id: 'i-9', nm: 'Marine Biology' }]));
    expect(sent).toEqual([{ kind: 'industry', nm: 'Marine Biology' }]);
  });

  it('offers no addition when the typed value is listed (whatever its case) or not a valid value', async () => {
    listAnswers([item('i-1', 'Logistics')]);
    await renderWithRouter(<Picker onPicked={() => undefined} />, { path: '/jobsseekers/profile' });
    type('Logistics Hub');
    expect(await screen.findByRole('option', { name: 'Add “Logistics Hub”' })).toBeTruthy();
    type('logistics');
    expect(await screen.findByRole('option', { name: 'Logistics' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /^Add/ })).toBeNull();
    type('<b>');
    expect(await screen.findByText('No matching industries')).toBeTruthy();
    expect(screen.queryByRole('option', { name: /^Add/ })).toBeNull();
  });

  it('says why when the board refuses the value', async () => {
    listAnswers([]);
    server.use(
      http.post(`*${getCreateMasterItemUrl()}`, () =>
        HttpResponse.json(
          { code: 'VALIDATION_ERROR', message: 'nm: too many values added today', data: null },
          { status: 400 },
        ),
      ),
    );
    await renderWithRouter(<Picker onPicked={() => undefined} />, { path: '/jobsseekers/profile' });
    type('Aquaculture');
    fireEvent.click(await screen.findByRole('option', { name: 'Add “Aquaculture”' }));
    expect(await screen.findByText('nm: too many values added today')).toBeTruthy();
  });
});
