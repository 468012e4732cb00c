import { Button } from '#client/components/ui/button.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { CATALOGUE_CARE_TEXTS as T } from '#common/catalogue-care-texts.ts';
import { useOpenReports, useResolveReport } from '../api/catalogue-reports';
import { AdminCard } from '../components/admin-card';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Issue 42: the open reports, newest first, each resolvable; opening its paint fills the fix form. */
export function ReportsList({ onOpenPaint }: { onOpenPaint: (paintId: string) => void }) {
  const { data: reports } = useOpenReports();
  const resolve = useResolveReport();
  return (
    <AdminCard title={T.reportsTitle}>
      {reports === undefined ? (
        <p className="text-sm text-ink-muted">Loading reports…</p>
      ) : reports.length === 0 ? (
        <p className="text-sm text-ink-muted">{T.noReports}</p>
      ) : (
        <ul aria-label={T.reportsTitle} className="divide-y divide-line">
          {reports.map((report) => (
            <li key={report.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 space-y-1 text-sm">
                <p>
                  <button type="button" className="font-medium text-ink underline" onClick={() => onOpenPaint(report.paintId)}>
                    {report.paintName}
                  </button>{' '}
                  <span className="text-ink-muted">
                    {report.manufacturer}
                    {report.seriesName ? ` ${report.seriesName}` : ''}
                  </span>
                </p>
                <p className="break-words whitespace-pre-wrap text-ink">{report.note}</p>
                <p className="text-xs text-ink-muted">
                  {report.reporter ?? 'Someone'}, {when(report.createdAt)}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={`${T.resolve}: ${report.paintName}, ${report.note.slice(0, 40)}`}
                disabled={resolve.isPending}
                onClick={() =>
                  resolve.mutate(report.id, {
                    onSuccess: () => toast(T.resolved),
                    onError: (error) => toast(withServerReason(T.resolveFailed, error), 'destructive'),
                  })
                }
              >
                {T.resolve}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
