import { clsx } from 'clsx';
import type { TPalette } from '../../../../common/schemas/palette';
import { withServerReason } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useToggleDistribution } from '../api/toggle-distribution';
import { ADMIN_TEXTS } from '../admin-texts';

/**
 * A master's distribution switch (spec §2, §4), labelled with its state as the spec words it. Each
 * way asks first, since distributing writes into every artist's library.
 */
export function DistributionSwitch({ palette, describedBy }: { palette: TPalette; describedBy: string }) {
  const toggle = useToggleDistribution();
  const on = palette.isDistributed;

  function change() {
    if (toggle.isPending) return;
    const isDistributed = !on;
    if (!window.confirm(isDistributed ? ADMIN_TEXTS.confirmDistribute : ADMIN_TEXTS.confirmHide)) return;
    toggle.mutate(
      { id: palette.id, isDistributed },
      {
        onSuccess: ({ userCount }) => toast(isDistributed ? ADMIN_TEXTS.distributed(userCount) : ADMIN_TEXTS.hidden(userCount)),
        onError: (error) => toast(withServerReason(ADMIN_TEXTS.updateFailed, error), 'destructive'),
      },
    );
  }

  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-describedby={describedBy}
      // aria-disabled, not disabled: a disabled button would drop the keyboard focus while the request runs.
      aria-disabled={toggle.isPending}
      onClick={change}
      className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm text-ink hover:bg-paper aria-disabled:cursor-wait aria-disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={clsx(
          'relative inline-flex h-6 w-10 shrink-0 rounded-full border transition-colors',
          on ? 'border-accent bg-accent' : 'border-line bg-line',
        )}
      >
        <span
          className={clsx(
            'absolute top-0.5 left-0 size-4.5 rounded-full bg-surface shadow-sm motion-safe:transition-transform',
            on ? 'translate-x-4.5' : 'translate-x-0.5',
          )}
        />
      </span>
      {on ? 'Distributed' : 'Not Distributed'}
    </button>
  );
}
