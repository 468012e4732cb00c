import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '#client/lib/config/config-context.tsx';
import { TEST_CONFIG } from '#client/test/public-config.ts';
import type { TDataSource } from '#common/schemas/data-sources.ts';
import listed from '#data/sources/sources.json';
import { DataSourcesScreen } from './data-sources-screen';

const SOURCES: readonly TDataSource[] = listed;

function renderPage() {
  render(
    <ConfigProvider config={TEST_CONFIG}>
      <DataSourcesScreen />
    </ConfigProvider>,
  );
}

/** The card of the source named `name`: its heading's list item. */
function cardOf(name: string): HTMLElement {
  const card = screen.getByRole('heading', { level: 2, name }).closest('li');
  if (!card) throw new Error(`no card holds the heading ${name}`);
  return card;
}

describe('the Data sources page', () => {
  it('is titled Data sources, with a heading per source and one for reporting a wrong fact', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Data sources' })).toBeTruthy();
    expect(document.title).toBe(`Data sources · ${TEST_CONFIG.productName}`);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      ...SOURCES.map((source) => source.name),
      'Spotted a wrong fact?',
    ]);
    expect(screen.getByText(/report it/)).toBeTruthy();
  });

  it('names each source’s licence, what it supplies, and links to the source and its licence', () => {
    renderPage();
    expect(SOURCES.map((source) => source.id)).toEqual([
      'artistassistapp',
      'pigment-database',
      'miniature-paints',
      'makers-charts',
      'pigment-knowledge',
    ]);
    for (const source of SOURCES) {
      const card = within(cardOf(source.name));
      expect(card.getByText(source.supplies)).toBeTruthy();
      if (source.licenceUrl) {
        expect(card.getByRole('link', { name: source.licence }).getAttribute('href')).toBe(source.licenceUrl);
      } else {
        expect(card.getByText(source.licence).tagName).toBe('DD');
      }
      if (source.url) {
        expect(card.getByRole('link', { name: source.url.replace('https://', '') }).getAttribute('href')).toBe(source.url);
      }
      for (const file of source.files) expect(card.getByText(file)).toBeTruthy();
    }
  });

  it('shows the published data sets with their links and commits', () => {
    renderPage();
    const artistAssist = within(cardOf('ArtistAssistApp (eugene-khyst/artistassistapp)'));
    expect(artistAssist.getByRole('link', { name: /^Apache License 2\.0, copyright 2023 Eugene Khyst/ }).getAttribute('href')).toBe(
      'https://www.apache.org/licenses/LICENSE-2.0',
    );
    expect(artistAssist.getByRole('link', { name: 'github.com/eugene-khyst/artistassistapp' }).getAttribute('href')).toBe(
      'https://github.com/eugene-khyst/artistassistapp',
    );
    expect(artistAssist.getByText('4e60239b')).toBeTruthy();
    const miniature = within(cardOf('Miniature Paints (Arcturus5404/miniature-paints)'));
    expect(miniature.getByRole('link', { name: 'MIT License, copyright 2022 Rick Fleuren' }).getAttribute('href')).toBe(
      'https://opensource.org/license/mit',
    );
    expect(miniature.getByRole('link', { name: 'github.com/Arcturus5404/miniature-paints' }).getAttribute('href')).toBe(
      'https://github.com/Arcturus5404/miniature-paints',
    );
    expect(miniature.getByText('22791a68')).toBeTruthy();
    const pigments = within(cardOf('Pigment Database (rhockman/pigment_database)'));
    expect(pigments.getByRole('link', { name: 'MIT License, copyright 2025 Ron Hockman' }).getAttribute('href')).toBe(
      'https://opensource.org/license/mit',
    );
    expect(pigments.getByText('60f702b4')).toBeTruthy();
  });
});
