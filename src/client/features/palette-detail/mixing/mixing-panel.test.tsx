import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer } from '#client/test/api-mocks.ts';
import { buildMix } from '#client/test/build-mix.ts';
import { recipeColor } from '#common/color/color-match.ts';
import { tintStrip, washStrip } from '#common/color/paint-mix.ts';
import type { TColor } from '#common/schemas/color.ts';
import type { TMix } from '#common/schemas/mix.ts';
import { MixingPanel } from './mixing-panel';
import { savedRecipeOnPalette } from './saved-recipe';

const color = (id: string, paintName: string, hexCode: string) => ({ id, paintName, manufacturer: 'Daniel Smith', hexCode }) as TColor;
const COLORS = [
  color('y', 'Hansa Yellow Medium', '#FFDE00'),
  color('u', 'French Ultramarine', '#1530B6'),
  color('s', 'Burnt Sienna', '#A94D34'),
];

const scrolled = vi.fn();

beforeEach(() => {
  // The nearest catalogue paint of each mix: none here, as the server says it, one answer per colour asked.
  apiServer.use(
    http.get('/api/paints/nearest', ({ request }) => {
      const hexCodes = (new URL(request.url).searchParams.get('hex') ?? '').split(',').filter(Boolean);
      return answer(
        request,
        hexCodes.map((hexCode) => ({ hexCode, paint: null, deltaE: null })),
      );
    }),
  );
  // jsdom lays nothing out: a scroll is recorded.
  Element.prototype.scrollIntoView = scrolled;
});

describe('a recipe opened in the mixing preview (issue 29)', () => {
  it('chooses its colours and shows it first, at its parts and wash strength, in the colour "Match a colour" gave it', async () => {
    const opened = {
      parts: [
        { colorId: 'y', parts: 6 },
        { colorId: 'u', parts: 1 },
      ],
      strength: 0.5,
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MixingPanel colors={COLORS} medium="Watercolor" opened={opened} />
      </QueryClientProvider>,
    );
    const choices = screen.getByRole('group', { name: 'Colors to mix' });
    expect(
      within(choices)
        .getByRole('button', { name: /Hansa Yellow Medium/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(choices)
        .getByRole('button', { name: /French Ultramarine/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    const [first] = within(await screen.findByRole('list', { name: 'Mixes' })).getAllByRole('listitem');
    const { hexCode } = recipeColor({
      target: '#000000',
      paints: [
        { hexCode: '#FFDE00', parts: 6 },
        { hexCode: '#1530B6', parts: 1 },
      ],
      strength: 0.5,
    });
    expect(first?.textContent).toContain(`Recipe: 6 Hansa Yellow Medium : 1 French Ultramarineabout half strength${hexCode}`);
    // The preview is brought into view.
    expect(scrolled).toHaveBeenCalled();
  });
});

describe('how each mix is lightened, by the medium (issue 42)', () => {
  const BLUE_AND_YELLOW = [
    { hexCode: '#FFDE00', parts: 1 },
    { hexCode: '#1530B6', parts: 1 },
  ];

  async function mixBlueAndYellow(medium: string) {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MixingPanel colors={COLORS} medium={medium} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Mix Hansa Yellow Medium/ }));
    await userEvent.click(screen.getByRole('button', { name: /Mix French Ultramarine/ }));
    const mixes = within(await screen.findByRole('list', { name: 'Mixes' })).getAllByRole('listitem');
    expect(mixes).toHaveLength(3);
    // 1 : 3, 1 : 1, 3 : 1: the even mix is the second.
    return { mixes, even: mixes[1]?.textContent ?? '' };
  }

  it('shows a gouache mix with its tints with titanium white: as it is, 1 : 1 and 1 : 3', async () => {
    const { mixes, even } = await mixBlueAndYellow('Gouache');
    for (const mix of mixes) {
      expect(mix.textContent).toContain('Tints with white: full, 1:1, 1:3');
      expect(mix.textContent).not.toContain('Wash');
    }
    expect(even).toContain(`Tints with white: full, 1:1, 1:3: ${tintStrip(BLUE_AND_YELLOW).join(', ')}`);
  });

  it('shows a watercolor mix with its wash, as before', async () => {
    const { even } = await mixBlueAndYellow('Watercolor');
    expect(even).toContain(`Wash: full, ½, ¼: ${washStrip(BLUE_AND_YELLOW).join(', ')}`);
    expect(even).not.toContain('Tints');
  });

  it.each(['Oil', 'Acrylic'])('shows an %s mix with no strip', async (medium) => {
    const { mixes } = await mixBlueAndYellow(medium);
    for (const mix of mixes) expect(mix.textContent).not.toMatch(/Tints|Wash/);
  });
});

/** The watercolor mixing preview of these colors with two of them chosen: its choices and the mixes shown. */
async function mixTwo(colors: readonly TColor[], first: RegExp, second: RegExp) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MixingPanel colors={colors} medium="Watercolor" />
    </QueryClientProvider>,
  );
  const choices = screen.getByRole('group', { name: 'Colors to mix' });
  fireEvent.click(within(choices).getByRole('button', { name: first }));
  fireEvent.click(within(choices).getByRole('button', { name: second }));
  return { choices, items: within(await screen.findByRole('list', { name: 'Mixes' })).getAllByRole('listitem') };
}

