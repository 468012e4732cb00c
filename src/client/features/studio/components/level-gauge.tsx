import type { TInventoryLevel } from '#common/constants.ts';

const FILLED: Record<TInventoryLevel, number> = { full: 3, half: 2, low: 1, empty: 0 };

/**
 * How much is left, drawn as three bars like a battery's, beside the level's word (never instead
 * of it): the bars help the eye run down a shelf of paints.
 */
export function LevelGauge({ level }: { level: TInventoryLevel }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 18 14" className="size-4.5 shrink-0 text-ink-muted">
      {[0, 1, 2].map((bar) => (
        <rect
          key={bar}
          x={1 + bar * 6}
          y={9 - bar * 4}
          width="4"
          height={4 + bar * 4}
          rx="1"
          fill={bar < FILLED[level] ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.2"
        />
      ))}
    </svg>
  );
}
