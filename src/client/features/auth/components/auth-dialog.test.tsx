import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthDialogProvider } from '#client/app/auth-dialog-provider.tsx';
import type { TAuthDialogView } from '#client/lib/auth/auth-dialog-context.ts';
import { useAuthDialog } from '#client/lib/auth/auth-dialog-context.ts';
import { ConfigProvider } from '#client/lib/config/config-context.tsx';
import { TEST_CONFIG } from '#client/test/public-config.ts';

/** Two buttons that open the sign-in dialog, as the landing page's 'Get Started' and a header's 'Sign up' would. */
function Openers() {
  const { openAuthDialog } = useAuthDialog();
  const open = (view: TAuthDialogView) => () => openAuthDialog(view);
  return (
    <>
      <button type="button" onClick={open('signin')}>
        Get Started
      </button>
      <button type="button" onClick={open('signup')}>
        Join
      </button>
    </>
  );
}

function renderOpeners() {
  render(
    <ConfigProvider config={TEST_CONFIG}>
      <AuthDialogProvider>
        <Openers />
      </AuthDialogProvider>
    </ConfigProvider>,
  );
  return userEvent.setup();
}

const dialog = () => screen.findByRole('dialog', { name: 'Welcome to Palette Library' });

describe('the sign-in dialog and focus', () => {
  it('opens on its first field, not on Close, and gives focus back to what opened it', async () => {
    const user = renderOpeners();
    const getStarted = screen.getByRole('button', { name: 'Get Started' });
    await user.click(getStarted);
    const signIn = await dialog();
    await waitFor(() => expect(document.activeElement).toBe(within(signIn).getByLabelText('Email')));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(getStarted);

    // The sign-up view's first field is the name; Close sends focus back as Escape does.
    const join = screen.getByRole('button', { name: 'Join' });
    await user.click(join);
    const signUp = await dialog();
    await waitFor(() => expect(document.activeElement).toBe(within(signUp).getByLabelText('Name')));
    await user.click(within(signUp).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(join);
  });
});
