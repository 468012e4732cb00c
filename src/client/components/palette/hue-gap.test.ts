import { describe, expect, it } from 'vitest';
import { hueChromaOf } from '#common/color/color-values.ts';
import { hueGapText, hueName, hueRangeWords, widestHueGap } from './hue-gap';

const paint = (paintName: string, hexCode: string) => ({ paintName, hexCode });
const hueOf = (hex: string) => hueChromaOf(hex).hue ?? Number.NaN;

/**
 * What the family bounds rest on: paints as their makers' charts show them (data/paints, colours as
 * recorded by artistassistapp, Apache-2.0; see data/sources) and CSS named colours (W3C CSS Color 4),
 * each with the family painters put it in. The CIE LCh hue (D65, culori) of each is in the comment;
 * the bounds lie between the nearest ones either side. Left out for sitting on a bound: golds such
 * as Isoindoline Yellow (73.1°) and Holbein Indian Yellow (73.7°), between orange and yellow.
 */
const REFERENCES: [hex: string, what: string, family: string][] = [
  ['#D63469', 'Schmincke Magenta (7.8°)', 'magenta'],
  ['#BC2154', 'Holbein Quinacridone Magenta PR122 (10.0°)', 'magenta'],
  ['#F72A97', 'W&N Opera Rose (353.9°)', 'magenta'],
  ['#C25D93', 'W&N Permanent Magenta PV19 (347.2°)', 'magenta'],
  ['#8A2A6A', 'Schmincke Brilliant Red Violet (341.8°)', 'magenta'],
  ['#FF1493', 'CSS deeppink (356.1°)', 'magenta'],
  ['#8E2137', 'M. Graham Alizarin Crimson PR83 (17.5°)', 'crimson'],
  ['#8C2335', 'W&N Permanent Alizarin Crimson (19.2°)', 'crimson'],
  ['#CA2B41', 'W&N Permanent Rose PV19 (24.1°)', 'crimson'],
  ['#B22636', 'Daniel Smith Pyrrol Crimson PR264 (25.5°)', 'crimson'],
  ['#AA182D', 'W&N Alizarin Crimson PR83 (26.4°)', 'crimson'],
  ['#DC143C', 'CSS crimson (25.3°)', 'crimson'],
  ['#D31C37', 'Daniel Smith Permanent Red Deep (27.1°)', 'red'],
  ['#E8404A', 'W&N Winsor Red PR254 (27.5°)', 'red'],
  ['#D7292E', 'Daniel Smith Pyrrol Red PR254 (33°)', 'red'],
  ['#E72D2C', 'Daniel Smith Pyrrol Scarlet PR255 (35°)', 'red'],
  ['#FF0000', 'CSS red (40.0°)', 'red'],
  ['#FF4500', 'CSS orangered (45.5°)', 'orange'],
  ['#FF5500', 'Daniel Smith Pyrrol Orange PO73 (48°)', 'orange'],
  ['#FF832B', 'Daniel Smith Permanent Orange PO62 (57°)', 'orange'],
  ['#FF9B07', 'W&N Cadmium Orange PO20 (69.2°)', 'orange'],
  ['#FFAB37', 'W&N Winsor Orange (72.2°)', 'orange'],
  ['#EBA01E', 'M. Graham Gamboge (75.3°)', 'yellow'],
  ['#E29A06', 'Daniel Smith Nickel Azo Yellow PY150 (76.5°)', 'yellow'],
  ['#FFB700', 'Daniel Smith New Gamboge (79.9°)', 'yellow'],
  ['#FFD700', 'CSS gold (91.3°)', 'yellow'],
  ['#FFDE00', 'Daniel Smith Hansa Yellow Medium PY97 (94°)', 'yellow'],
  ['#FEEC00', 'W&N Winsor Lemon PY175 (98.0°)', 'yellow'],
  ['#FFFF00', 'CSS yellow (102.9°)', 'yellow'],
  ['#D2DB00', 'Holbein Leaf Green (105.4°)', 'yellow-green'],
  ['#858F1D', 'Daniel Smith Green Gold (108.1°)', 'yellow-green'],
  ['#9ACD32', 'CSS yellowgreen (119.7°)', 'yellow-green'],
  ['#45682C', 'W&N Permanent Sap Green (129.4°)', 'yellow-green'],
  ['#52C624', 'Daniel Smith Phthalo Yellow Green (132.7°)', 'yellow-green'],
  ['#008000', 'CSS green (136.0°)', 'green'],
  ['#1F6F3D', "Daniel Smith Hooker's Green (149.7°)", 'green'],
  ['#007647', 'Daniel Smith Phthalo Green (Yellow Shade) PG36 (155.9°)', 'green'],
  ['#008C6F', 'W&N Viridian PG18 (170.6°)', 'green'],
  ['#006756', 'W&N Winsor Green (Blue Shade) PG7 (175.5°)', 'green'],
  ['#00A994', 'Holbein Cobalt Green PG19 (179.3°)', 'green'],
  ['#40E0D0', 'CSS turquoise (185.2°)', 'turquoise'],
  ['#00FFFF', 'CSS cyan (196.4°)', 'turquoise'],
  ['#00BBBD', 'Daniel Smith Cobalt Teal Blue PG50 (198.0°)', 'turquoise'],
  ['#00A8AE', 'W&N Cobalt Turquoise Light PG50 (201.9°)', 'turquoise'],
  ['#00B6D2', 'Holbein Horizon Blue (221.3°)', 'turquoise'],
  ['#00B0DB', 'Daniel Smith Manganese Blue Hue (235.2°)', 'turquoise'],
  ['#00BFFF', 'CSS deepskyblue (247.5°)', 'blue'],
  ['#46A4D8', 'Daniel Smith Cerulean Blue PB35 (251.7°)', 'blue'],
  ['#0080B8', 'Daniel Smith Cerulean Blue Chromium PB36 (256.9°)', 'blue'],
  ['#1C75D1', 'W&N Cobalt Blue PB28 (279.3°)', 'blue'],
  ['#293C77', 'W&N Winsor Blue (Green Shade) PB15:3 (289.6°)', 'blue'],
  ['#084CD1', 'Daniel Smith French Ultramarine PB29 (295.3°)', 'blue'],
  ['#1526BA', 'W&N French Ultramarine PB29 (302.8°)', 'blue'],
  ['#4F388B', 'Daniel Smith Cobalt Blue Violet PV49 (305.7°)', 'violet'],
  ['#8D6BBB', 'Daniel Smith Ultramarine Violet PV15 (308.8°)', 'violet'],
  ['#503569', 'M. Graham Dioxazine Purple PV23 (312.0°)', 'violet'],
  ['#D051C8', 'W&N Cobalt Violet PV14 (329.5°)', 'violet'],
  ['#E283C9', 'Daniel Smith Cobalt Violet PV14 (335.9°)', 'violet'],
];

