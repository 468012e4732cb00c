import { describe, expect, it } from 'vitest';
import { spreadRound } from './label-ring';

/** The angle from a to b, either way round, in [0, 180]. */
const apart = (a: number, b: number) => Math.abs(((((b - a) % 360) + 540) % 360) - 180);

/** Each label and the next (the last and the first too) at least `gap` apart. */
function expectSpaced(angles: number[], gap: number) {
  angles.forEach((angle, index) => {
    const next = angles[(index + 1) % angles.length] ?? angle;
    expect(apart(angle, next)).toBeGreaterThanOrEqual(gap - 1e-9);
  });
}

describe('spreadRound', () => {
  it('leaves labels that have room where they want to be', () => {
    expect(spreadRound([10, 100, 200, 300], 10)).toEqual([10, 100, 200, 300]);
  });

  it('spreads labels that want one angle evenly about it', () => {
    const angles = spreadRound([90, 90, 90], 10);
    expect(angles.map((angle) => Math.round(angle * 1e6) / 1e6)).toEqual([80, 90, 100]);
  });

  it('spreads a crowd across 0° about its middle, in order', () => {
    const angles = spreadRound([358, 359, 0, 1, 2], 8);
    expectSpaced(angles, 8);
    expect(angles.map((angle) => Math.round(angle))).toEqual([344, 352, 0, 8, 16]);
  });

  it('moves a crowd only as far as its neighbours let it, keeping its order round the circle', () => {
    // Ten labels wanting 40° to 49° beside two at 60° and 62°: the crowd pushes them on.
    const wanted = [...Array.from({ length: 10 }, (_, index) => 40 + index), 60, 62, 200];
    const angles = spreadRound(wanted, 9);
    expectSpaced(angles, 9);
    expect(angles.at(-1)).toBe(200);
    const unwrapped = angles.map((angle) => (angle > 300 ? angle - 360 : angle));
    expect([...unwrapped].sort((a, b) => a - b)).toEqual(unwrapped);
  });

  it('fills the circle when it has to, as evenly as its gaps allow', () => {
    const wanted = Array.from({ length: 36 }, (_, index) => (index * 3) % 360);
    const angles = spreadRound(wanted, 10);
    expectSpaced(angles, 10);
  });

  it('refuses more labels than the circle holds', () => {
    expect(() =>
      spreadRound(
        Array.from({ length: 37 }, () => 0),
        10,
      ),
    ).toThrow(/do not fit/);
  });
});
