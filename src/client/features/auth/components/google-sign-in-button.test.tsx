import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPublicConfig } from '../../../../common/schemas/public-config';
import { ConfigProvider } from '../../config';
import { GoogleSignInButton } from './google-sign-in-button';

const CONFIG: TPublicConfig = {
  productName: 'Palette Library',
  brandName: 'Studio Watercolors',
  brandUrl: 'https://example.com/',
  partnerUrl: 'https://example.com/',
  creatorUrl: 'https://example.com/',
  gaMeasurementId: null,
  googleSignIn: false,
  passwordPolicy: {
    minLength: 6,
    maxLength: 128,
    requireLowercase: false,
    requireUppercase: false,
    requireNumeric: false,
    requireNonAlphanumeric: false,
  },
};

function renderWith(googleSignIn: boolean) {
  return render(
    <ConfigProvider config={{ ...CONFIG, googleSignIn }}>
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
