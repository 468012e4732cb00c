import { useState } from 'react';
import { useParams } from 'react-router';
import { FullPageStatus } from '#client/components/full-page-status.tsx';
import { useInvite } from '../api/get-invite';
import { InvalidInvitation } from '../components/invalid-invitation';
import { InviteAccepted } from '../components/invite-accepted';
import { InviteCard } from '../components/invite-card';
import { INVITE_TEXTS } from '../invites-texts';

/**
 * Spec §2 /invite/{token}: loading, then the invitation or 'Invalid Invitation' (any failure to
 * read it, spec §8), then 'Palette Added!' once accepted (§4).
 */
export function InviteScreen() {
  const { token = '' } = useParams();
  const invite = useInvite(token);
  // The palette's name once accepted. The link is used up then, so the query is not asked again.
  const [addedName, setAddedName] = useState<string | null>(null);

  if (addedName !== null) return <InviteAccepted paletteName={addedName} />;
  if (invite.isPending) {
    return (
      <FullPageStatus busy>
        <span>{INVITE_TEXTS.loading}</span>
      </FullPageStatus>
    );
  }
  if (invite.isError) return <InvalidInvitation />;
  const view = invite.data;
  return <InviteCard token={token} invite={view} onAccepted={() => setAddedName(view.palette.name)} />;
}
