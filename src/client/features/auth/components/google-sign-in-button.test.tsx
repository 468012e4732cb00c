import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '#client/lib/config/config-context.tsx';
import { TEST_CONFIG } from '#client/test/public-config.ts';
import { GoogleSignInButton } from './google-sign-in-button';

function renderWith(googleSignIn: boolean) {
  return render(
    <ConfigProvider config={{ ...TEST_CONFIG, googleSignIn }}>
      <GoogleSignInButton busy={false} onBusyChange={() => undefined} />
    </ConfigProvider>,
  );
}

describe('the Google sign-in offer', () => {
  it('shows where the server has Google sign-in configured', () => {
    renderWith(true);
    expect((screen.getByRole('button', { name: 'Continue with Google' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is absent where it is not (a button that can only fail is no offer)', () => {
    const { container } = renderWith(false);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.childElementCount).toBe(0);
  });
});
