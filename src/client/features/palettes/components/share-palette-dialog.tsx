import { useEffect, useState } from 'react';
import { TEXTS, TIMINGS } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { CheckIcon, CopyIcon } from './icons';
import type { PaletteDialogProps } from './palette-dialog-props';

/** Spec §2: the public view's address; the random id is what grants access (decision 006). */
function shareLinkOf(paletteId: string): string {
  return `${window.location.origin}/palette/${paletteId}?share=true`;
}

export function SharePaletteDialog({ palette, open, onOpenChange, onCloseAutoFocus }: PaletteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Share palette"
        description={`Anyone with this link can view “${palette.name}”. They cannot change it.`}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <ShareLink link={shareLinkOf(palette.id)} />
      </DialogContent>
    </Dialog>
  );
}

function ShareLink({ link }: { link: string }) {
  // When the link was last copied; the tick shows for TIMINGS.copyTickMs from then (spec §9).
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  useEffect(() => {
    if (copiedAt === null) return;
    const timer = window.setTimeout(() => setCopiedAt(null), TIMINGS.copyTickMs);
    return () => window.clearTimeout(timer);
  }, [copiedAt]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopiedAt(Date.now());
      toast(TEXTS.palettes.linkCopied);
    } catch {
      // No clipboard (insecure page) or the browser refused: the field still holds the link to copy by hand.
      toast(TEXTS.palettes.copyLinkFailed, 'destructive');
    }
  }

  return (
    <div className="space-y-4">
      <TextField label="Share link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <Button autoFocus className="w-full sm:w-auto" onClick={() => void copy()}>
        {copiedAt === null ? <CopyIcon /> : <CheckIcon />}
        Copy link
      </Button>
    </div>
  );
}
