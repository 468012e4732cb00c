import { Button } from '../../../components/ui/button';

interface DialogButtonsProps {
  submitLabel: string;
  canSubmit: boolean;
  pending: boolean;
  onCancel: () => void;
}

/** Cancel and submit, stacked with the submit on top on a phone (thumb reach), side by side above. */
export function DialogButtons({ submitLabel, canSubmit, pending, onCancel }: DialogButtonsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
      <Button variant="secondary" disabled={pending} onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={!canSubmit}>
        {submitLabel}
      </Button>
    </div>
  );
}
