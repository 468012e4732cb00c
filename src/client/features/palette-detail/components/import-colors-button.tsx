import { useRef, useState } from 'react';
import type { ToastText } from '../../../../common/constants';
import type { TBadRow } from '../../../../common/schemas/color';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { withServerReason } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useImportColors } from '../api/import-colors';

const IMPORT_TEXTS = {
  imported: (count: number): ToastText => ({ title: count === 1 ? '1 color imported' : `${count} colors imported` }),
  failed: { title: 'Import failed', description: 'Please try again.' },
  badRowsTitle: 'Some rows were not imported',
  badRowsIntro: 'Fix them in the file and import those rows again:',
} as const;

/**
 * Issue 15: colors from a CSV file (the export's columns, or any with Paint name and Hex) added to
 * the palette's free places. Rows that could not be read are listed with their line and reason.
 */
export function ImportColorsButton({ paletteId }: { paletteId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const importColors = useImportColors(paletteId);
  const [badRows, setBadRows] = useState<TBadRow[]>([]);

  async function importFile(file: File) {
    try {
      const result = await importColors.mutateAsync(await file.text());
      if (result.imported.length > 0) toast(IMPORT_TEXTS.imported(result.imported.length));
      setBadRows(result.badRows);
    } catch (error) {
      // The server says why (a palette without room for them all, a file without the needed columns).
      toast(withServerReason(IMPORT_TEXTS.failed, error), 'destructive');
    }
  }

  return (
    <>
      <Button variant="secondary" disabled={importColors.isPending} aria-busy={importColors.isPending || undefined} onClick={() => input.current?.click()}>
        Import CSV
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
      <Dialog open={badRows.length > 0} onOpenChange={(open) => !open && setBadRows([])}>
        <DialogContent title={IMPORT_TEXTS.badRowsTitle} description={IMPORT_TEXTS.badRowsIntro}>
          <ul className="mt-3 space-y-1 text-sm">
            {badRows.map(({ line, reason }) => (
              <li key={line}>
                <span className="font-medium">Line {line}:</span> {reason}
              </li>
            ))}
          </ul>
          <div className="mt-4 flex justify-end">
            <Button onClick={() => setBadRows([])}>OK</Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
