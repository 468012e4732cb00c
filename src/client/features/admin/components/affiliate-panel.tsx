import { Button } from '#client/components/ui/button.tsx';
import { serverMessageOf, withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { TEXTS } from '#common/constants.ts';
import { useVerifyAffiliateLinks } from '../api/verify-affiliate-links';
import { AdminCard } from './admin-card';

function count(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** Spec §2 Affiliate Links tab: one button that checks every buy link against the spreadsheets. */
export function AffiliatePanel() {
  const verify = useVerifyAffiliateLinks();
  return (
    <AdminCard title="Affiliate Link Verification" description={TEXTS.admin.affiliateExplanation}>
      <div className="flex flex-wrap items-center gap-4">
        <Button
          disabled={verify.isPending}
          onClick={() =>
            verify.mutate(undefined, {
              onError: (error) => toast(withServerReason(TEXTS.admin.verificationFailedToast, error), 'destructive'),
            })
          }
        >
          {verify.isPending ? TEXTS.admin.verifying : TEXTS.admin.verify}
        </Button>
        <div role="status" className="text-sm">
          {verify.isSuccess ? (
            <p>
              <span className="font-medium text-ink">{TEXTS.admin.verificationSucceeded}</span>
              <span className="block text-ink-muted">
                {count(verify.data.linksUpdated, 'link updated', 'links updated')},{' '}
                {count(verify.data.mismatchesResolved, 'mismatch resolved', 'mismatches resolved')}.
              </span>
            </p>
          ) : null}
          {verify.isError ? (
            <p>
              <span className="font-medium text-danger-text">{TEXTS.admin.verificationFailed}</span>
              {serverMessageOf(verify.error) ? <span className="block text-ink-muted">{serverMessageOf(verify.error)}</span> : null}
            </p>
          ) : null}
        </div>
      </div>
    </AdminCard>
  );
}
