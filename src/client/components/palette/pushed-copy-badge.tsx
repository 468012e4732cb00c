import { clsx } from 'clsx';
import { useConfig } from '#client/lib/config/config-context.tsx';
import type { TPalette } from '#common/schemas/palette.ts';

/**
 * Says that a palette is the brand's, pushed to everyone by its curators (decision 014): it reads
 * like the curated master it shows, and the badge is what tells a user's own palettes from it.
 */
export function PushedCopyBadge({ palette, className }: { palette: Pick<TPalette, 'isPushedByAdmin'>; className?: string }) {
  const { brandName } = useConfig();
  if (!palette.isPushedByAdmin) return null;
  return (
    <p
      className={clsx(
        'flex w-fit max-w-full items-center gap-1 rounded-md bg-paper px-2 py-0.5 text-xs font-medium text-ink ring-1 ring-line',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 shrink-0 text-accent-text" fill="currentColor">
        {/* A seal: the brand's mark on what it curates. */}
        <path d="M8 1.5 9.6 3l2.2-.2.5 2.1 1.9 1.1-.9 2 .9 2-1.9 1.1-.5 2.1-2.2-.2L8 14.5 6.4 13l-2.2.2-.5-2.1-1.9-1.1.9-2-.9-2 1.9-1.1.5-2.1 2.2.2z" />
      </svg>
      <span className="min-w-0 break-words">From {brandName}</span>
    </p>
  );
}
