import { useRef, useState } from 'react';
import type { ToastText } from '../../../../common/constants';
import type { TImportResult } from '../../../../common/schemas/color';
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
  elsewhereTitle: 'Some colors went to other places',
  elsewhereIntro: 'The places their rows name were taken or are not in this palette:',
  elsewhereHeading: 'Put in other places',
} as const;

type TReport = Pick<TImportResult, 'badRows' | 'placedElsewhere'>;
const NO_REPORT: TReport = { badRows: [], placedElsewhere: [] };

/**
 * Issue 15: colors from a CSV file (the export's columns, or any with Paint name and Hex) added to
 * the palette: each back in the place its row names when that is free (issue 25), else in a free
 * place. Rows that could not be read are listed with their line and reason, and so are colors put
 * elsewhere than their rows said.
 */
export function ImportColorsButton({ paletteId }: { paletteId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const importColors = useImportColors(paletteId);
  const [report, setReport] = useState<TReport>(NO_REPORT);
  const { badRows, placedElsewhere } = report;
  const close = () => setReport(NO_REPORT);

  async function importFile(file: File) {
    try {
      const result = await importColors.mutateAsync(await file.text());
      if (result.imported.length > 0) toast(IMPORT_TEXTS.imported(result.imported.length));
      setReport({ badRows: result.badRows, placedElsewhere: result.placedElsewhere });
    } catch (error) {
      // The server says why (a palette without room for them all, a file without the needed columns).
      toast(withServerReason(IMPORT_TEXTS.failed, error), 'destructive');
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        disabled={importColors.isPending}
        aria-busy={importColors.isPending || undefined}
        onClick={() => input.current?.click()}
      >
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
      <Dialog open={badRows.length > 0 || placedElsewhere.length > 0} onOpenChange={(open) => !open && close()}>
        <DialogContent
          title={badRows.length > 0 ? IMPORT_TEXTS.badRowsTitle : IMPORT_TEXTS.elsewhereTitle}
          description={badRows.length > 0 ? IMPORT_TEXTS.badRowsIntro : IMPORT_TEXTS.elsewhereIntro}
        >
          {badRows.length > 0 && (
            <ul className="mt-3 space-y-1 text-sm">
              {badRows.map(({ line, reason }) => (
                <li key={line}>
                  <span className="font-medium">Line {line}:</span> {reason}
                </li>
              ))}
            </ul>
          )}
          {placedElsewhere.length > 0 && (
            <>
              {badRows.length > 0 && <h3 className="mt-4 text-sm font-semibold">{IMPORT_TEXTS.elsewhereHeading}</h3>}
              <ul aria-label={IMPORT_TEXTS.elsewhereHeading} className="mt-3 space-y-1 text-sm">
                {placedElsewhere.map(({ line, paintName, reason }) => (
                  <li key={line}>
                    <span className="font-medium">
                      Line {line}, {paintName}:
                    </span>{' '}
                    {reason}
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="mt-4 flex justify-end">
            <Button onClick={close}>OK</Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
