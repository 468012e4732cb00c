import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import type { TPalette } from '#common/schemas/palette.ts';
import { CheckIcon, CopyIcon, SlidersIcon } from './icons';
import { SharePaletteDialog, shareLinkOf } from './share-palette-dialog';
import { SHARE_TEXTS } from './share-texts';
import { useCopyLink } from './use-copy-link';

/**
 * Spec §2 palette detail's Share: with link sharing on it copies the share link and says 'Link
 * copied' (spec §8), a tick on the button for 2 s (spec §9); with it off it opens the Share palette
 * dialog, where the link is turned on (issue 41). Those who may share keep that dialog beside it
 * ('Sharing options'): invitations, the shared page's notes, the link switch.
 */
export function SharePaletteButton({ palette }: { palette: TPalette }) {
  const [open, setOpen] = useState(false);
  const { copied, copy } = useCopyLink(shareLinkOf(palette.id));
  const linkOn = palette.shareEnabled;
  if (!linkOn && !palette.abilities.share) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => (linkOn ? void copy() : setOpen(true))}>
        {linkOn ? copied ? <CheckIcon /> : <CopyIcon /> : null}
        Share
      </Button>
      {linkOn && palette.abilities.share ? (
        <Button variant="secondary" className="size-11 px-0" onClick={() => setOpen(true)}>
          <SlidersIcon />
          <span className="sr-only">{SHARE_TEXTS.sharingOptions}</span>
        </Button>
      ) : null}
      <SharePaletteDialog palette={palette} open={open} onOpenChange={setOpen} onCloseAutoFocus={() => undefined} />
    </>
  );
}
