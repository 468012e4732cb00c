import { useState } from 'react';
import { CsvFileButton } from '#client/components/csv-file-button.tsx';
import { ImportRowList } from '#client/components/import-row-list.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import type { TBadRow } from '#common/schemas/color.ts';
import { useImportInventory } from '../api/import-inventory';
import { STUDIO_TEXTS } from '../studio-texts';

interface TRefusal {
  fileName: string;
  badRows: TBadRow[];
}

/**
 * Issue 28: a spreadsheet of paints into the studio. The server adds every row or none: when a row
 * cannot be read, nothing is added and the rows that stopped it are listed with their reasons.
 */
export function ImportInventoryButton() {
  const importInventory = useImportInventory();
  const [refusal, setRefusal] = useState<TRefusal | null>(null);

  async function importFile(file: File) {
    try {
      const result = await importInventory.mutateAsync(await file.text());
      if (result.badRows.length > 0) setRefusal({ fileName: file.name, badRows: result.badRows });
      else toast(STUDIO_TEXTS.imported(result.imported, result.raised));
    } catch (error) {
      toast(withServerReason(STUDIO_TEXTS.importFailed, error), 'destructive');
    }
  }

  return (
    <>
      <CsvFileButton busy={importInventory.isPending} onFile={(file) => void importFile(file)}>
        {STUDIO_TEXTS.importCsv}
      </CsvFileButton>
      <Dialog open={refusal !== null} onOpenChange={(open) => !open && setRefusal(null)}>
        {refusal ? (
          <DialogContent title={STUDIO_TEXTS.importRefused(refusal.fileName)} description={STUDIO_TEXTS.importRefusedIntro}>
            <ImportRowList
              aria-label="Rows that could not be read"
              className="max-h-[60vh] overflow-y-auto text-sm"
              rows={refusal.badRows}
            />
            <div className="mt-4 flex justify-end">
              <Button variant="secondary" onClick={() => setRefusal(null)}>
                OK
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
