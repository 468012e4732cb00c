import type { TPalette } from '../../../../common/schemas/palette';
import { Switch } from '../../../components/ui/switch';
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
    <Switch checked={on} pending={toggle.isPending} onToggle={change} aria-describedby={describedBy}>
      {on ? 'Distributed' : 'Not Distributed'}
    </Switch>
  );
}
