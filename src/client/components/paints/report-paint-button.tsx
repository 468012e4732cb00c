import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { CATALOGUE_CARE_TEXTS as T } from '#common/catalogue-care-texts.ts';
import { type TPaintReportRequest, ZPaintReportRequest } from '#common/schemas/catalogue-care.ts';
import { useReportPaint } from './api/report-paint';

/** Issue 42: "This is wrong" beside a catalogue paint's facts: a note to the brand's admins. */
export function ReportPaintButton({ paintId, paintName }: { paintId: string; paintName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {T.reportButton}
      </Button>
      {open ? (
        <DialogContent title={T.reportTitle} description={`${paintName}. ${T.reportDescription}`}>
          <ReportForm paintId={paintId} onDone={() => setOpen(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ReportForm({ paintId, onDone }: { paintId: string; onDone: () => void }) {
  const report = useReportPaint(paintId);
  const { register, handleSubmit, formState } = useForm<TPaintReportRequest>({
    resolver: zodResolver(ZPaintReportRequest),
    defaultValues: { note: '' },
  });
  const onSubmit = handleSubmit((request) =>
    report.mutateAsync(request).then(
      () => {
        toast(T.reportSent);
        onDone();
      },
      (error: unknown) => toast(withServerReason(T.reportFailed, error), 'destructive'),
    ),
  );
  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
      <TextAreaField label={T.reportNoteLabel} error={formState.errors.note?.message} {...register('note')} />
      <DialogActions confirmLabel={report.isPending ? T.sending : T.send} pending={report.isPending} onCancel={onDone} />
    </form>
  );
}
