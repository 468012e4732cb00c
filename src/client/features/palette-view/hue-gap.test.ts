import { describe, expect, it } from 'vitest';
import { hueChromaOf } from '../../../common/color/color-values';
import { hueGapText, hueName, widestHueGap } from './hue-gap';

const paint = (paintName: string, hexCode: string) => ({ paintName, hexCode });

describe('widestHueGap', () => {
  it('finds the widest stretch of hue with no color, across 0° too', () => {
    const yellow = paint('Hansa Yellow', '#FCD200');
    const blue = paint('Phthalo Blue', '#002185');
    const red = paint('Pyrrol Scarlet', '#DF3A2B');
    const gap = widestHueGap([yellow, blue, red]);
    // Yellow to blue (no greens) is the widest of the three stretches.
    expect(gap).toMatchObject({ before: 'Hansa Yellow', after: 'Phthalo Blue' });
    const [h1, h2] = [hueChromaOf(yellow.hexCode).hue ?? 0, hueChromaOf(blue.hexCode).hue ?? 0];
    expect(gap?.width).toBeCloseTo(h2 - h1, 6);
    if (!gap) throw new Error('a gap was expected');
    expect(hueGapText(gap)).toMatch(/^Widest gap in hue: \d+°, around (green|blue-green) \(between Hansa Yellow and Phthalo Blue\)\.$/);
    // A palette with no reds: the widest stretch wraps past 0°, from violet round to yellow.
    const noReds = [yellow, paint('Sap Green', '#3F8F3A'), paint('Cerulean', '#2A7AB0'), paint('Dioxazine Violet', '#5B2C83')];
    const wrapped = widestHueGap(noReds);
    expect(wrapped).toMatchObject({ before: 'Dioxazine Violet', after: 'Hansa Yellow' });
    expect(wrapped && hueGapText(wrapped)).toContain('around red ');
  });

  it('leaves out greys and needs two hues', () => {
    expect(widestHueGap([paint('Payne’s Grey', '#3E4A52'), paint('Hansa Yellow', '#FCD200')])).toBeNull();
    // The same paint twice: one hue, no gap between them to speak of.
    expect(widestHueGap([paint('Hansa Yellow', '#FCD200'), paint('Hansa Yellow Medium', '#FCD200')])).toBeNull();
  });

  it('names the hues painters name', () => {
    expect([hueName(40), hueName(90), hueName(150), hueName(270), hueName(310), hueName(-10)]).toEqual([
      'red',
      'yellow',
      'green',
      'blue',
      'violet',
      'red-violet',
    ]);
  });
});
