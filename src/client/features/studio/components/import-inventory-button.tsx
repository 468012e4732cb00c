import { useRef, useState } from 'react';
import type { TBadRow } from '../../../../common/schemas/color';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { withServerReason } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
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
  const input = useRef<HTMLInputElement>(null);
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
      <Button
        variant="secondary"
        disabled={importInventory.isPending}
        aria-busy={importInventory.isPending || undefined}
        onClick={() => input.current?.click()}
      >
        {STUDIO_TEXTS.importCsv}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file to import"
        // The button opens it; hidden, it is not a second control for screen readers to meet.
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be chosen again after fixing it.
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
      <Dialog open={refusal !== null} onOpenChange={(open) => !open && setRefusal(null)}>
        {refusal ? (
          <DialogContent title={STUDIO_TEXTS.importRefused(refusal.fileName)} description={STUDIO_TEXTS.importRefusedIntro}>
            <ul aria-label="Rows that could not be read" className="max-h-[60vh] space-y-1 overflow-y-auto text-sm">
              {refusal.badRows.map(({ line, reason }) => (
                <li key={line}>
                  <span className="font-medium">Line {line}:</span> {reason}
                </li>
              ))}
            </ul>
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
