import { useEffect, useRef, useState } from 'react';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import type { TAuthDialogView } from '#client/lib/auth/auth-dialog-context.ts';
import { useConfig } from '#client/lib/config/config-context.tsx';
import { focusMainContent } from '#client/lib/main-content.ts';
import { TEXTS } from '#common/constants.ts';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

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
  // Leaving the reset view removes the button that had focus, which would drop focus on the dialog
  // itself, so the sign-in e-mail field takes it (the reset view's field always does). Only then:
  // on a tab switch focus must stay on the tab.
  const [focusSignInEmail, setFocusSignInEmail] = useState(false);
  // The landing page's 'Get Started', where focus would return, goes away once someone signs in.
  const signedIn = useRef(false);
  // Coming back from Google with the browser's Back button restores this page from the
  // back-forward cache, still busy from the redirect that left it.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  function changeOpen(next: boolean) {
    if (!next) setFocusSignInEmail(false);
    onOpenChange(next);
  }
  function closeSignedIn() {
    signedIn.current = true;
    changeOpen(false);
  }
  function leaveReset() {
    setFocusSignInEmail(true);
    onViewChange('signin');
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) changeOpen(next);
      }}
    >
      <DialogContent
        title={TEXTS.auth.dialogTitle(productName)}
        description={TEXTS.auth.dialogSubtitle}
        closable={!busy}
        // The first field of the view shown (the e-mail, or the sign-up's name), not the close button.
        onOpenAutoFocus={(event) => {
          const field = event.currentTarget instanceof HTMLElement ? event.currentTarget.querySelector('input') : null;
          if (!field) return;
          event.preventDefault();
          field.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (!signedIn.current) return;
          signedIn.current = false;
          event.preventDefault();
          focusMainContent();
        }}
      >
        {view === 'reset' ? (
          <ResetRequestForm busy={busy} onBusyChange={setBusy} onSent={leaveReset} onBack={leaveReset} />
        ) : (
          <Tabs
            value={view}
            onValueChange={(value) => {
              setFocusSignInEmail(false);
              onViewChange(value === 'signup' ? 'signup' : 'signin');
            }}
          >
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
                autoFocusEmail={focusSignInEmail}
                onBusyChange={setBusy}
                onForgotPassword={() => onViewChange('reset')}
                onSignedIn={closeSignedIn}
              />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm busy={busy} onBusyChange={setBusy} onSignedUp={closeSignedIn} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
