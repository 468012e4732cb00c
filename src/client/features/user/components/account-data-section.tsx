import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ACCOUNT_TEXTS } from '#common/account-texts.ts';
import type { TUser } from '#common/schemas/user.ts';
import { useDownloadAccountData } from '../api/export-account';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Issue 30: Profile Settings' "Your data": download all of it, or delete the account. */
export function AccountDataSection({ user }: { user: TUser }) {
  const download = useDownloadAccountData();
  const [deleting, setDeleting] = useState(false);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-line pt-5">
      <h3 id={headingId} className="font-semibold text-ink">
        {ACCOUNT_TEXTS.sectionHeading}
      </h3>
      <p className="text-sm text-ink-muted">{ACCOUNT_TEXTS.downloadHint}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate(user.id)}>
          {download.isPending ? ACCOUNT_TEXTS.downloadBusy : ACCOUNT_TEXTS.download}
        </Button>
        <Button variant="destructive" onClick={() => setDeleting(true)}>
          {ACCOUNT_TEXTS.deleteOpen}
        </Button>
      </div>
      <DeleteAccountDialog user={user} open={deleting} onOpenChange={setDeleting} />
    </section>
  );
}
