import { type ReactNode, useId } from 'react';

interface AdminCardProps {
  title: string;
  description?: ReactNode;
  /** Beside the title, e.g. the button that opens the card's form. */
  action?: ReactNode;
  children?: ReactNode;
}

/** One of the panel's cards: a titled region, so screen-reader users can jump between them. */
export function AdminCard({ title, description, action, children }: AdminCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-line bg-surface p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
