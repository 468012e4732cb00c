import { buttonClasses } from '#client/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '#client/components/ui/dropdown-menu.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { INVENTORY_TEXTS } from '#common/inventory-texts.ts';
import { type TFromPaletteAs, useAddFromPalette } from './api/add-from-palette';
import { OWNERSHIP_TEXTS } from './ownership-texts';

/**
 * The palette page's 'Add to studio' menu: 'I own these' and 'Add the missing paints to my shopping list'
 * each add the palette's paints the person does not hold yet to their studio (owned, or wished
 * for), say what they did, and the page's marks and count follow. One button in the page's action
 * row, like Export, so that the row keeps its lines on a phone.
 */
export function OwnershipMenu({ paletteId }: { paletteId: string }) {
  const add = useAddFromPalette(paletteId);

  function addAs(as: TFromPaletteAs) {
    if (add.isPending) return;
    add.mutate(as, {
      onSuccess: (result) => toast(OWNERSHIP_TEXTS.added(as, result)),
      onError: (error) => toast(withServerReason(OWNERSHIP_TEXTS.addFailed, error), 'destructive'),
    });
  }

  return (
    <DropdownMenu>
      {/* Not disabled while adding (addAs waits for the answer): the menu gives the focus back to its trigger. */}
      <DropdownMenuTrigger className={buttonClasses('secondary')} aria-busy={add.isPending || undefined}>
        {INVENTORY_TEXTS.addToStudio}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => addAs('owned')}>{INVENTORY_TEXTS.ownThese}</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => addAs('wish')}>{INVENTORY_TEXTS.addMissingToList}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
