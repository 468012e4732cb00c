import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { colorFormValuesOf, PaintIdentityFields, ZColorForm } from '#client/components/paint-fields/color-fields.tsx';
import { PaintRatingFields } from '#client/components/paint-fields/color-fields-ratings.tsx';
import { useConfirm } from '#client/components/ui/confirm-provider.tsx';
import { Dialog, DialogContent } from '#client/components/ui/dialog.tsx';
import { DialogActions } from '#client/components/ui/dialog-actions.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import type { TLightfastnessOrigin } from '#common/color/rating-origin.ts';
import { type PAINT_FACTS, PAINT_IDENTITY, PAINT_OBSERVATIONS } from '#common/schemas/color.ts';
import type { TCreateInventoryItemRequest } from '#common/schemas/inventory.ts';
import { isDuplicatePigment, useAddInventoryItem } from '../api/add-inventory-item';
import { STUDIO_TEXTS } from '../studio-texts';
import { HoldingFields, holdingFieldErrors, holdingFormFields, noteFormField } from './holding-fields';

/**
 * A paint as the color form takes it (the same fields, rules and catalogue suggestions), with what
 * the person holds of it; the color form's "Personal notes" are the item's note.
 */
const ZAddPaintForm = ZColorForm.omit({ affiliateLink: true }).extend({ ...holdingFormFields, personalNotes: noteFormField });
type TAddPaintFormValues = z.input<typeof ZAddPaintForm>;
type TAddPaintForm = z.output<typeof ZAddPaintForm>;

/** What makes a catalogue paint that paint: while these are as it filled them, the paint is added as the catalogue's. */
const IDENTITY = Object.keys(PAINT_IDENTITY) as (keyof typeof PAINT_IDENTITY)[];
const OBSERVED_NAMES = Object.keys(PAINT_OBSERVATIONS) as (keyof typeof PAINT_OBSERVATIONS)[];

/** A fact as the form holds it, an empty field and a missing one alike. */
const factIn = (values: TAddPaintFormValues, fact: keyof typeof PAINT_FACTS) => values[fact] ?? '';

function startingValues(): TAddPaintFormValues {
  const { affiliateLink: _none, ...paint } = colorFormValuesOf(undefined);
  return { ...paint, form: 'tube', level: 'full', count: 1, wish: false };
}

/**
 * The request for the form's paint: the catalogue paint it was picked as, with the facts the
 * painter changed since (their swatch, pigments, ratings), while its name, maker and medium are as
 * picked; else the paint as typed.
 */
function requestOf(values: TAddPaintForm, picked: TAddPaintFormValues | null, now: TAddPaintFormValues): TCreateInventoryItemRequest {
  const { cataloguePaintId, personalNotes, form, level, count, wish, ...paint } = values;
  const holding = { form, level, count, wish, note: personalNotes };
  const changed = (fact: keyof typeof PAINT_FACTS) => !picked || factIn(picked, fact) !== factIn(now, fact);
  if (!cataloguePaintId || IDENTITY.some(changed)) return { ...paint, ...holding };
  const observed = Object.fromEntries(OBSERVED_NAMES.filter(changed).map((fact) => [fact, paint[fact]]));
  return { cataloguePaintId, ...observed, ...holding };
}

interface AddPaintDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Issue 28: a paint into the studio, picked from the catalogue (by name or pigment) or entered by hand. */
export function AddPaintDialog({ open, onOpenChange }: AddPaintDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent
        title={STUDIO_TEXTS.addTitle}
        description={STUDIO_TEXTS.addDescription}
        closable={!saving}
        // As the color form: the action bar holds the sheet's bottom padding.
        className="pb-0! sm:max-w-2xl!"
      >
        <AddPaintForm onSavingChange={setSaving} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AddPaintForm({ onSavingChange, onDone }: { onSavingChange: (saving: boolean) => void; onDone: () => void }) {
  const add = useAddInventoryItem();
  const confirm = useConfirm();
  const form = useForm({ resolver: zodResolver(ZAddPaintForm, holdingFieldErrors), defaultValues: startingValues() });
  // The facts as the catalogue filled them, when a suggestion was picked.
  const cataloguePaintId = useWatch({ control: form.control, name: 'cataloguePaintId' });
  const picked = useRef<{ id: string; values: TAddPaintFormValues } | null>(null);
  useEffect(() => {
    if (cataloguePaintId && picked.current?.id !== cataloguePaintId)
      picked.current = { id: cataloguePaintId, values: { ...form.getValues() } };
  }, [cataloguePaintId, form]);
  // Where a picked catalogue paint's rating comes from, said under the rating (issue 42).
  const [ratingOrigin, setRatingOrigin] = useState<TLightfastnessOrigin | null>(null);
  const busy = form.formState.isSubmitting;

  /** Sends the paint; a second paint of a pigment the person owns is sent again only once they say so. */
  async function send(request: TCreateInventoryItemRequest): Promise<void> {
    try {
      const { item, added } = await add.mutateAsync(request);
      toast(added ? STUDIO_TEXTS.added(item.paintName) : STUDIO_TEXTS.raised(item.paintName, item.count));
      onDone();
    } catch (error) {
      if (isDuplicatePigment(error) && !request.confirmDuplicate) {
        const question = error.serverMessage ? `${STUDIO_TEXTS.duplicateQuestion} ${error.serverMessage}.` : STUDIO_TEXTS.duplicateQuestion;
        if (await confirm({ question, confirmLabel: STUDIO_TEXTS.addAnyway })) await send({ ...request, confirmDuplicate: true });
        return;
      }
      toast(withServerReason(STUDIO_TEXTS.saveFailed, error), 'destructive');
    }
  }

  async function submit(values: TAddPaintForm) {
    onSavingChange(true);
    try {
      const pick = picked.current;
      await send(requestOf(values, pick && pick.id === values.cataloguePaintId ? pick.values : null, form.getValues()));
    } finally {
      onSavingChange(false);
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate className="space-y-4" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <PaintIdentityFields
          tagIds={[]}
          filterMode="OR"
          tagChoices={0}
          paletteMedium={undefined}
          colorId={undefined}
          onPickRating={setRatingOrigin}
        />
        <HoldingFields />
        <PaintRatingFields ratingOrigin={ratingOrigin} />
        <div className="sticky bottom-0 -mx-5 border-t border-line bg-surface px-5 pt-3 pb-8 sm:-mx-6 sm:px-6 sm:pb-6">
          <DialogActions confirmLabel={busy ? 'Adding...' : STUDIO_TEXTS.addConfirm} pending={busy} onCancel={onDone} />
        </div>
      </form>
    </FormProvider>
  );
}
