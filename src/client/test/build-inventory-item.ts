import type { TInventoryItem } from '#common/schemas/inventory.ts';

let sequence = 0;

/** For component tests: an item of a studio (issue 28), a watercolor tube, full, one, not wished for, unless said otherwise. */
export function buildInventoryItem(overrides: Partial<TInventoryItem> & Pick<TInventoryItem, 'paintName'>): TInventoryItem {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    cataloguePaintId: null,
    manufacturer: null,
    pigmentCode: null,
    hexCode: '#808080',
    medium: 'Watercolor',
    seriesName: null,
    lightfastness: null,
    opacity: null,
    granulation: null,
    staining: null,
    form: 'tube',
    level: 'full',
    count: 1,
    wish: false,
    note: null,
    buyLink: null,
    ...overrides,
  };
}
