import type { ToastText } from './constants';
import type { TCatalogueFact } from './schemas/catalogue-care';

/** Issue 42: the words of the admin panel's Catalogue tab and of a painter's "This is wrong". */
export const CATALOGUE_CARE_TEXTS = {
  tab: 'Catalogue',
  coverageTitle: 'Coverage',
  coverageDescription:
    'Each line of the catalogue: its paints, how many name their pigments, how many carry the maker’s own lightfastness (not the pigment’s), how many swatches were estimated, and what painters reported.',
  coverageColumns: ['Paints', 'With pigments', 'Maker’s lightfastness', 'Swatch estimated', 'Open reports'] as const,
  coverageCaption: 'Catalogue coverage by line',
  noLines: 'The catalogue is empty.',
  fixTitle: 'Fix a paint',
  fixDescription: 'Find a paint, correct its facts and say where the correction comes from. The next import keeps what you fixed.',
  searchLabel: 'Find a paint',
  searchHint: 'At least 3 letters of its name or maker.',
  noPaintsFound: 'No paints found',
  sourceLabel: 'Source',
  sourceHint: 'A link to the maker’s page (https://…), or chart or label.',
  save: 'Save fix',
  saving: 'Saving…',
  saved: { title: 'Paint fixed', description: 'The catalogue shows the fix now.' } satisfies ToastText,
  saveFailed: { title: 'Update failed', description: 'Please try again.' } satisfies ToastText,
  nothingChanged: { title: 'Nothing changed', description: 'Every fact is as it was.' } satisfies ToastText,
  /** Each fact as the form's label names it. */
  factLabels: {
    paintName: 'Paint name',
    productCode: 'Product code',
    pigmentCodes: 'Pigment codes',
    hexCode: 'Hex',
    lightfastness: 'Lightfastness',
    opacity: 'Opacity',
    granulation: 'Granulation',
    staining: 'Staining',
  } satisfies Record<TCatalogueFact, string>,
  historyTitle: 'History',
  noHistory: 'No fixes yet.',
  fixedFacts: 'Fixed by hand (imports keep these):',
  importTitle: 'Import a maker’s chart',
  importDescription:
    'A spreadsheet (.xlsx or .csv) in the catalogue’s columns: paint_name, manufacturer, series_name, product_code, pigment_codes, hex_code, medium, lightfastness, opacity, granulation, staining, source. Facts fixed by hand stay as fixed.',
  importFileLabel: 'Chart file',
  importButton: 'Import chart',
  importing: 'Importing…',
  importFailed: { title: 'Import failed', description: 'Please check the file and try again.' } satisfies ToastText,
  importReport: (counts: { inserted: number; updated: number; unchanged: number }, bad: number) =>
    `${counts.inserted} new, ${counts.updated} updated, ${counts.unchanged} unchanged, ${bad} bad ${bad === 1 ? 'row' : 'rows'}`,
  reportsTitle: 'Reports from painters',
  noReports: 'No open reports.',
  resolve: 'Resolve',
  resolved: { title: 'Report resolved' } satisfies ToastText,
  resolveFailed: { title: 'Update failed', description: 'Please try again.' } satisfies ToastText,
  // A painter's side.
  reportButton: 'This is wrong',
  reportTitle: 'What is wrong with this paint?',
  reportDescription: 'Tell us which fact is wrong and, if you can, where the right one is written (the label, the maker’s chart).',
  reportNoteLabel: 'What is wrong',
  send: 'Send',
  sending: 'Sending…',
  reportSent: { title: 'Thank you', description: 'We will check this paint.' } satisfies ToastText,
  reportFailed: { title: 'Could not send', description: 'Please try again.' } satisfies ToastText,
} as const;
