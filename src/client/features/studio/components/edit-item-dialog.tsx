import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { PaintFacts } from '#client/components/palette/paint-facts.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import type { TInventoryItem } from '#common/schemas/inventory.ts';
import { useUpdateInventoryItem } from '../api/update-inventory-item';
import { STUDIO_TEXTS } from '../studio-texts';
import { HoldingFields, holdingFieldErrors, type THoldingForm, type THoldingFormValues, ZHoldingForm } from './holding-fields';

interface EditItemDialogProps {
  /** The item edited; null keeps the dialog closed. */
  item: TInventoryItem | null;
  onClose: () => void;
}

/** What the person holds of a paint: its form, level, count, wishlist flag and note (the paint's facts are the catalogue's or as entered). */
export function EditItemDialog({ item, onClose }: EditItemDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      {item ? (
        <DialogContent title={STUDIO_TEXTS.editTitle(item.paintName)} closable={!saving} className="sm:max-w-lg!">
          <EditItemForm key={item.id} item={item} onSavingChange={setSaving} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditItemForm({
  item,
  onSavingChange,
  onDone,
}: {
  item: TInventoryItem;
  onSavingChange: (saving: boolean) => void;
  onDone: () => void;
}) {
  const update = useUpdateInventoryItem();
  const defaultValues: THoldingFormValues = {
    form: item.form,
    level: item.level,
    count: item.count,
    wish: item.wish,
    note: item.note ?? '',
  };
  const form = useForm({ resolver: zodResolver(ZHoldingForm, holdingFieldErrors), defaultValues });
  const busy = form.formState.isSubmitting;

  async function submit(values: THoldingForm) {
    onSavingChange(true);
    try {
      await update.mutateAsync({ id: item.id, update: values });
      toast(STUDIO_TEXTS.saved);
      onDone();
    } catch (error) {
      toast(withServerReason(STUDIO_TEXTS.saveFailed, error), 'destructive');
    } finally {
      onSavingChange(false);
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate className="space-y-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <div className="flex items-start gap-3 text-xs">
          <span
            aria-hidden="true"
            className="size-12 shrink-0 rounded-md ring-1 ring-black/15 ring-inset dark:ring-white/20"
            style={{ backgroundColor: item.hexCode }}
          />
          <PaintFacts color={item} />
        </div>
        <HoldingFields />
        <TextAreaField label="Personal notes" error={form.formState.errors.note?.message} {...form.register('note')} />
        <DialogActions confirmLabel={busy ? 'Saving...' : 'Save'} pending={busy} onCancel={onDone} />
      </form>
    </FormProvider>
  );
}
