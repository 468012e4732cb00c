import { describe, expect, it } from 'vitest';
import { makerReader } from './maker-names';

const CATALOGUE = ['Daniel Smith', 'M. Graham', 'Nevskaya Palitra', 'Schmincke', 'Sennelier', 'Winsor & Newton'];
const read = makerReader(CATALOGUE);

describe('makerReader', () => {
  it.each([
    ['Winsor & Newton', 'Winsor & Newton'],
    ['WINSOR AND NEWTON', 'Winsor & Newton'],
    ['W&N', 'Winsor & Newton'],
    ['W & N', 'Winsor & Newton'],
    ['Windsor & Newton', 'Winsor & Newton'],
    ['DS', 'Daniel Smith'],
    ['M Graham', 'M. Graham'],
    ['MGraham', 'M. Graham'],
    ['White Nights', 'Nevskaya Palitra'],
    ['Schminke', 'Schmincke'],
    ['Sennélier', 'Sennelier'],
    // A line of a maker of several is no maker; nor is a maker the catalogue does not hold.
    ['Cotman', null],
    ['Rembrandt', null],
    ['Michael Harding', null],
    ['MH', null],
    ['', null],
  ])('reads %s as %s', (written, known) => {
    expect(read(written)).toBe(known);
  });
});
