import { MIXES_HEADING, matchedText } from '#common/mix-texts.ts';

/** Texts of saved mixes on screen (issue 29), beyond the spec's catalogue. */
export const MIX_TEXTS = {
  heading: MIXES_HEADING,
  matched: matchedText,
  remove: 'Delete mix',
  open: 'Open in mixing preview',
  note: 'Note',
  editNote: 'Edit note',
  addNote: 'Add note',
  saveNote: 'Save note',
  noteFailed: { title: 'Could not save the note', description: 'Please try again.' },
  openShort: 'Preview',
  removeQuestion: (recipe: string) => `Delete the mix ${recipe}? It cannot be brought back.`,
  removed: { title: 'Mix deleted' },
  removeFailed: { title: 'Could not delete the mix', description: 'Please try again.' },
} as const;
