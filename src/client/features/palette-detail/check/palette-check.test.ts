import { describe, expect, it } from 'vitest';
import type { TColor } from '../../../../common/schemas/color';
import { buildColor } from '../../../test/fake-palette-api';
import { checkFindings, CHECK_TEXTS } from './palette-check-panel';
import { checkPalette, primaryOf } from './palette-check';

let slot = 0;
function paint(paintName: string, fields: Partial<TColor> = {}): TColor {
  slot += 1;
  return { ...buildColor(paintName, { position: slot }), lightfastness: 'I-Excellent', ...fields };
}

// A painter's split-primary palette: a warm and a cool of each primary, all rated I.
const SPLIT_PRIMARY = [
  paint('Pyrrole Scarlet', { hexCode: '#E2372B', pigmentCode: 'PR255' }),
  paint('Quinacridone Rose', { hexCode: '#C2185B', pigmentCode: 'PV19' }),
  paint('New Gamboge', { hexCode: '#F5A71C', pigmentCode: 'PY153' }),
  paint('Hansa Yellow Light', { hexCode: '#F5E94B', pigmentCode: 'PY3' }),
  paint('French Ultramarine', { hexCode: '#2B3C8C', pigmentCode: 'PB29' }),
  paint('Phthalo Blue (Green Shade)', { hexCode: '#0F4C81', pigmentCode: 'PB15:3' }),
];

describe('primaryOf', () => {
  it('reads the standard pigments as painters sort them, and earths, greys and mid hues as no primary', () => {
    expect(primaryOf('#E2372B')).toEqual({ primary: 'red', bias: 'warm' });
    expect(primaryOf('#B5327A')).toEqual({ primary: 'red', bias: 'cool' });
    expect(primaryOf('#F0961A')).toEqual({ primary: 'yellow', bias: 'warm' });
    expect(primaryOf('#F4EC62')).toEqual({ primary: 'yellow', bias: 'cool' });
    expect(primaryOf('#262A5C')).toEqual({ primary: 'blue', bias: 'warm' });
    expect(primaryOf('#2A7AB0')).toEqual({ primary: 'blue', bias: 'cool' });
    // A mid yellow (PY74) and cobalt (PB28) lean neither way.
    expect(primaryOf('#F7C61F')).toEqual({ primary: 'yellow', bias: 'mid' });
    expect(primaryOf('#1F4CA0')).toEqual({ primary: 'blue', bias: 'mid' });
    // Burnt sienna, Payne's grey, a green.
    for (const hex of ['#8A3324', '#40484F', '#2E8B57']) expect(primaryOf(hex), hex).toBeNull();
  });
});

describe('the palette check', () => {
  it('finds nothing to note in a split-primary palette of lightfast paints', () => {
    const check = checkPalette(SPLIT_PRIMARY);
    expect(check).toEqual({ sameSinglePigment: [], mayFade: [], unpairedPrimaries: [] });
    expect(checkFindings(check)).toEqual([]);
  });

  it('names colors of one single pigment, whatever its spelling, but not mixtures that share it', () => {
    const colors = [
      ...SPLIT_PRIMARY,
      paint('Ultramarine Blue', { hexCode: '#2F3F95', pigmentCode: 'P.B. 29' }),
      paint('Ultramarine Turquoise', { hexCode: '#2F6F95', pigmentCode: 'PB29, PG7' }),
      paint('Winsor Blue', { hexCode: '#0F4C81', pigmentCode: 'pb15:3' }),
    ];
    expect(checkPalette(colors).sameSinglePigment).toEqual([
      { code: 'PB15:3', names: ['Phthalo Blue (Green Shade)', 'Winsor Blue'] },
      { code: 'PB29', names: ['French Ultramarine', 'Ultramarine Blue'] },
    ]);
    expect(checkFindings(checkPalette(colors))).toContain(
      CHECK_TEXTS.sameSinglePigment('PB29', ['French Ultramarine', 'Ultramarine Blue']),
    );
  });

  it('lists paints rated III or IV and those without a rating, the most fugitive first', () => {
    const colors = [
      ...SPLIT_PRIMARY,
      paint('Opera Pink', { hexCode: '#E8448F', lightfastness: 'IV-Fugitive' }),
      paint('Aureolin', { hexCode: '#F2E03A', lightfastness: 'III-Fair' }),
      paint('Mystery Green', { hexCode: '#2E8B57', lightfastness: null }),
    ];
    expect(checkFindings(checkPalette(colors))).toEqual([
      'Rated IV-Fugitive for lightfastness, may fade on the wall: Opera Pink.',
      'Rated III-Fair for lightfastness, may fade on the wall: Aureolin.',
      'No lightfastness rating: Mystery Green.',
    ]);
  });

  it('notes a primary with only one side, only a mid one, or none at all', () => {
    const colors = [
      ...SPLIT_PRIMARY.filter((color) => !['Quinacridone Rose', 'New Gamboge', 'Hansa Yellow Light', 'French Ultramarine', 'Phthalo Blue (Green Shade)'].includes(color.paintName)),
      paint('Cobalt Blue', { hexCode: '#1F4CA0', pigmentCode: 'PB28' }),
    ];
    expect(checkFindings(checkPalette(colors))).toEqual([
      'Only a warm red (Pyrrole Scarlet): a cool red would pair with it.',
      'No yellow: neither a warm nor a cool one.',
      'Only a mid blue, neither warm nor cool (Cobalt Blue): a warm and a cool blue would make a pair.',
    ]);
  });
});
