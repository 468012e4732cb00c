import { FullPageStatus } from '#client/components/full-page-status.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useAuthDialog } from '../auth-dialog-provider';

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
