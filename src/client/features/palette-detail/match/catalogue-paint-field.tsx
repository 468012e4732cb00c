import { useState } from 'react';
import { canSearchPaints, usePaintSearch } from '#client/components/paints/api/search-paints.ts';
import { PAINT_TEXTS } from '#client/components/paints/paint-texts.ts';
import { SuggestionCombobox } from '#client/components/paints/suggestion-combobox.tsx';
import { PaintSuggestion } from '#client/components/paints/suggestion-content.tsx';
import { useDebouncedCallback } from '#client/lib/use-debounced-callback.ts';
import type { TColorMedium } from '#common/constants.ts';
import type { TPaintSearchResult } from '#common/schemas/paints.ts';

// One request per pause in typing, as the color form's paint name asks.
const SEARCH_DELAY_MS = 250;

/**
 * Issue 29: a catalogue paint as the colour to match ("I don't have Quinacridone Gold: what makes
 * it?"), found as the color form finds one: 3 characters, the palette's medium first. Its text is
 * the dialog's (`text`), which empties it when the colour comes from elsewhere (issue 41).
 */
export function CataloguePaintField({
  label,
  medium,
  text,
  onTextChange,
  onPick,
}: {
  label: string;
  medium: TColorMedium | undefined;
  text: string;
  onTextChange: (text: string) => void;
  onPick: (paint: TPaintSearchResult) => void;
}) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedCallback(setQuery, SEARCH_DELAY_MS);
  const search = { query, tagIds: [], ...(medium ? { preferredMedium: medium } : {}) };
  const found = usePaintSearch(search, open);
  const searchable = canSearchPaints(search);
  const suggestions = searchable ? (found.data ?? []).filter((paint) => paint.kind === 'catalogue') : [];
  return (
    <SuggestionCombobox
      label={label}
      value={text}
      onChange={(event) => {
        onTextChange(event.target.value);
        debounced.schedule(event.target.value);
        setOpen(true);
      }}
      autoComplete="off"
      listLabel="Paint suggestions"
      suggestions={suggestions}
      keyOf={(paint) => paint.id}
      renderSuggestion={(paint) => <PaintSuggestion paint={paint} />}
      onPick={(paint) => {
        onTextChange(paint.paintName);
        setOpen(false);
        onPick(paint);
      }}
      open={open}
      settled={searchable && found.isSuccess && !found.isPlaceholderData}
      emptyText={PAINT_TEXTS.noPaintMatches}
      onOpenChange={(next) => {
        if (next) setQuery(text);
        setOpen(next);
      }}
    />
  );
}