describe('hueName', () => {
  it.each(REFERENCES)('%s, %s, is %s', (hex, _what, family) => {
    expect(hueName(hueOf(hex))).toBe(family);
  });

  it('reads any angle, past a full turn and below 0° too', () => {
    expect([hueName(360 + 94), hueName(-10), hueName(0)]).toEqual(['yellow', 'magenta', 'magenta']);
  });
});

describe('hueRangeWords', () => {
  it.each([
    // Between a yellow and a red lies orange.
    [hueOf('#E72D2C'), hueOf('#FFDE00'), 'from red through orange to yellow'],
    // Two families side by side, and a stretch inside one.
    [150, 200, 'from green to turquoise'],
    [260, 290, 'among the blues'],
    // Across 0°: from violet through magenta and crimson to red.
    [320, 400, 'from violet through magenta and crimson to red'],
    // All the way round from a blue back to blue.
    [300, 612, 'from blue through violet, magenta, crimson, red, orange, yellow, yellow-green, green and turquoise to blue'],
  ])('%d° to %d° is "%s"', (from, to, words) => {
    expect(hueRangeWords(from, to - from)).toBe(words);
  });
});

describe('widestHueGap', () => {
  it('finds the widest stretch of hue with no color, across 0° too', () => {
    const yellow = paint('Hansa Yellow', '#FCD200');
    const blue = paint('Phthalo Blue', '#002185');
    const red = paint('Pyrrol Scarlet', '#DF3A2B');
    const gap = widestHueGap([yellow, blue, red]);
    // Yellow to blue (no greens) is the widest of the three stretches.
    expect(gap).toMatchObject({ before: 'Hansa Yellow', after: 'Phthalo Blue' });
    expect(gap?.width).toBeCloseTo(hueOf(blue.hexCode) - hueOf(yellow.hexCode), 6);
    if (!gap) throw new Error('a gap was expected');
    expect(hueGapText(gap)).toMatch(
      /^Widest gap in hue: \d+°, from yellow through yellow-green, green and turquoise to blue \(between Hansa Yellow and Phthalo Blue\)\.$/,
    );
    // A palette with no reds: the widest stretch wraps past 0°, from violet round to yellow.
    const noReds = [yellow, paint('Sap Green', '#3F8F3A'), paint('Cerulean', '#2A7AB0'), paint('Dioxazine Violet', '#5B2C83')];
    const wrapped = widestHueGap(noReds);
    expect(wrapped).toMatchObject({ before: 'Dioxazine Violet', after: 'Hansa Yellow' });
    expect(wrapped && hueGapText(wrapped)).toContain(', from violet through magenta, crimson, red and orange to yellow (');
  });

  it('calls a gap over turquoise turquoise, not blue, in a palette of three blues', () => {
    // A split-primary palette with its three blues at 252° to 303°: the empty stretch runs from
    // the sap green over the turquoises, where the old single word ('blue', at its middle) misled.
    const palette = [
      paint('Permanent Sap Green', '#45682C'),
      paint('Cerulean Blue', '#46A4D8'),
      paint('Winsor Blue (Green Shade)', '#293C77'),
      paint('French Ultramarine', '#1526BA'),
      paint('Permanent Rose', '#CA2B41'),
      paint('Pyrrol Scarlet', '#E72D2C'),
      paint('Hansa Yellow Medium', '#FFDE00'),
      paint('Winsor Lemon', '#FEEC00'),
    ];
    const gap = widestHueGap(palette);
    expect(gap).toMatchObject({ before: 'Permanent Sap Green', after: 'Cerulean Blue' });
    if (!gap) throw new Error('a gap was expected');
    expect(Math.round(gap.width)).toBe(122);
    const text = hueGapText(gap);
    expect(text).toBe(
      'Widest gap in hue: 122°, from yellow-green through green and turquoise to blue (between Permanent Sap Green and Cerulean Blue).',
    );
    expect(text).not.toMatch(/around blue|among the blues/);
  });

  it('leaves out greys and needs two hues', () => {
    expect(widestHueGap([paint('Payne’s Grey', '#3E4A52'), paint('Hansa Yellow', '#FCD200')])).toBeNull();
    // The same paint twice: one hue, no gap between them to speak of.
    expect(widestHueGap([paint('Hansa Yellow', '#FCD200'), paint('Hansa Yellow Medium', '#FCD200')])).toBeNull();
  });
});
