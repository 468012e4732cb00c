import { Button } from '#client/components/ui/button.tsx';
import { useConfirm } from '#client/components/ui/confirm-provider.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { TEXTS } from '#common/constants.ts';
import { useResetAllDistributions } from '../api/reset-all-distributions';

/** Spec §4: takes back every pushed copy and undistributes every master, after a confirmation. */
export function ResetDistributionsButton() {
  const reset = useResetAllDistributions();
  const confirm = useConfirm();

  async function confirmAndReset() {
    if (!(await confirm({ question: TEXTS.admin.confirmReset, confirmLabel: TEXTS.admin.resetAll, destructive: true }))) return;
    reset.mutate(undefined, {
      onSuccess: (counts) => toast(TEXTS.admin.reset(counts)),
      onError: (error) => toast(withServerReason(TEXTS.admin.updateFailed, error), 'destructive'),
    });
  }

  return (
    <Button variant="secondary" disabled={reset.isPending} onClick={() => void confirmAndReset()}>
      {reset.isPending ? TEXTS.admin.resetting : TEXTS.admin.resetAll}
    </Button>
  );
}
