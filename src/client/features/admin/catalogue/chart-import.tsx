import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { CATALOGUE_CARE_TEXTS as T } from '#common/catalogue-care-texts.ts';
import { useImportChart } from '../api/import-chart';
import { AdminCard } from '../components/admin-card';

/** Issue 42: a maker's chart (.xlsx or .csv) into the catalogue, and what it did. */
export function ChartImport() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const importChart = useImportChart();
  const report = importChart.data;
  return (
    <AdminCard title={T.importTitle} description={T.importDescription}>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) importChart.mutate(file, { onError: (error) => toast(withServerReason(T.importFailed, error), 'destructive') });
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={id}>{T.importFileLabel}</Label>
          <input
            id={id}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="block min-h-11 text-sm"
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" disabled={!file || importChart.isPending}>
          {importChart.isPending ? T.importing : T.importButton}
        </Button>
      </form>
      <div role="status" className="text-sm">
        {report ? (
          <div className="space-y-2">
            <p className="font-medium text-ink">{T.importReport(report.paints, report.badRows.length)}</p>
            {report.badRows.length > 0 ? (
              <ul className="list-disc space-y-0.5 pl-5 text-ink-muted">
                {report.badRows.map((bad) => (
                  <li key={bad.line}>
                    Line {bad.line}: {bad.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </AdminCard>
  );
}
