import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { canSearchPaints, type TPaintSearch, usePaintSearch } from '#client/components/paints/api/search-paints.ts';
import { PAINT_TEXTS } from '#client/components/paints/paint-texts.ts';
import { SuggestionCombobox } from '#client/components/paints/suggestion-combobox.tsx';
import { PaintSuggestion } from '#client/components/paints/suggestion-content.tsx';
import { useAuth } from '#client/lib/auth/auth-provider.tsx';
import { useDebouncedCallback } from '#client/lib/use-debounced-callback.ts';
import type { TPaintSearchResult } from '#common/schemas/paints.ts';
import type { TColorFormValues } from './color-fields';

// One request per pause in typing rather than per key.
const SEARCH_DELAY_MS = 250;

interface PaintNameFieldProps {
  /** What narrows and orders the suggestions besides the text: tags, their mode, medium, the color edited. */
  context: Omit<TPaintSearch, 'query' | 'userId'>;
  tagChoices: number;
  onPick: (paint: TPaintSearchResult) => void;
}

/**
 * The paint name, with up to 10 suggestions from the catalogue and the painter's own tagged colors
 * (spec §5, §9): typing 3 characters or choosing a tag shows them. Catalogue paints of the
 * color's (else the palette's) medium come first; the color being edited is never suggested.
 */
export function PaintNameField({ context, tagChoices, onPick }: PaintNameFieldProps) {
  const { register, getValues, formState } = useFormContext<TColorFormValues>();
  const { user } = useAuth();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedCallback(setQuery, SEARCH_DELAY_MS);
  // A tag chosen or removed (not the color's tags loading) shows what it finds.
  const [seenChoices, setSeenChoices] = useState(tagChoices);
  if (seenChoices !== tagChoices) {
    setSeenChoices(tagChoices);
    setOpen(true);
  }
  const search = { ...context, query, userId: user?.id };
  const found = usePaintSearch(search, open);
  const searchable = canSearchPaints(search);
  const suggestions = searchable ? (found.data ?? []) : [];
  const field = register('paintName', {
    onChange: (event: { target: { value: string } }) => {
      debounced.schedule(event.target.value);
      setOpen(true);
    },
  });

  return (
    <SuggestionCombobox
      label="Paint name"
      autoFocus
      required
      error={formState.errors.paintName?.message}
      {...field}
      listLabel="Paint suggestions"
      suggestions={suggestions}
      keyOf={(paint) => `${paint.kind}:${paint.id}`}
      renderSuggestion={(paint) => <PaintSuggestion paint={paint} />}
      onPick={onPick}
      open={open}
      settled={searchable && found.isSuccess && !found.isPlaceholderData}
      emptyText={PAINT_TEXTS.noPaintMatches}
      onOpenChange={(next) => {
        // Asked for from the keyboard: search what the field holds now.
        if (next) setQuery(getValues('paintName') ?? '');
        setOpen(next);
      }}
    />
  );
}
