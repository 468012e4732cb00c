import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZColor, type TColor } from '../../../../common/schemas/color';
import { apiJson } from '../../../lib/api-client';

export async function getPaletteColors(paletteId: string): Promise<TColor[]> {
  return z.array(ZColor).parse(await apiJson(`/api/colors/palette/${encodeURIComponent(paletteId)}`));
}

/** Every mutation of a palette's colors (add, edit, remove, move) updates or invalidates this key. */
export function paletteColorsQueryKey(paletteId: string) {
  return ['colors', 'palette', paletteId] as const;
}

export function paletteColorsQueryOptions(paletteId: string) {
  return queryOptions({ queryKey: paletteColorsQueryKey(paletteId), queryFn: () => getPaletteColors(paletteId) });
}

export function usePaletteColors(paletteId: string) {
  return useQuery(paletteColorsQueryOptions(paletteId));
}
