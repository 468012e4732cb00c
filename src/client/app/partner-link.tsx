import { clsx } from 'clsx';
import { useConfig } from '#client/lib/config/config-context.tsx';

/** The brand partner's site, in every header (spec: header), opening in a new tab. */
export function PartnerLink({ className }: { className?: string }) {
  const { brandName, partnerUrl } = useConfig();
  return (
    <a
      href={partnerUrl}
      target="_blank"
      rel="noopener"
      className={clsx(
        'inline-flex min-h-11 items-center rounded-md px-2 text-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline',
        className,
      )}
    >
      {brandName}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
