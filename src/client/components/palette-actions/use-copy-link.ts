import { useEffect, useState } from 'react';
import { toast } from '#client/lib/toast.ts';
import { TEXTS, TIMINGS } from '#common/constants.ts';

/**
 * Copies a link to the clipboard and says 'Link copied' (spec §8); `copied` is true for
 * TIMINGS.copyTickMs after (spec §9's tick). Without a clipboard (an insecure page) or when the
 * browser refuses, it says so: the link is then to be copied by hand.
 */
export function useCopyLink(link: string) {
  // When the link was last copied.
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
      toast(TEXTS.palettes.copyLinkFailed, 'destructive');
    }
  }

  return { copied: copiedAt !== null, copy };
}
