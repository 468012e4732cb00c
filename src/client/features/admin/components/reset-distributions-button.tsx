import { Button } from '../../../components/ui/button';
import { withServerReason } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useResetAllDistributions } from '../api/reset-all-distributions';
import { TEXTS } from '../../../../common/constants';

/** Spec §4: takes back every pushed copy and undistributes every master, after a confirmation. */
export function ResetDistributionsButton() {
  const reset = useResetAllDistributions();

  function confirmAndReset() {
    if (!window.confirm(TEXTS.admin.confirmReset)) return;
    reset.mutate(undefined, {
      onSuccess: (counts) => toast(TEXTS.admin.reset(counts)),
      onError: (error) => toast(withServerReason(TEXTS.admin.updateFailed, error), 'destructive'),
    });
  }

  return (
    <Button variant="secondary" disabled={reset.isPending} onClick={confirmAndReset}>
      {reset.isPending ? TEXTS.admin.resetting : TEXTS.admin.resetAll}
    </Button>
  );
}
