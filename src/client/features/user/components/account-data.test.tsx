import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogProvider } from '#client/app/auth-dialog-provider.tsx';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { AuthProvider } from '#client/lib/auth/auth-provider.tsx';
import { authClient } from '#client/lib/auth-client.ts';
import { ConfigProvider } from '#client/lib/config/config-context.tsx';
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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The account routes behind a stubbed fetch: what was asked, and the answers a test chooses. */
function fakeAccountApi(options: { providers?: string[]; deleteAnswers?: Response[]; exportAnswer?: Response } = {}) {
  const asked: { route: string; body: unknown }[] = [];
  let signedIn = true;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${new URL(input, 'http://localhost:3000').pathname}`;
    asked.push({ route, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    if (route === 'GET /api/auth/get-session') return json(signedIn ? SESSION : null);
    if (route === 'POST /api/auth/sign-out') {
      signedIn = false;
      return json({ success: true });
    }
    if (route === `GET /api/user/email/${encodeURIComponent(ANA.email)}`) return json(ANA);
    if (route === 'GET /api/auth/list-accounts') return json((options.providers ?? ['credential']).map((providerId) => ({ providerId })));
    if (route === `GET /api/users/${ANA.id}/export`) {
      return (
        options.exportAnswer ?? new Response('PK', { headers: { 'Content-Disposition': 'attachment; filename="my-data-2026-01-02.zip"' } })
      );
    }
    if (route === `POST /api/users/${ANA.id}/deletion-link`) return json({ message: 'Link sent.' });
    if (route === `DELETE /api/users/${ANA.id}`) return options.deleteAnswers?.shift() ?? new Response(null, { status: 204 });
    return json({ message: 'Not found.', code: 'NOT_FOUND' }, 404);
  });
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
    fakeAccountApi({ exportAnswer: json({ message: refusal, code: 'RATE_LIMITED' }, 429) });
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
    const wrong = json({ message: 'That password is not right.', code: 'FORBIDDEN' }, 403);
    const api = fakeAccountApi({ deleteAnswers: [wrong] });
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
    const expired = json(
      { message: 'This link has expired or was already used. Ask for a new one in Profile Settings.', code: 'FORBIDDEN' },
      403,
    );
    const api = fakeAccountApi({ deleteAnswers: [expired] });
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
