import * as Popover from '@radix-ui/react-popover';
import { clsx } from 'clsx';
import { type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';

interface SuggestionComboboxProps<T> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'role'> {
  label: string;
  hint?: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  /** The list's name for screen readers, e.g. 'Paint suggestions'. */
  listLabel: string;
  suggestions: readonly T[];
  keyOf: (item: T) => string;
  renderSuggestion: (item: T) => ReactNode;
  onPick: (item: T) => void;
  /** Whether the list is wanted: the owner opens it as the text changes; ArrowDown asks for it; Escape, a pick or leaving the field close it. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The suggestions answer what the field holds now (not an earlier text's, and not before a search is possible). */
  settled: boolean;
  /** Shown under the field when a settled search found nothing, so a painter sees it did search. */
  emptyText?: string;
  /**
   * Each new list starts with its first suggestion highlighted, so Enter completes what was typed
   * (the tag field: 'gra' is 'granulating'). Otherwise nothing is, and Enter keeps the text typed.
   */
  highlightFirst?: boolean;
  /** Beside the field, e.g. a button that takes what was typed. */
  trailing?: ReactNode;
}

/** What a screen reader hears once suggestions settle: how many there are, or that there are none. */
export function suggestionsStatus(count: number): string {
  if (count === 0) return 'No suggestions';
  return count === 1 ? '1 suggestion' : `${count} suggestions`;
}

/**
 * A text field with a list of suggestions under it (the ARIA 1.2 combobox pattern): focus stays in
 * the field while ArrowDown/ArrowUp move through the list, Enter picks, Escape closes the list
 * (not the dialog around it: the list is the topmost Radix layer). The field still takes any text.
 * The owner's onKeyDown hears the keys the list did not take (Enter with nothing highlighted).
 */
export function SuggestionCombobox<T>({
  label,
  hint,
  error,
  ref,
  listLabel,
  suggestions,
  keyOf,
  renderSuggestion,
  onPick,
  open,
  onOpenChange,
  settled,
  emptyText,
  highlightFirst = false,
  trailing,
  onKeyDown,
  onBlur,
  ...inputProps
}: SuggestionComboboxProps<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const anchor = useRef<HTMLDivElement>(null);
  // A new list starts with nothing highlighted, so Enter submits what was typed until a choice is
  // made; or, asked for, with its first suggestion, so Enter completes the text.
  const first = highlightFirst ? 0 : -1;
  const [active, setActive] = useState(first);
  const listed = suggestions.map(keyOf).join('\n');
  const [shownFor, setShownFor] = useState(listed);
  if (shownFor !== listed) {
    setShownFor(listed);
    setActive(first);
  }
  const expanded = open && suggestions.length > 0;
  const showEmpty = open && settled && suggestions.length === 0 && emptyText !== undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  function pick(item: T) {
    onPick(item);
    onOpenChange(false);
  }

  function move(step: number) {
    if (!expanded) {
      onOpenChange(true);
      return;
    }
    // Round the list both ways; from nothing highlighted, ArrowUp goes to the last suggestion.
    const last = suggestions.length - 1;
    setActive((current) => (step > 0 ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const highlighted = expanded ? suggestions[active] : undefined;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && highlighted !== undefined) {
      event.preventDefault();
      pick(highlighted);
    } else {
      onKeyDown?.(event);
    }
  }

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Popover.Root open={expanded || showEmpty} onOpenChange={onOpenChange}>
      <div className="space-y-1.5">
        <Label htmlFor={id}>{label}</Label>
        <div className="flex gap-2">
          {/* The list is as wide as the field, not the button beside it. */}
          <Popover.Anchor asChild>
            <div ref={anchor} className="min-w-0 flex-1">
              <Input
                ref={ref}
                id={id}
                role="combobox"
                aria-expanded={expanded}
                aria-controls={expanded ? listId : undefined}
                aria-autocomplete="list"
                aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                autoComplete="off"
                onKeyDown={handleKeyDown}
                onBlur={(event) => {
                  onBlur?.(event);
                  // Suggestions for a field the painter has left would cover the next one.
                  onOpenChange(false);
                }}
                {...inputProps}
              />
            </div>
          </Popover.Anchor>
          {trailing}
        </div>
        {hint ? (
          <p id={hintId} className="text-sm text-ink-muted">
            {hint}
          </p>
        ) : null}
        <FieldError id={errorId} message={error} />
        {/* Focus stays in the field, so the list's size is announced rather than seen. */}
        <p role="status" className="sr-only">
          {open && settled ? suggestionsStatus(suggestions.length) : ''}
        </p>
      </div>
      {/* No portal: the list stays inside the dialog, in its focus scope and its accessibility tree.
          Radix makes popover content a dialog; this one holds only the listbox, so it is no landmark. */}
      <Popover.Content
        role="presentation"
        align="start"
        sideOffset={4}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if (anchor.current?.contains(event.target as Node)) event.preventDefault();
        }}
        // The field keeps the focus: a press on the list (an option, its scrollbar) must not blur it.
        onMouseDown={(event) => event.preventDefault()}
        className="z-50 w-(--radix-popper-anchor-width) min-w-64 rounded-md border border-line bg-surface py-1 shadow-lg"
      >
        {showEmpty ? <p className="px-3 py-2 text-sm text-ink-muted">{emptyText}</p> : null}
        {/* The listbox itself scrolls: a combobox's popup, which is reached by the arrow keys, not by Tab. */}
        <ul id={listId} role="listbox" aria-label={listLabel} hidden={!expanded} className="max-h-80 overflow-y-auto">
          {suggestions.map((item, index) => (
            <li
              key={keyOf(item)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onClick={() => pick(item)}
              onPointerMove={() => setActive(index)}
              className={clsx('cursor-pointer px-3 py-2', index === active && 'bg-line/60')}
            >
              {renderSuggestion(item)}
            </li>
          ))}
        </ul>
      </Popover.Content>
    </Popover.Root>
  );
}