describe('the most neutral mix of two complements (issue 42)', () => {
  it('is offered first and said so, in place of the fixed ratio it falls on', async () => {
    const { items } = await mixTwo(COLORS, /French Ultramarine/, /Burnt Sienna/);
    const labels = items.map((item) => item.querySelector('.text-ink')?.textContent);
    expect(labels).toEqual([
      'Most neutral: 1 French Ultramarine : 3 Burnt Sienna',
      '1 French Ultramarine : 1 Burnt Sienna',
      '3 French Ultramarine : 1 Burnt Sienna',
    ]);
  });
});

describe('what each color mixes by (issue 42, decision 034)', () => {
  it('says which colors mix as their pigments reflect and which by their color alone, and the orange and cobalt grey', async () => {
    const withPigments = (id: string, paintName: string, hexCode: string, pigmentCode: string | null) =>
      ({ ...color(id, paintName, hexCode), manufacturer: 'M. Graham', pigmentCode }) as TColor;
    const colors = [
      withPigments('o', 'Cadmium Orange', '#FF6A1A', 'PO20'),
      withPigments('c', 'Cobalt Blue', '#0054BE', 'PB28'),
      withPigments('s', 'Burnt Sienna', '#A94D34', 'PBr7'),
    ];
    const { choices, items } = await mixTwo(colors, /Cadmium Orange/, /Cobalt Blue/);
    expect(screen.getByText('Mixed as their pigments reflect light: Cadmium Orange, Cobalt Blue.')).toBeTruthy();
    expect(screen.queryByText(/Mixed from the color alone/)).toBeNull();
    // Textbook complements: the most neutral mix comes first.
    expect(items[0]?.textContent).toMatch(/^Most neutral: 5 Cadmium Orange : 6 Cobalt Blue/);
    fireEvent.click(within(choices).getByRole('button', { name: /Burnt Sienna/ }));
    expect(await screen.findByText('Mixed from the color alone (no pigment whose curve is known): Burnt Sienna.')).toBeTruthy();
  });
});

describe('savedRecipeOnPalette', () => {
  const mix = (paints: TMix['paints']) => buildMix({ paints });

  it('finds each paint of a saved mix on the palette by name, maker and swatch; none when one is missing', () => {
    const saved = mix([
      { paintName: 'french ultramarine', manufacturer: 'Daniel Smith', hexCode: '#1530b6', parts: 1 },
      { paintName: 'Burnt Sienna', manufacturer: 'Daniel Smith', hexCode: '#A94D34', parts: 6 },
    ]);
    expect(savedRecipeOnPalette(saved, COLORS)).toEqual({
      parts: [
        { colorId: 'u', parts: 1 },
        { colorId: 's', parts: 6 },
      ],
      strength: 1,
    });
    expect(
      savedRecipeOnPalette(mix([{ paintName: 'Burnt Sienna', manufacturer: 'Schmincke', hexCode: '#A94D34', parts: 1 }]), COLORS),
    ).toBeNull();
    expect(
      savedRecipeOnPalette(mix([{ paintName: 'Burnt Sienna', manufacturer: 'Daniel Smith', hexCode: '#8A3B12', parts: 1 }]), COLORS),
    ).toBeNull();
  });
});
