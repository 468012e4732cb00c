import { useEffect, useState } from 'react';
import { TEXTS } from '../../../../common/constants';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useConfig } from '../../config';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type TAuthDialogView = 'signin' | 'signup' | 'reset';

interface AuthDialogProps {
  open: boolean;
  view: TAuthDialogView;
  onOpenChange: (open: boolean) => void;
  onViewChange: (view: TAuthDialogView) => void;
}

export function AuthDialog({ open, view, onOpenChange, onViewChange }: AuthDialogProps) {
  const { productName } = useConfig();
  // One flag for the whole dialog: while any request runs, no other action may start or close it.
  const [busy, setBusy] = useState(false);
  // Coming back from Google with the browser's Back button restores this page from the
  // back-forward cache, still busy from the redirect that left it.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const close = () => onOpenChange(false);
  const showSignIn = () => onViewChange('signin');

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <DialogContent
        title={TEXTS.auth.dialogTitle(productName)}
        description={TEXTS.auth.dialogSubtitle}
        closable={!busy}
      >
        {view === 'reset' ? (
          <ResetRequestForm busy={busy} onBusyChange={setBusy} onSent={showSignIn} onBack={showSignIn} />
        ) : (
          <Tabs value={view} onValueChange={(value) => onViewChange(value === 'signup' ? 'signup' : 'signin')}>
            <TabsList className="mb-5">
              <TabsTrigger value="signin" disabled={busy}>
                Sign in
              </TabsTrigger>
              <TabsTrigger value="signup" disabled={busy}>
                Sign up
              </TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm
                busy={busy}
                onBusyChange={setBusy}
                onForgotPassword={() => onViewChange('reset')}
                onSignedIn={close}
              />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm busy={busy} onBusyChange={setBusy} onSignedUp={close} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
