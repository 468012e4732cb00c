import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogProvider } from '#client/app/auth-dialog-provider.tsx';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { AuthProvider } from '#client/lib/auth/auth-provider.tsx';
import { authClient } from '#client/lib/auth-client.ts';
import { ConfigProvider } from '#client/lib/config/config-context.tsx';
import { answer, answerEmpty, apiServer, refuse } from '#client/test/api-mocks.ts';
import { buildUser } from '#client/test/build-user.ts';
import { TEST_CONFIG } from '#client/test/public-config.ts';
import { AccountDataSection } from './account-data-section';
import { DeleteAccountScreen } from './delete-account-screen';

const ANA = buildUser();
const TOKEN = 'a'.repeat(43);
const SESSION = {
  session: {
    id: 's-1',
    userId: 'identity-1',
    token: 't',
    expiresAt: '2099-01-01T00:00:00.000Z',
    createdAt: ANA.createdAt,
    updatedAt: ANA.createdAt,
  },
  user: { id: 'identity-1', email: ANA.email, name: ANA.name, emailVerified: true, createdAt: ANA.createdAt, updatedAt: ANA.createdAt },
};

/** A refusal the account routes give: the API's `{ message, code }` with its status. */
interface Refusal {
  status: number;
  code: string;
  message: string;
}

/** The account routes behind the mock server: what was asked, and the refusals a test chooses. */
function fakeAccountApi(options: { providers?: string[]; deleteRefusals?: Refusal[]; exportRefusal?: Refusal } = {}) {
  const asked: { route: string; body: unknown }[] = [];
  let signedIn = true;
  const note = async (request: Request) => {
    const entry: { route: string; body: unknown } = { route: `${request.method} ${new URL(request.url).pathname}`, body: undefined };
    asked.push(entry);
    const text = await request.text();
    entry.body = text ? JSON.parse(text) : undefined;
  };
  apiServer.use(
    http.get('/api/auth/get-session', async ({ request }) => {
      await note(request);
      return answer(request, signedIn ? SESSION : null);
    }),
    http.post('/api/auth/sign-out', async ({ request }) => {
      await note(request);
      signedIn = false;
      return answer(request, { success: true });
    }),
    http.get('/api/user/email/:email', async ({ request, params }) => {
      await note(request);
      return params.email === ANA.email ? answer(request, ANA) : refuse(request, 404, 'NOT_FOUND', 'Not found.');
    }),
    http.get('/api/auth/list-accounts', async ({ request }) => {
      await note(request);
      return answer(
        request,
        (options.providers ?? ['credential']).map((providerId) => ({ providerId })),
      );
    }),
    http.get(`/api/users/${ANA.id}/export`, async ({ request }) => {
      await note(request);
      const refusal = options.exportRefusal;
      if (refusal) return refuse(request, refusal.status, refusal.code, refusal.message);
      // A ZIP, not JSON: answer() checks JSON bodies only.
      return new HttpResponse('PK', {
        headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="my-data-2026-01-02.zip"' },
      });
    }),
    http.post(`/api/users/${ANA.id}/deletion-link`, async ({ request }) => {
      await note(request);
      return answer(request, { message: 'Link sent.' });
    }),
    http.delete(`/api/users/${ANA.id}`, async ({ request }) => {
      await note(request);
      const refusal = options.deleteRefusals?.shift();
      return refusal ? refuse(request, refusal.status, refusal.code, refusal.message) : answerEmpty(request);
    }),
  );
  return { asked, routes: () => asked.map(({ route }) => route).filter((route) => !route.includes('get-session')) };
}

function renderAt(path: string, page: ReactNode) {
  authClient.$store.notify('$sessionSignal');
  const frame = (
    <AuthProvider>
      <AuthDialogProvider>
        <Outlet />
      </AuthDialogProvider>
    </AuthProvider>
  );
  const router = createMemoryRouter(
    [
      {
        element: frame,
        children: [
          { path: '/', element: <h1>Landing page</h1> },
          { path: '/settings', element: page },
          { path: '/delete-account', element: page },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider config={TEST_CONFIG}>
        <RouterProvider router={router} />
      </ConfigProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
  vi.restoreAllMocks();
});

async function openDeleteDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('alertdialog', { name: 'Delete your account?' });
}

describe("Profile Settings' data section", () => {
  it('downloads the data under the name the server gives, and says why when it is refused', async () => {
    const refusal = 'You have downloaded your data several times recently. Please try again later.';
    fakeAccountApi({ exportRefusal: { status: 429, code: 'RATE_LIMITED', message: refusal } });
    const { user } = renderAt('/settings', <AccountDataSection user={ANA} />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(refusal)).toBeTruthy();

    fakeAccountApi();
    URL.createObjectURL = vi.fn(() => 'blob:data');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(saved).toEqual(['my-data-2026-01-02.zip']));
  });

  it('says what goes and what stays, refuses a wrong password where it was typed, then deletes and signs out', async () => {
    const wrong = { status: 403, code: 'FORBIDDEN', message: 'That password is not right.' };
    const api = fakeAccountApi({ deleteRefusals: [wrong] });
    const { user, router } = renderAt('/settings', <AccountDataSection user={ANA} />);
    const dialog = await openDeleteDialog(user);
    expect(within(dialog).getByRole('heading', { name: 'What is removed' })).toBeTruthy();
    expect(within(dialog).getByText('Master palettes you made as an admin stay with the brand')).toBeTruthy();

    const password = await within(dialog).findByLabelText('Your password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password.')).toBeTruthy();
    await user.type(password, 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('That password is not right.')).toBeTruthy();
    expect(password).toBe(document.activeElement);

    await user.clear(password);
    await user.type(password, 'correct-horse-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Account deleted')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(api.asked.filter(({ route }) => route.startsWith('DELETE')).map(({ body }) => body)).toEqual([
      { password: 'not-it' },
      { password: 'correct-horse-1' },
    ]);
    // Signed out after the deletion, not before.
    expect(api.routes().indexOf('POST /api/auth/sign-out')).toBeGreaterThan(api.routes().lastIndexOf(`DELETE /api/users/${ANA.id}`));
  });

  it('offers an account without a password only the mailed link, and says where it went', async () => {
    const api = fakeAccountApi({ providers: ['google'] });
    const { user } = renderAt('/settings', <AccountDataSection user={ANA} />);
    const dialog = await openDeleteDialog(user);
    expect(await within(dialog).findByText(/Your account has no password/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Your password')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Email me a link' }));
    expect(await within(dialog).findByText(/We sent a link to ana@example.com/)).toBeTruthy();
    expect(api.routes()).toContain(`POST /api/users/${ANA.id}/deletion-link`);
    expect(api.routes().some((route) => route.startsWith('DELETE'))).toBe(false);
  });
});

describe('the page the mailed link opens', () => {
  it('takes the token out of the address, and deletes only when the signed-in owner confirms', async () => {
    const expired = {
      status: 403,
      code: 'FORBIDDEN',
      message: 'This link has expired or was already used. Ask for a new one in Profile Settings.',
    };
    const api = fakeAccountApi({ deleteRefusals: [expired] });
    const { user, router } = renderAt(`/delete-account?token=${TOKEN}`, <DeleteAccountScreen />);
    expect(await screen.findByRole('heading', { name: 'Delete your account' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(api.routes().some((route) => route.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/expired or was already used/);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeTruthy();
    expect(api.asked.filter(({ route }) => route.startsWith('DELETE')).map(({ body }) => body)).toEqual([
      { token: TOKEN },
      { token: TOKEN },
    ]);
  });
});
