import { CreateMasterCard } from './create-master-card';
import { ManagedPaletteList } from './managed-palette-list';

/** The Palettes tab: create a master, then manage masters and the admin's own palettes. */
export function PalettesPanel() {
  return (
    <div className="space-y-6">
      <CreateMasterCard />
      <ManagedPaletteList />
    </div>
  );
}
