import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiServer } from '#client/test/api-mocks.ts';
import { buildInventoryItem } from '#client/test/build-inventory-item.ts';
import { buildColor } from '#client/test/fake-palette-api.ts';
import type { TColor } from '#common/schemas/color.ts';
import type { TInventoryItem } from '#common/schemas/inventory.ts';
import type { TMix } from '#common/schemas/mix.ts';
import type { TCataloguePaint, TPaintMatch } from '#common/schemas/paints.ts';
import { ColorMatchDialog } from './color-match-dialog';
import { COLORS, opened, PALETTE_ID, renderDialog, SearchOnThisThread, stubCatalogueSearch } from './test-match';

beforeEach(() => {
  opened.mockReset();
  vi.stubGlobal('Worker', SearchOnThisThread);
});

describe('Match a colour', () => {
  it('gives the closest single paint, two-paint and three-paint mixes of the palette for a colour typed, with dilution and ΔE00', async () => {
    const user = renderDialog('Watercolor');
    await user.click(screen.getByRole('button', { name: 'Match a colour' }));
    const dialog = screen.getByRole('dialog', { name: 'Match a colour' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Colour to match' }), '#4F7030');
    const pairs = await within(dialog).findByRole('region', { name: 'Two paints' });
    const [best] = within(pairs).getAllByRole('listitem');
    // A green from a yellow and a blue, as a painter mixes it.
    expect(best?.textContent).toMatch(
      /^\d Hansa Yellow Medium : \d French Ultramarine(full strength|about half strength|about quarter strength)ΔE00 \d+\.\d, (indistinguishable: the eye cannot tell them apart|close match|near: you will see the difference side by side|far: no good mix from these paints) #[0-9A-F]{6}Open in mixing preview$/,
    );
    expect(within(dialog).getByRole('region', { name: 'One paint' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Three paints' })).toBeTruthy();
  });

  it('says what a hex must be, and searches nothing until it is one', async () => {
    const user = renderDialog('Oil');
    await user.click(screen.getByRole('button', { name: 'Match a colour' }));
    const field = screen.getByRole('textbox', { name: 'Colour to match' });
    await user.type(field, '#4F70');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Hex must be # followed by six hex digits.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'One paint' })).toBeNull();
    // Six digits, without '#': a colour; in oil, no dilution is given.
    await user.clear(field);
    await user.type(field, 'a94d34');
    const singles = await screen.findByRole('region', { name: 'One paint' });
    expect(within(singles).getAllByRole('listitem')[0]?.textContent).toMatch(/^1 Burnt SiennaΔE00 0\.\d, indistinguishable/);
  });

  it('matches a catalogue paint the palette lacks, found by its name, and says which', async () => {
    stubCatalogueSearch();
    const user = renderDialog('Watercolor');
    await user.click(screen.getByRole('button', { name: 'Match a colour' }));
    await user.type(screen.getByRole('combobox', { name: 'Or a paint from the catalogue' }), 'quinac');
    await user.click(await screen.findByRole('option', { name: /Quinacridone Gold/ }));
    expect(screen.getByRole('textbox', { name: 'Colour to match' })).toHaveProperty('value', '#D8932B');
    expect(screen.getByText('Matching Quinacridone Gold, Daniel Smith.')).toBeTruthy();
    // A gold from the palette's yellow and an earth or red.
    const pairs = await screen.findByRole('region', { name: 'Two paints' });
    expect(within(pairs).getAllByRole('listitem')[0]?.textContent).toMatch(/Hansa Yellow Medium/);
    // Typed over, the colour is no longer the paint's.
    await user.type(screen.getByRole('textbox', { name: 'Colour to match' }), '{Backspace}C');
    expect(screen.queryByText(/^Matching/)).toBeNull();
  });

  it('mixes from the paints the person owns instead: each owned paint once, of the palette’s medium, none only wished for', async () => {
    const item = (paintName: string, hexCode: string, more: Partial<TInventoryItem> = {}) =>
      buildInventoryItem({ paintName, manufacturer: 'Daniel Smith', hexCode, ...more });
    const studio = [
      item('Hansa Yellow Medium', '#FFDE00'),
      item('Phthalo Blue (Green Shade)', '#0E4070'),
      item('Phthalo Blue (Green Shade)', '#0E4070', { form: 'pan', count: 2 }),
      item('Quinacridone Gold', '#D8932B', { count: 0, wish: true }),
      item('Sap Green', '#4F7030', { medium: 'Oil' }),
    ];
    apiServer.use(http.get('/api/inventory', ({ request }) => answer(request, studio)));
    const user = renderDialog('Watercolor');
    await user.click(screen.getByRole('button', { name: 'Match a colour' }));
    await user.click(screen.getByRole('radio', { name: 'The paints I own' }));
    await user.type(screen.getByRole('textbox', { name: 'Colour to match' }), '#4F7030');
    const singles = await screen.findByRole('region', { name: 'One paint' });
    expect(
      within(singles)
        .getAllByRole('listitem')
        .map((recipe) => /^1 (.+\))/.exec(recipe.textContent ?? '')?.[1])
        .sort(),
    ).toEqual(['Hansa Yellow Medium (Daniel Smith)', 'Phthalo Blue (Green Shade) (Daniel Smith)']);
    const [pair] = within(screen.getByRole('region', { name: 'Two paints' })).getAllByRole('listitem');
    expect(pair?.textContent).toMatch(/^\d Hansa Yellow Medium \(Daniel Smith\) : \d Phthalo Blue \(Green Shade\) \(Daniel Smith\)/);
    expect(screen.queryByRole('region', { name: 'Three paints' })).toBeNull();
  });

  it('saves a recipe on the palette as it is shown, once, where the palette may be edited', async () => {
    const posted: unknown[] = [];
    apiServer.use(
      http.post('/api/palettes/:id/mixes', async ({ request, params }) => {
        const body = (await request.json()) as Omit<TMix, 'id' | 'paletteId' | 'mixHex' | 'deltaE' | 'createdAt'>;
        posted.push(body);
        const saved: TMix = {
          ...body,
          id: '00000000-0000-4000-8000-0000000000b1',
          paletteId: String(params.id),
          mixHex: '#4F7030',
          deltaE: 1,
          createdAt: new Date().toISOString(),
        };
        return answer(request, saved, 201);
      }),
    );
    const user = renderDialog('Watercolor', true);
    await user.click(screen.getByRole('button', { name: 'Match a colour' }));
    await user.type(screen.getByRole('textbox', { name: 'Colour to match' }), '#4F7030');
    const [best] = within(await screen.findByRole('region', { name: 'Two paints' })).getAllByRole('listitem');
    if (!best) throw new Error('no pair');
    const recipe = /^(\d) Hansa Yellow Medium : (\d) French Ultramarine(full strength|about half strength|about quarter strength)/.exec(
      best.textContent ?? '',
    );
    await user.click(within(best).getByRole('button', { name: /^Save recipe: / }));
    expect(await within(best).findByRole('button', { name: /^Saved: / })).toHaveProperty('disabled', true);
    expect(posted).toEqual([
      {
        targetHex: '#4F7030',
        targetName: null,
        paints: [
          // Their pigments go with them: the server mixes the recipe with their curves, as shown.
          {
            paintName: 'Hansa Yellow Medium',
            manufacturer: 'Daniel Smith',
            hexCode: '#FFDE00',
            pigmentCodes: ['PY97'],
            parts: Number(recipe?.[1]),
          },
          {
            paintName: 'French Ultramarine',
            manufacturer: 'Daniel Smith',
            hexCode: '#1530B6',
            pigmentCodes: ['PB29'],
            parts: Number(recipe?.[2]),
          },
        ],
        strength: { 'full strength': 1, 'about half strength': 0.5, 'about quarter strength': 0.25 }[recipe?.[3] ?? ''],
        notes: null,
      },
    ]);
  });

  it('offers no saving where the palette is read-only', async () => {
    const user = renderDialog('Oil');
    await user.click(screen.getByRole('button', { name: 'Match a colour' }));
    await user.type(screen.getByRole('textbox', { name: 'Colour to match' }), '#A94D34');
    await screen.findByRole('region', { name: 'One paint' });
    expect(screen.queryByRole('button', { name: /Save recipe/ })).toBeNull();
  });

  it('mixes from the whole catalogue on request: each tube the palette lacks with its Buy link and "Add this tube"', async () => {
    const tube = (id: string, paintName: string, hexCode: string, affiliateLink: string | null): TCataloguePaint => ({
      id,
      paintName,
      manufacturer: 'Daniel Smith',
      hexCode,
      defaultHexCode: hexCode,
      pigmentCode: null,
      pigmentCodes: [],
      pigmentNumber: null,
      medium: 'Watercolor',
      seriesName: null,
      productCode: null,
      lightfastness: 'I-Excellent',
      lightfastnessBasis: 'pigment',
      makerLightfastness: null,
      opacity: null,
      granulation: null,
      staining: null,
      affiliateLink,
    });
    const gold = tube('00000000-0000-4000-8000-0000000000d1', 'Quinacridone Gold', '#D8932B', 'https://shop.example/gold');
    const hansa = tube('00000000-0000-4000-8000-0000000000d2', 'Hansa Yellow Medium', '#FFDE00', null);
    const match: TPaintMatch = {
      paints: [gold, hansa],
      singles: [{ parts: [{ paint: 0, parts: 1 }], strength: 1, hexCode: '#D8932B', deltaE: 3.2 }],
      pairs: [
        {
          parts: [
            { paint: 0, parts: 2 },
            { paint: 1, parts: 1 },
          ],
          strength: 0.5,
          hexCode: '#E0A040',
          deltaE: 1.1,
        },
      ],
      triples: [],
    };
    const created: unknown[] = [];
    apiServer.use(
      http.get('/api/paints/match', ({ request }) => {
        const url = new URL(request.url);
        return url.searchParams.get('hex') === '#DDA040' && url.searchParams.get('medium') === 'Watercolor'
          ? answer(request, match)
          : answer(request, { paints: [], singles: [], pairs: [], triples: [] });
      }),
      http.post('/api/colors', async ({ request }) => {
        const body = (await request.json()) as Partial<TColor> & Pick<TColor, 'paletteId' | 'paintName' | 'hexCode'>;
        created.push(body);
        // As the server makes it: the tube in the grid's next free slot, its facts as sent.
        const color: TColor = { ...buildColor(body.paintName, { position: COLORS.length }), ...body };
        return answer(request, color, 201);
      }),
    );
    const user = renderDialog('Watercolor', true);
    await user.click(screen.getByRole('button', { name: 'Match a colour' }));
    await user.click(screen.getByRole('radio', { name: 'The whole catalogue' }));
    await user.type(screen.getByRole('textbox', { name: 'Colour to match' }), '#DDA040');
    const [pair] = within(await screen.findByRole('region', { name: 'Two paints' })).getAllByRole('listitem');
    if (!pair) throw new Error('no pair');
    expect(pair.textContent).toMatch(
      /^2 Quinacridone Gold \(Daniel Smith\) : 1 Hansa Yellow Medium \(Daniel Smith\)about half strengthΔE00 1\.1, indistinguishable: the eye cannot tell them apart/,
    );
    // The palette holds Hansa Yellow Medium of Daniel Smith already: only the gold is offered.
    const tubes = within(pair).getAllByRole('listitem');
    expect(tubes.map((item) => item.textContent?.startsWith('Quinacridone Gold (Daniel Smith)'))).toEqual([true]);
    expect(within(pair).getByRole('link', { name: /^Buy/ }).getAttribute('href')).toBe('https://shop.example/gold');
    await user.click(within(pair).getByRole('button', { name: 'Add this tube: Quinacridone Gold (Daniel Smith)' }));
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      paletteId: PALETTE_ID,
      paintName: 'Quinacridone Gold',
      manufacturer: 'Daniel Smith',
      hexCode: '#D8932B',
      lightfastness: 'I-Excellent',
      medium: 'Watercolor',
      cataloguePaintId: gold.id,
    });
  });

  it('offers no catalogue where the palette has no medium to search it by', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ColorMatchDialog paletteId={PALETTE_ID} colors={COLORS} medium={undefined} editable onOpenRecipe={opened} />
      </QueryClientProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Match a colour' }));
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['palette', 'owned']);
  });

  it('opens a recipe of the palette’s colours in the mixing preview at its parts and strength, and closes', async () => {
    const user = renderDialog('Watercolor');
    await user.click(screen.getByRole('button', { name: 'Match a colour' }));
    await user.type(screen.getByRole('textbox', { name: 'Colour to match' }), '#4F7030');
    const [best] = within(await screen.findByRole('region', { name: 'Two paints' })).getAllByRole('listitem');
    if (!best) throw new Error('no pair');
    const recipe = /^(\d) Hansa Yellow Medium : (\d) French Ultramarine(full strength|about half strength|about quarter strength)/.exec(
      best.textContent ?? '',
    );
    await user.click(within(best).getByRole('button', { name: /^Open in mixing preview: / }));
    expect(opened).toHaveBeenCalledWith({
      parts: [
        { colorId: 'y', parts: Number(recipe?.[1]) },
        { colorId: 'u', parts: Number(recipe?.[2]) },
      ],
      strength: { 'full strength': 1, 'about half strength': 0.5, 'about quarter strength': 0.25 }[recipe?.[3] ?? ''],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
