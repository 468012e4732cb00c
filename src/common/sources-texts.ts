// Issue 42, item 8 ("Credit where it is due"): the Data sources page, linked from every page's
// footer. What each source is and supplies comes from data/sources/sources.json, never from here.
export const SOURCES_TEXTS = {
  path: '/sources',
  footerLink: 'Data sources',
  title: 'Data sources',
  description: 'Where the paint catalogue’s names, colours, pigment codes and ratings come from, and under which licence each is used.',
  intro:
    'The paint catalogue is built from the sources below. Each is named with its licence and what it supplies, and the project keeps the data it took from each in the files listed.',
  site: 'Source',
  licence: 'Licence',
  supplies: 'Supplies',
  commits: 'Commits used',
  files: 'In the project',
  reportHeading: 'Spotted a wrong fact?',
  report:
    'Makers reformulate and charts get misread. If a paint’s name, colour number, swatch, pigment codes or rating is wrong, report it: every report is checked against the maker’s chart and the sources above.',
} as const;
