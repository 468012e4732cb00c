import { splitPigmentQuery } from '#common/pigment-codes.ts';
import type { TCataloguePaint } from '#common/schemas/paints.ts';

let sequence = 0;

/** A catalogue paint as the API answers it: a watercolour with no facts beyond those given. */
export function buildCataloguePaint(
  overrides: Partial<TCataloguePaint> & Pick<TCataloguePaint, 'paintName' | 'manufacturer' | 'hexCode'>,
): TCataloguePaint {
  const pigmentCode = overrides.pigmentCode ?? null;
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-c${String(sequence).padStart(11, '0')}`,
    pigmentCode,
    medium: 'Watercolor',
    seriesName: null,
    lightfastness: null,
    lightfastnessBasis: null,
    makerLightfastness: null,
    opacity: null,
    granulation: null,
    staining: null,
    productCode: null,
    pigmentCodes: splitPigmentQuery(pigmentCode ?? '').codes,
    pigmentNumber: null,
    defaultHexCode: null,
    affiliateLink: null,
    ...overrides,
  };
}
