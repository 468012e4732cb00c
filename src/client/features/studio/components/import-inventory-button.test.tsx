import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildItem, fakeStudioApi } from '../test/fake-studio-api';
import { renderStudio } from '../test/render-studio';

const CSV = 'Paint name,Manufacturer,Hex,Form,Level,Count\nPerylene Maroon,Daniel Smith,#6B1F2A,tube,full,1\n';
const file = (text: string) => new File([text], 'my-paints.csv', { type: 'text/csv' });

describe('importing a spreadsheet into the studio', () => {
  it('sends the file, says what was added, and shows the paints', async () => {
    const api = fakeStudioApi();
    api.state.importAnswer = { imported: 1, raised: 2, badRows: [] };
    const { user } = renderStudio('/studio');
    await screen.findByText('Your studio is empty');
    // The server took the rows: the list is asked for again.
    api.state.items.push(buildItem({ paintName: 'Perylene Maroon', manufacturer: 'Daniel Smith' }));
    await user.upload(screen.getByLabelText('CSV file to import'), file(CSV));
    expect(await screen.findByText('1 paint added, 2 paints counted again.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Perylene Maroon' })).toBeTruthy();
    expect(api.requests).toEqual([{ method: 'POST', path: '/api/inventory/import', body: CSV }]);
  });

  it('lists the rows that stopped an import, each with its line and reason, and adds nothing', async () => {
    const api = fakeStudioApi({ items: [buildItem({ paintName: 'Sap Green' })] });
    api.state.importAnswer = {
      imported: 0,
      raised: 0,
      badRows: [
        { line: 3, reason: 'Hex must be # followed by six hex digits.' },
        { line: 7, reason: 'Level must be full, half, low or empty.' },
      ],
    };
    const { user } = renderStudio('/studio');
    await screen.findByRole('heading', { name: 'Sap Green' });
    await user.upload(screen.getByLabelText('CSV file to import'), file(CSV));
    const dialog = await screen.findByRole('dialog', { name: 'Nothing was imported from my-paints.csv' });
    const rows = within(dialog).getByRole('list', { name: 'Rows that could not be read' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Line 3: Hex must be # followed by six hex digits.', 'Line 7: Level must be full, half, low or empty.']);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('1 paint').getAttribute('role')).toBe('status');
  });

  it('says why when the server refuses the file as a whole', async () => {
    const api = fakeStudioApi();
    api.refuseNext('POST', /\/api\/inventory\/import$/, 400, 'The file has no Paint name column.', 'BAD_REQUEST');
    const { user } = renderStudio('/studio');
    await screen.findByText('Your studio is empty');
    await user.upload(screen.getByLabelText('CSV file to import'), file('Name\nx\n'));
    expect(await screen.findByText('Import failed')).toBeTruthy();
    expect(screen.getByText('The file has no Paint name column.')).toBeTruthy();
  });
});
