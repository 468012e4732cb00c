import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { canSearchPigments, usePigmentSearch } from '#client/components/paints/api/get-pigments.ts';
import { typedPigment, withPigment } from '#client/components/paints/pigment-field-text.ts';
import { SuggestionCombobox } from '#client/components/paints/suggestion-combobox.tsx';
import { PigmentSuggestion } from '#client/components/paints/suggestion-content.tsx';
import { useDebouncedCallback } from '#client/lib/use-debounced-callback.ts';
import type { TColorFormValues } from './color-fields';

const SEARCH_DELAY_MS = 250;

/**
 * The pigment codes, with suggestions for the one being typed once it has more than 2 characters
 * (spec §5): by code however written ('pb 15') or by name ('ultra' -> PB29).
 */
export function PigmentCodeField() {
  const { register, getValues, setValue, formState } = useFormContext<TColorFormValues>();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedCallback(setTyped, SEARCH_DELAY_MS);
  const found = usePigmentSearch(typed, open);
  const searchable = canSearchPigments(typed);
  const suggestions = searchable ? (found.data ?? []) : [];
  const field = register('pigmentCode', {
    onChange: (event: { target: { value: string } }) => {
      debounced.schedule(typedPigment(event.target.value));
      setOpen(true);
    },
  });

  return (
    <SuggestionCombobox
      label="Pigment code"
      hint="e.g. PB29, PV19"
      className="font-mono"
      error={formState.errors.pigmentCode?.message}
      {...field}
      listLabel="Pigment suggestions"
      suggestions={suggestions}
      keyOf={(pigment) => pigment.code}
      renderSuggestion={(pigment) => <PigmentSuggestion pigment={pigment} />}
      onPick={(pigment) =>
        setValue('pigmentCode', withPigment(getValues('pigmentCode') ?? '', pigment.code), { shouldDirty: true, shouldValidate: true })
      }
      open={open}
      settled={searchable && found.isSuccess && !found.isPlaceholderData}
      onOpenChange={(next) => {
        if (next) setTyped(typedPigment(getValues('pigmentCode') ?? ''));
        setOpen(next);
      }}
    />
  );
}
