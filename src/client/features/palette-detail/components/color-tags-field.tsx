import { type KeyboardEvent, useState } from 'react';
import { matchingSuggestions } from '#client/components/paint-fields/color-suggestions.ts';
import { SuggestionCombobox } from '#client/components/paints/suggestion-combobox.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { TTag } from '#common/schemas/tag.ts';
import { ZTagName } from '#common/schemas/tag.ts';
import { useCreateTag } from '../api/create-tag';
import { useUserTags } from '../api/get-user-tags';

const ALREADY_ON_COLOR = 'This color already has that tag.';

interface ColorTagsFieldProps {
  userId: string;
  /** The tags the color has (or will have, for a color not saved yet). */
  tags: TTag[];
  onAdd: (tag: TTag) => void;
  onRemove: (tag: TTag) => void;
  /** While a tag is being linked or unlinked, so the same change is not sent twice. */
  pending: boolean;
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** A suggestion: one of the painter's tags, or the text typed as a new one. */
interface TTagChoice {
  name: string;
  isNew: boolean;
}

/**
 * One combobox for both ways of tagging (spec §5: Enter adds it): the painter's other tags
 * containing what was typed are suggested, the first one highlighted, so 'gra' and Enter take
 * 'granulating'; the text itself, when no tag has that name, comes last as a new tag. With the list
 * closed (Escape), Enter and the Add tag button take the text as typed.
 */
export function ColorTagsField({ userId, tags, onAdd, onRemove, pending }: ColorTagsFieldProps) {
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const userTags = useUserTags(userId);
  const createTag = useCreateTag();
  const busy = pending || createTag.isPending;

  const unused = (userTags.data ?? []).filter((tag) => !tags.some((own) => own.id === tag.id));
  const name = typed.trim();
  const isKnown = (userTags.data ?? []).some((tag) => sameName(tag.name, name));
  const choices: TTagChoice[] = [
    ...matchingSuggestions(
      unused.map((tag) => tag.name),
      typed,
    ).map((match) => ({ name: match, isNew: false })),
    ...(name !== '' && !isKnown ? [{ name, isNew: true }] : []),
  ];

  async function add(wanted: string) {
    if (busy) return;
    const parsed = ZTagName.safeParse(wanted);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    const tagName = parsed.data;
    if (tags.some((tag) => sameName(tag.name, tagName))) {
      setError(ALREADY_ON_COLOR);
      return;
    }
    setError(undefined);
    const existing = userTags.data?.find((tag) => sameName(tag.name, tagName));
    // A failed creation has told the painter already (its toast); what was typed stays to retry.
    const tag = existing ?? (await createTag.mutateAsync({ userId, name: tagName }).catch(() => null));
    if (!tag) return;
    onAdd(tag);
    setTyped('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter here adds the tag; it must not submit the whole color form.
    event.preventDefault();
    void add(typed);
  }

  return (
    <div className="space-y-2">
      <SuggestionCombobox
        label="Tags"
        hint="Pick one of your tags or type a new one, then press Enter."
        error={error}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setError(undefined);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        listLabel="Tag suggestions"
        suggestions={choices}
        keyOf={(choice) => `${choice.isNew ? 'new' : 'tag'}:${choice.name}`}
        renderSuggestion={(choice) => (choice.isNew ? `New tag “${choice.name}”` : choice.name)}
        onPick={(choice) => void add(choice.name)}
        open={open}
        onOpenChange={setOpen}
        settled={userTags.isSuccess}
        // With nothing typed, the list is for browsing: Enter must not take a tag no one asked for.
        highlightFirst={name !== ''}
        trailing={
          <Button variant="secondary" className="shrink-0" disabled={busy} onClick={() => void add(typed)}>
            Add tag
          </Button>
        }
      />
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag.id} className="inline-flex items-center rounded-full border border-line bg-paper pl-3 text-sm text-ink">
              {tag.name}
              <button
                type="button"
                aria-label={`Remove tag ${tag.name}`}
                disabled={busy}
                onClick={() => onRemove(tag)}
                className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:text-ink disabled:opacity-50"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
