import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { answer, apiServer, refuse } from '#client/test/api-mocks.ts';
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

/** Clicks 'Copy to my palettes' against a copy route that answers with `respond`. */
async function copyAnswered(respond: (request: Request) => Response) {
  apiServer.use(http.post('/api/palettes/copy/:id', ({ request }) => respond(request)));
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
    await copyAnswered((request) =>
      refuse(request, 403, 'QUOTA_EXCEEDED', 'You have reached the maximum of 2 palettes for your account. Delete one to start anew.'),
    );
    const limit = TEXTS.palettes.freeLimit(2);
    expect(await screen.findByText(limit.title)).toBeTruthy();
    expect(screen.getByText(limit.description)).toBeTruthy();
    expect(screen.queryByText(TEXTS.palettes.maxCopiesTitle)).toBeNull();
  });

  it('says when the person already has a copy', async () => {
    await copyAnswered((request) => refuse(request, 409, 'CONFLICT', 'You already have a copy of this palette.'));
    expect(await screen.findByText(TEXTS.palettes.copyExists.title)).toBeTruthy();
  });

  it("says the copy is saved under its name with ' (Copy)'", async () => {
    await copyAnswered((request) => answer(request, buildPalette({ name: 'Morning Light (Copy)', userId: artist.id }), 201));
    expect(await screen.findByText('“Morning Light (Copy)” is now in My palettes.')).toBeTruthy();
  });
});
