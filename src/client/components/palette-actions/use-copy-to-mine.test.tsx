import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { buildUser } from '#client/test/build-user.ts';
import { buildPalette } from '#client/test/fake-palette-api.ts';
import { TEXTS } from '#common/constants.ts';
import { useCopyToMine } from './use-copy-to-mine';

const artist = buildUser();

function CopyButton() {
  const { copy } = useCopyToMine(artist);
  const master = buildPalette({ isOriginal: true, isDistributed: true });
  return (
    <button type="button" onClick={() => void copy(master, { open: false })}>
      {TEXTS.palettes.copyLabel}
    </button>
  );
}

/** Clicks 'Copy to my palettes' against a server that answers `status` with `body`. */
async function copyAnswered(status: number, body: unknown) {
  const json = JSON.stringify(body);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(json, { status, headers: { 'content-type': 'application/json' } })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <CopyButton />
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: TEXTS.palettes.copyLabel }));
}

describe("'Copy to my palettes'", () => {
  it("at the palette quota says it is the quota, in the spec's free-limit words, not 'Maximum copies reached'", async () => {
    await copyAnswered(403, {
      message: 'You have reached the maximum of 2 palettes for your account. Delete one to start anew.',
      code: 'QUOTA_EXCEEDED',
    });
    const limit = TEXTS.palettes.freeLimit(2);
    expect(await screen.findByText(limit.title)).toBeTruthy();
    expect(screen.getByText(limit.description)).toBeTruthy();
    expect(screen.queryByText(TEXTS.palettes.maxCopiesTitle)).toBeNull();
  });

  it('says when the person already has a copy', async () => {
    await copyAnswered(409, { message: 'You already have a copy of this palette.', code: 'CONFLICT' });
    expect(await screen.findByText(TEXTS.palettes.copyExists.title)).toBeTruthy();
  });

  it("says the copy is saved under its name with ' (Copy)'", async () => {
    await copyAnswered(201, buildPalette({ name: 'Morning Light (Copy)', userId: artist.id }));
    expect(await screen.findByText('“Morning Light (Copy)” is now in My palettes.')).toBeTruthy();
  });
});
