import { Button } from '../../../components/ui/button';
import { withServerReason } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useResetAllDistributions } from '../api/reset-all-distributions';
import { ADMIN_TEXTS } from '../admin-texts';

/** Spec §4: takes back every pushed copy and undistributes every master, after a confirmation. */
export function ResetDistributionsButton() {
  const reset = useResetAllDistributions();

  function confirmAndReset() {
    if (!window.confirm(ADMIN_TEXTS.confirmReset)) return;
    reset.mutate(undefined, {
      onSuccess: (counts) => toast(ADMIN_TEXTS.reset(counts)),
      onError: (error) => toast(withServerReason(ADMIN_TEXTS.updateFailed, error), 'destructive'),
    });
  }

  return (
    <Button variant="secondary" disabled={reset.isPending} onClick={confirmAndReset}>
      {reset.isPending ? 'Resetting...' : 'Reset all distributions'}
    </Button>
  );
}
