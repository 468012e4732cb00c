import { Link } from 'react-router';
import { FullPageStatus } from '#client/components/full-page-status.tsx';
import { SignInToOpen } from '#client/components/sign-in-to-open.tsx';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { serverMessageOf } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { useMailedLinkParams } from '#client/lib/use-mailed-link-params.ts';
import { ACCOUNT_TEXTS } from '#common/account-texts.ts';
import { useDeleteAccount } from '../api/delete-account';
import { DeletionConsequences } from './deletion-consequences';

const PARAMS = ['token'] as const;

/**
 * The page the mailed deletion link opens (/delete-account?token=…, issue 30). The link is not the
 * confirmation (mail scanners open links): the signed-in owner confirms here, and the request
 * carries the token. It is taken out of the address at once, so no page view or history keeps it.
 */
export function DeleteAccountScreen() {
  const { token } = useMailedLinkParams(PARAMS);
  const { status, sessionUser, user } = useAuth();
  const remove = useDeleteAccount();

  if (!token) return <FullPageStatus>{ACCOUNT_TEXTS.linkPageMissing}</FullPageStatus>;
  if (status === 'loading' || (sessionUser && !user)) return <FullPageStatus busy>{ACCOUNT_TEXTS.linkPageLoading}</FullPageStatus>;
  if (!user) return <SignInToOpen reason={ACCOUNT_TEXTS.linkPageSignIn} />;
  const busy = remove.isPending || remove.isSuccess;
  const failure = remove.isError ? (serverMessageOf(remove.error) ?? ACCOUNT_TEXTS.deleteFailed.description) : null;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <div className="space-y-5 rounded-xl border border-line bg-surface p-5 sm:p-8">
        <h1 className="text-2xl font-semibold text-ink">{ACCOUNT_TEXTS.linkPageHeading}</h1>
        <p className="text-ink">{ACCOUNT_TEXTS.linkPageLead(user.email)}</p>
        <DeletionConsequences heading="h2" />
        {failure ? (
          <p role="alert" className="text-sm text-danger-text">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to="/" className={buttonClasses('secondary')}>
            {ACCOUNT_TEXTS.linkPageCancel}
          </Link>
          <Button variant="destructive" disabled={busy} onClick={() => remove.mutate({ userId: user.id, confirmation: { token } })}>
            {busy ? ACCOUNT_TEXTS.deleteBusy : ACCOUNT_TEXTS.confirmDelete}
          </Button>
        </div>
      </div>
    </section>
  );
}
