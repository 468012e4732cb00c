import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppFooter } from './app-footer';

describe('the footer', () => {
  it('holds the affiliate disclosure and links to the Data sources page', () => {
    render(
      <MemoryRouter>
        <AppFooter />
      </MemoryRouter>,
    );
    expect(screen.getByRole('contentinfo').textContent).toContain('the owner may earn a commission');
    expect(screen.getByRole('link', { name: 'Data sources' }).getAttribute('href')).toBe('/sources');
  });
});
