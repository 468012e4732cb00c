import { Button } from '#client/components/ui/button.tsx';
import type { TPalette } from '#common/schemas/palette.ts';
import type { TUser } from '#common/schemas/user.ts';
import { useCopyToMine } from './use-copy-to-mine';

const SAVE_COPY_TEXTS = { saveCopy: 'Save a copy to my library', savingCopy: 'Saving…' } as const;

/**
 * The shared palette page's "Save a copy" (palette-view's SharedPaletteScreen, given it by the
 * router: the page is palette-view's, copying is this feature's). Saves the shared palette as an independent palette of the signed-in user's own (the server
 * applies their quota), then opens it. `user` is null while the product user is still loading.
 */
export function SaveCopyButton({ palette, user }: { palette: TPalette; user: TUser | null }) {
  const { copy, pending } = useCopyToMine(user);
  return (
    <Button disabled={!user || pending} aria-busy={pending || undefined} onClick={() => void copy(palette, { open: true })}>
      {pending ? SAVE_COPY_TEXTS.savingCopy : SAVE_COPY_TEXTS.saveCopy}
    </Button>
  );
}
