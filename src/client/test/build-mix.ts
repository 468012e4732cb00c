import type { TMix } from '#common/schemas/mix.ts';

/**
 * For component tests: a recipe saved on a palette (issue 29), a warm grey of French Ultramarine
 * and Burnt Sienna (Daniel Smith) matched to a photo sample, at full strength, without a note,
 * unless said otherwise.
 */
export function buildMix(overrides: Partial<TMix> = {}): TMix {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    paletteId: '00000000-0000-4000-8000-0000000000a1',
    targetHex: '#6B625A',
    targetName: 'Photo sample',
    paints: [
      { paintName: 'French Ultramarine', manufacturer: 'Daniel Smith', hexCode: '#1F3A93', parts: 1 },
      { paintName: 'Burnt Sienna', manufacturer: 'Daniel Smith', hexCode: '#8A3B12', parts: 6 },
    ],
    strength: 1,
    mixHex: '#5E4A3F',
    deltaE: 4.26,
    notes: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}
