import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { buildColor } from '#client/test/fake-palette-api.ts';
import type { TColor } from '#common/schemas/color.ts';
import { colorFormValuesOf, ratingOriginOf } from './color-fields';
import { PaintRatingFields } from './color-fields-ratings';

const CATALOGUE_PAINT_ID = '00000000-0000-4000-8000-0000000000c1';

function Form({ color, children }: { color: TColor; children: ReactNode }) {
  const form = useForm({ defaultValues: colorFormValuesOf(color) });
  return <FormProvider {...form}>{children}</FormProvider>;
}

/** The color form's ratings for `color` being edited, as the color form starts them. */
function renderEditing(color: TColor) {
  render(
    <Form color={color}>
      <PaintRatingFields ratingOrigin={ratingOriginOf(color)} />
    </Form>,
  );
  const rating = screen.getByRole('combobox', { name: 'Lightfastness' });
  return { rating, said: () => document.getElementById(rating.getAttribute('aria-describedby') ?? '')?.textContent ?? null };
}

const picked = (origin: Partial<TColor>): TColor => ({
  ...buildColor('Winsor Blue (Green Shade)', { position: 0 }),
  cataloguePaintId: CATALOGUE_PAINT_ID,
  lightfastness: 'I-Excellent',
  ...origin,
});

describe('the color form says where a catalogue paint’s lightfastness comes from (issue 42)', () => {
  it('from the pigment, until the painter rates it otherwise', async () => {
    const { rating, said } = renderEditing(picked({ lightfastnessBasis: 'pigment' }));
    expect(said()).toBe('From the pigment');
    await userEvent.setup().selectOptions(rating, 'III-Fair');
    expect(said()).toBeNull();
    await userEvent.setup().selectOptions(rating, 'I-Excellent');
    expect(said()).toBe('From the pigment');
  });

  it("as the maker's, with the maker's own rating", () => {
    const { said } = renderEditing(picked({ lightfastnessBasis: 'maker', makerLightfastness: '***' }));
    expect(said()).toBe("The maker's rating, *** on its own scale");
  });

  it("says nothing of a rating that is the painter's own, though the color is still the catalogue's paint", () => {
    expect(renderEditing(picked({ lightfastness: 'II-Very Good', lightfastnessBasis: null })).said()).toBeNull();
  });
});
