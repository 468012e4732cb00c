import { useRef, useState } from 'react';
import { PrintPaletteButton } from '#client/components/palette/print-palette-button.tsx';
import { useUpdatePalette } from '#client/components/palette-actions/api/update-palette.ts';
import { MoreIcon, StarIcon } from '#client/components/palette-actions/icons.tsx';
import { RenamePaletteDialog } from '#client/components/palette-actions/rename-palette-dialog.tsx';
import { SharePaletteDialog } from '#client/components/palette-actions/share-palette-dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { TEXTS } from '#common/constants.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import type { TUser } from '#common/schemas/user.ts';
import { usePaletteActions } from '../use-palette-actions';

const iconButtonClasses =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink-muted transition-colors hover:bg-line/50 hover:text-ink';

/**
 * The favourite star and the actions menu of a card. Only what the server's abilities allow is
 * offered (the client never re-derives permissions). Dialogs live beside the menu, not in it, so
 * closing the menu does not unmount them; when they close, focus goes back to the menu button.
 */
export function PaletteCardActions({ palette, user }: { palette: TPalette; user: TUser }) {
  const actions = usePaletteActions(palette, user);
  const update = useUpdatePalette();
  const [dialog, setDialog] = useState<'rename' | 'share' | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { abilities } = palette;

  function closeDialog(open: boolean) {
    if (!open) setDialog(null);
  }
  function refocusMenuButton(event: Event) {
    event.preventDefault();
    menuButton.current?.focus();
  }

  return (
    <div className="relative z-10 -my-1.5 -mr-1.5 flex shrink-0">
      {abilities.favorite ? (
        <button
          type="button"
          aria-pressed={palette.isFavorite}
          aria-label={`Favourite ${palette.name}`}
          onClick={actions.toggleFavorite}
          className={iconButtonClasses}
        >
          <span className={palette.isFavorite ? 'text-amber-500' : undefined}>
            <StarIcon filled={palette.isFavorite} />
          </span>
        </button>
      ) : null}
      <DropdownMenu>
        <DropdownMenuTrigger ref={menuButton} aria-label={`Actions for ${palette.name}`} className={iconButtonClasses}>
          <MoreIcon />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {abilities.rename ? <DropdownMenuItem onSelect={() => setDialog('rename')}>Rename</DropdownMenuItem> : null}
          {abilities.duplicate ? <DropdownMenuItem onSelect={actions.duplicate}>Duplicate</DropdownMenuItem> : null}
          {abilities.copy ? <DropdownMenuItem onSelect={actions.copyToMine}>{TEXTS.palettes.copyLabel}</DropdownMenuItem> : null}
          {abilities.share ? <DropdownMenuItem onSelect={() => setDialog('share')}>Share</DropdownMenuItem> : null}
          {/* Anyone who sees a palette may print it. The button loads and prints on its own, so the
              menu closing (and unmounting it) does not cut the print short. */}
          <DropdownMenuItem asChild>
            <PrintPaletteButton paletteId={palette.id} />
          </DropdownMenuItem>
          {abilities.restore ? <DropdownMenuItem onSelect={actions.restore}>{TEXTS.palettes.restoreLabel}</DropdownMenuItem> : null}
          {abilities.delete ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem destructive onSelect={actions.remove}>
                {TEXTS.palettes.deleteLabel}
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <RenamePaletteDialog
        palette={palette}
        open={dialog === 'rename'}
        onOpenChange={closeDialog}
        onCloseAutoFocus={refocusMenuButton}
        unchanged="disable"
        pending={update.isPending}
        save={(name, outcome) => update.mutate({ id: palette.id, update: { name } }, outcome)}
      />
      <SharePaletteDialog palette={palette} open={dialog === 'share'} onOpenChange={closeDialog} onCloseAutoFocus={refocusMenuButton} />
    </div>
  );
}
