import { Button } from '#client/components/ui/button.tsx';
import { useAuthDialog } from '#client/lib/auth/auth-dialog-context.ts';
import { FullPageStatus } from './full-page-status';

/** A page only its signed-in owner can see, opened signed out: why it shows nothing, and Sign in. */
export function SignInToOpen({ reason }: { reason: string }) {
  const { openAuthDialog } = useAuthDialog();
  return (
    <FullPageStatus>
      <p>{reason}</p>
      <Button onClick={() => openAuthDialog()}>Sign in</Button>
    </FullPageStatus>
  );
}
