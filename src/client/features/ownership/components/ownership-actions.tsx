import { INVENTORY_TEXTS } from '../../../../common/inventory-texts';
import { Button } from '../../../components/ui/button';
import { withServerReason } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type TFromPaletteAs, useAddFromPalette } from '../api/add-from-palette';
import { OWNERSHIP_TEXTS } from '../ownership-texts';

/**
 * The palette page's 'I own these' and 'Add the missing paints to my shopping list': each adds the
 * palette's paints the person does not hold yet to their studio (owned, or wished for), says what
 * it did, and the page's marks and count follow. A row of its own under the title, so the page's
 * action row stays as it was on a phone.
 */
export function OwnershipActions({ paletteId }: { paletteId: string }) {
  const add = useAddFromPalette(paletteId);

  function addAs(as: TFromPaletteAs) {
    add.mutate(as, {
      onSuccess: (result) => toast(OWNERSHIP_TEXTS.added(as, result)),
      onError: (error) => toast(withServerReason(OWNERSHIP_TEXTS.addFailed, error), 'destructive'),
    });
  }

  return (
    <div role="group" aria-label={OWNERSHIP_TEXTS.actionsLabel} className="flex flex-wrap gap-2">
      <Button variant="secondary" disabled={add.isPending} onClick={() => addAs('owned')}>
        {INVENTORY_TEXTS.ownThese}
      </Button>
      <Button variant="secondary" disabled={add.isPending} onClick={() => addAs('wish')}>
        {INVENTORY_TEXTS.addMissingToList}
      </Button>
    </div>
  );
}
