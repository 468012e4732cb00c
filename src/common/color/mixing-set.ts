/**
 * Issue 29: where "Match a colour" looks in the whole catalogue for partners in a mix. A painter
 * mixing a colour reaches for paints near it and for a standard mixing set: a warm and a cool of
 * each primary, a green, a violet, the earths, a black and a white. These are that set's colours,
 * as points in colour space (approximate masstones, not facts about any tube): the catalogue tube
 * nearest each, of the medium asked, stands for it (decision 028).
 */
export const MIXING_SET_POINTS: readonly { name: string; hexCode: string; watercolour?: false }[] = [
  { name: 'cool yellow', hexCode: '#F7E21B' },
  { name: 'warm yellow', hexCode: '#FFC61A' },
  { name: 'orange', hexCode: '#F2741D' },
  { name: 'warm red', hexCode: '#E1352B' },
  { name: 'cool red', hexCode: '#D22D58' },
  { name: 'magenta', hexCode: '#9E2052' },
  { name: 'violet', hexCode: '#4B2A6B' },
  { name: 'warm blue', hexCode: '#27357E' },
  { name: 'cool blue', hexCode: '#0E3A6B' },
  { name: 'sky blue', hexCode: '#2A7AB0' },
  { name: 'cool green', hexCode: '#0B5D4E' },
  { name: 'warm green', hexCode: '#5B7A2A' },
  { name: 'yellow earth', hexCode: '#C9952E' },
  { name: 'red earth', hexCode: '#A94D34' },
  { name: 'dark earth', hexCode: '#5A3A28' },
  { name: 'grey earth', hexCode: '#6B5A3E' },
  { name: 'black', hexCode: '#2A2826' },
  // A watercolour is lightened with water (the paper is its white), not with a white paint.
  { name: 'white', hexCode: '#F4F2EC', watercolour: false },
];
