import { Button } from '../../../components/ui/button';
import { serverMessageOf } from '../../../lib/api-client';
import { useVerifyAffiliateLinks } from '../api/verify-affiliate-links';
import { ADMIN_TEXTS } from '../admin-texts';
import { AdminCard } from './admin-card';

function count(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** Spec §2 Affiliate Links tab: one button that checks every buy link against the spreadsheets. */
export function AffiliatePanel() {
  const verify = useVerifyAffiliateLinks();
  return (
    <AdminCard title="Affiliate Link Verification" description={ADMIN_TEXTS.affiliateExplanation}>
      <div className="flex flex-wrap items-center gap-4">
        <Button disabled={verify.isPending} onClick={() => verify.mutate()}>
          {verify.isPending ? 'Verifying...' : 'Verify affiliate links'}
        </Button>
        <div role="status" className="text-sm">
          {verify.isSuccess ? (
            <p>
              <span className="font-medium text-ink">{ADMIN_TEXTS.verificationSucceeded}</span>
              <span className="block text-ink-muted">
                {count(verify.data.linksUpdated, 'link updated', 'links updated')},{' '}
                {count(verify.data.mismatchesResolved, 'mismatch resolved', 'mismatches resolved')}.
              </span>
            </p>
          ) : null}
          {verify.isError ? (
            <p>
              <span className="font-medium text-danger-text">{ADMIN_TEXTS.verificationFailed}</span>
              {serverMessageOf(verify.error) ? <span className="block text-ink-muted">{serverMessageOf(verify.error)}</span> : null}
            </p>
          ) : null}
        </div>
      </div>
    </AdminCard>
  );
}
