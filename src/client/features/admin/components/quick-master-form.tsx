import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { LIMITS, MASTER_MEDIUMS, TEXTS } from '#common/constants.ts';
import { useCreateMasterPalette } from '../api/create-master-palette';

const { rowsDefault, columnsDefault } = LIMITS.createPalette;

/**
 * Spec §5's other master-creation form: a name and a medium, nothing else (the grid takes the
 * defaults; the full form has the rest). Either missing answers with the spec's 'Missing fields'.
 */
export function QuickMasterForm() {
  const nameId = useId();
  const mediumId = useId();
  const [name, setName] = useState('');
  const [medium, setMedium] = useState('');
  const create = useCreateMasterPalette();

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = MASTER_MEDIUMS.find((option) => option === medium);
    if (!name.trim() || !chosen) {
      toast(TEXTS.admin.missingFields, 'destructive');
      return;
    }
    create.mutate(
      {
        name: name.trim(),
        medium: chosen,
        rows: rowsDefault,
        columns: columnsDefault,
        tags: null,
        notes: null,
        collaborationEnabled: false,
      },
      {
        onSuccess: () => {
          setName('');
          setMedium('');
        },
        onError: (error) => toast(withServerReason(TEXTS.admin.createFailed, error), 'destructive'),
      },
    );
  }

  return (
    <form noValidate aria-label="Quick master palette" className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit}>
      <div className="min-w-0 flex-1 space-y-1.5">
        <Label htmlFor={nameId}>Name</Label>
        <Input id={nameId} value={name} maxLength={LIMITS.paletteNameMax} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="space-y-1.5 sm:w-auto">
        <Label htmlFor={mediumId}>Medium</Label>
        <Select id={mediumId} value={medium} onChange={(event) => setMedium(event.target.value)}>
          <option value="">Choose a medium</option>
          {MASTER_MEDIUMS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="secondary" disabled={create.isPending}>
        {create.isPending ? TEXTS.admin.creating : 'Quick create'}
      </Button>
    </form>
  );
}
