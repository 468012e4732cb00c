/**
 * Issue 15: how a palette's chart is shown, on screen and on paper alike: in values (greyscale by
 * CIE L*, each swatch with its L* number) and with the hue/chroma wheel.
 */
export interface TChartViews {
  values: boolean;
  wheel: boolean;
}

export const PLAIN_CHART: TChartViews = { values: false, wheel: false };
