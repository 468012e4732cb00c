import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { CATALOGUE_CARE_TEXTS as T } from '#common/catalogue-care-texts.ts';
import { OPACITY_SCALE } from '#common/color/pigment-opacity.ts';
import { LIGHTFASTNESS } from '#common/constants.ts';
import {
  factsFormOf,
  type TAdminCataloguePaint,
  type TEditPaintFactsForm,
  ZEditPaintFactsRequest,
} from '#common/schemas/catalogue-care.ts';
import { GRANULATION, STAINING } from '#common/schemas/catalogue-cells.ts';
import { useEditPaintFacts } from '../api/catalogue-paint';

type TChoiceField = 'lightfastness' | 'opacity' | 'granulation' | 'staining';
const CHOICES: Array<[TChoiceField, readonly string[]]> = [
  ['lightfastness', LIGHTFASTNESS],
  ['opacity', OPACITY_SCALE],
  ['granulation', GRANULATION],
  ['staining', STAINING],
];

/**
 * Issue 42: a paint's facts, editable in place, checked by the same schema the server (and the
 * catalogue import) reads them with; the raw text is sent, and the server parses it alike.
 */
export function PaintFactsForm({ paint }: { paint: TAdminCataloguePaint }) {
  const edit = useEditPaintFacts(paint.id);
  const { register, handleSubmit, formState, reset } = useForm<TEditPaintFactsForm, unknown, TEditPaintFactsForm>({
    resolver: zodResolver(ZEditPaintFactsRequest, undefined, { raw: true }),
    defaultValues: factsFormOf(paint),
  });
  const { errors } = formState;
  const error = (field: keyof TEditPaintFactsForm) => errors[field]?.message;
  const onSubmit = handleSubmit((form) =>
    edit.mutateAsync(form).then(
      (saved) => {
        const changed = JSON.stringify(factsFormOf(saved)) !== JSON.stringify(factsFormOf(paint));
        toast(changed ? T.saved : T.nothingChanged);
        reset(factsFormOf(saved));
      },
      (failure: unknown) => toast(withServerReason(T.saveFailed, failure), 'destructive'),
    ),
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={`Facts of ${paint.paintName}`} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Paint name" error={error('paintName')} {...register('paintName')} />
        <TextField label="Product code" error={error('productCode')} {...register('productCode')} />
        <TextField
          label="Pigment codes"
          hint="As the label writes them: PB29, PV19"
          error={error('pigmentCodes')}
          {...register('pigmentCodes')}
        />
        <TextField label="Hex" hint="#RRGGBB" error={error('hexCode')} {...register('hexCode')} />
        {CHOICES.map(([field, values]) => (
          <div key={field} className="space-y-1.5">
            <Label htmlFor={`${paint.id}-${field}`}>{T.factLabels[field]}</Label>
            <Select id={`${paint.id}-${field}`} {...register(field)}>
              <option value="">Unknown</option>
              {values.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          </div>
        ))}
      </div>
      <TextField label={T.sourceLabel} hint={T.sourceHint} required error={error('source')} {...register('source')} />
      <div className="flex justify-end">
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}
