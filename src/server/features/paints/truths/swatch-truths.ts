// Issue 25: what the catalogue's swatches must look like, as painters read them (painter-truths.test.ts
// runs them on the shipped catalogue). A paint is named 'Maker|Paint name'.
import type { look } from './painter-truths';
import { DS, WN } from './painter-truths';

/**
 * What the catalogue's swatches must look like. The first truths hold colours the makers' charts
 * recorded as they are; the rest guard what the swatch rules put right (a regression in the data or
 * the rules fails them).
 */
export const SWATCH_TABLE: Array<{ truth: string; paints: string[]; holds: (looks: Array<ReturnType<typeof look>>) => boolean }> = [
  {
    truth: 'Cerulean is greener than cobalt, and cobalt greener than ultramarine',
    paints: [`${WN}|Cerulean Blue`, `${WN}|Cobalt Blue`, `${WN}|French Ultramarine`],
    holds: ([cerulean, cobalt, ultramarine]) =>
      Boolean(cerulean && cobalt && ultramarine && cerulean.hue < cobalt.hue && cobalt.hue < ultramarine.hue),
  },
  {
    truth: 'Quinacridone Rose is a bluer red than Pyrrol Scarlet',
    paints: [`${DS}|Quinacridone Rose`, `${DS}|Pyrrol Scarlet`],
    holds: ([rose, scarlet]) => Boolean(rose && scarlet && rose.hue < scarlet.hue),
  },
  {
    truth: 'Hansa Yellow Light is greener than Hansa Yellow Deep',
    paints: [`${DS}|Hansa Yellow Light`, `${DS}|Hansa Yellow Deep`],
    holds: ([light, deep]) => Boolean(light && deep && light.hue > deep.hue),
  },
  {
    truth: 'Burnt Umber is darker and duller than Burnt Sienna',
    paints: [`${DS}|Burnt Umber`, `${DS}|Burnt Sienna`],
    holds: ([umber, sienna]) => Boolean(umber && sienna && umber.lightness < sienna.lightness && umber.chroma < sienna.chroma),
  },
  {
    truth: 'Yellow Ochre is a duller yellow than Hansa Yellow Medium',
    paints: [`${DS}|Yellow Ochre`, `${DS}|Hansa Yellow Medium`],
    holds: ([ochre, hansa]) => Boolean(ochre && hansa && ochre.chroma + 20 < hansa.chroma),
  },
  {
    truth: 'Daniel Smith French Ultramarine is a deep, red-shade blue',
    paints: [`${DS}|French Ultramarine`],
    holds: ([fu]) => Boolean(fu && fu.lightness <= 32 && fu.hue >= 264),
  },
  ...[
    [`${DS}|Phthalo Blue (Green Shade)`, `${DS}|French Ultramarine`],
    [`${WN}|Winsor Blue (Green Shade)`, `${WN}|French Ultramarine`],
  ].map((paints) => ({
    truth: `${paints[0]?.replace('|', ' ')} is greener than ${paints[1]?.replace('|', ' ')}`,
    paints,
    holds: ([gs, fu]: Array<ReturnType<typeof look>>) => Boolean(gs && fu && gs.hue + 10 <= fu.hue),
  })),
  {
    truth: 'A red-shade phthalo blue sits between the green shade and ultramarine',
    paints: [`${WN}|Winsor Blue (Green Shade)`, `${WN}|Winsor Blue (Red Shade)`, `${WN}|French Ultramarine`],
    holds: ([gs, rs, fu]) => Boolean(gs && rs && fu && gs.hue < rs.hue && rs.hue <= fu.hue),
  },
  {
    truth: 'Every raw umber is a dark earth',
    paints: [`${DS}|Raw Umber`, `${WN}|Raw Umber`, 'Schmincke|Raw umber', 'M. Graham|Raw Umber', 'Holbein|Raw Umber'],
    holds: (umbers) => umbers.every((umber) => umber.lightness <= 40),
  },
  {
    truth: 'Cadmium Red Deep is no lighter than Cadmium Red',
    paints: [`${WN}|Cadmium Red Deep`, `${WN}|Cadmium Red`],
    // Within 1 L*, which no eye tells apart (the swatch rules compare OKLab lightness, which may order two such reds the other way).
    holds: ([deep, red]) => Boolean(deep && red && deep.lightness <= red.lightness + 1),
  },
  {
    // Maimeri's chart was recorded at 288°, a violet: ultramarine violet (PV15) is where that sits.
    truth: 'Every ultramarine is a blue, red of cobalt and short of violet',
    paints: [
      'Maimeri|Ultramarine Blue',
      'Maimeri|Ultramarine Deep',
      'Sennelier|French Ultramarine Blue',
      'Old Holland|Ultramarine Blue',
      'Da Vinci|Ultramarine Blue',
      `${WN}|French Ultramarine`,
    ],
    holds: (blues) => blues.every((blue) => blue.hue >= 262 && blue.hue <= 282),
  },
  {
    truth: 'Every perylene maroon is a dark red',
    paints: [
      `${DS}|Perylene Maroon`,
      `${WN}|Perylene Maroon`,
      'Schmincke|Perylene maroon',
      'Holbein|Perylene Maroon',
      'M. Graham|Maroon Perylene',
    ],
    holds: (maroons) => maroons.every((maroon) => maroon.lightness <= 40),
  },
  {
    truth: 'Dioxazine, manganese and ultramarine violets are masstones, not lavender tints',
    paints: [
      `${WN}|Winsor Violet (Dioxazine)`,
      `${WN}|Permanent Mauve`,
      `${WN}|Ultramarine Violet`,
      `${DS}|Ultramarine Violet`,
      `${DS}|Carbazole Violet`,
    ],
    holds: (violets) => violets.every((violet) => violet.lightness <= 45),
  },
];
