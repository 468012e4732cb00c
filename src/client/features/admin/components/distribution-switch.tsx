import { useConfirm } from '#client/components/ui/confirm-provider.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { TEXTS } from '#common/constants.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { useToggleDistribution } from '../api/toggle-distribution';

/**
 * A master's distribution switch (spec §2, §4), labelled with its state as the spec words it. Each
 * way asks first, since distributing writes into every artist's library.
 */
export function DistributionSwitch({ palette, describedBy }: { palette: TPalette; describedBy: string }) {
  const toggle = useToggleDistribution();
  const confirm = useConfirm();
  const on = palette.isDistributed;

  async function change() {
    const isDistributed = !on;
    const request = isDistributed
      ? { question: TEXTS.admin.confirmDistribute, confirmLabel: TEXTS.admin.distributeLabel }
      : { question: TEXTS.admin.confirmHide, confirmLabel: TEXTS.admin.hideLabel };
    if (!(await confirm(request))) return;
    toggle.mutate(
      { id: palette.id, isDistributed },
      {
        onSuccess: ({ userCount }) => toast(isDistributed ? TEXTS.admin.distributed(userCount) : TEXTS.admin.hidden(userCount)),
        onError: (error) => toast(withServerReason(TEXTS.admin.updateFailed, error), 'destructive'),
      },
    );
  }

  return (
    <Switch checked={on} pending={toggle.isPending} onToggle={() => void change()} aria-describedby={describedBy}>
      {on ? TEXTS.admin.distributedLabel : TEXTS.admin.notDistributedLabel}
    </Switch>
  );
}
