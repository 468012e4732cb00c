import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { buildPalette, fakePaletteApi, PALETTE_ID } from '#client/test/fake-palette-api.ts';
import { CollaborationSettings } from './collaboration-settings';

function renderSettings() {
  const palette = buildPalette({ collaborationEnabled: true, collaborationCompany: 'Studio' });
  const api = fakePaletteApi({ palette, colors: [] });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CollaborationSettings palette={palette} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe("an admin's collaboration website", () => {
  it('says at the field what is no website, and saves a bare domain as its https address', async () => {
    const { api, user } = renderSettings();
    const website = screen.getByRole('textbox', { name: 'Company website' });
    const save = screen.getByRole('button', { name: 'Save collaboration settings' });

    for (const typed of ['studio example', 'mailto:paint@studio.example']) {
      await user.clear(website);
      await user.type(website, typed);
      await user.click(save);
      expect(website.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Enter a website address, such as studio.example.').id).toBe(
        website.getAttribute('aria-describedby')?.split(' ').at(-1),
      );
      expect(website).toBe(document.activeElement);
    }
    expect(api.requests).toEqual([]);

    await user.clear(website);
    await user.type(website, 'studio.example');
    expect(website.getAttribute('aria-invalid')).toBeNull();
    await user.click(save);
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    expect(website).toHaveProperty('value', 'https://studio.example');
    expect(api.requests).toEqual([
      {
        method: 'PUT',
        path: `/api/palettes/${PALETTE_ID}`,
        body: { collaborationEnabled: true, collaborationCompany: 'Studio', collaborationUrl: 'https://studio.example' },
      },
    ]);
  });
});
