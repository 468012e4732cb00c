import { type KeyboardEvent, useId, useState } from 'react';
import type { TTag } from '../../../../common/schemas/tag';
import { ZTagName } from '../../../../common/schemas/tag';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useCreateTag } from '../api/create-tag';
import { useUserTags } from '../api/get-user-tags';
import { matchingSuggestions } from '../color-suggestions';

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

/**
 * One text field for both ways of tagging: a name that is already one of the painter's tags picks
 * that tag, any other name creates it first (spec §5: Enter adds it). Suggestions are the painter's
 * other tags containing what was typed.
 */
export function ColorTagsField({ userId, tags, onAdd, onRemove, pending }: ColorTagsFieldProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const userTags = useUserTags(userId);
  const createTag = useCreateTag();
  const busy = pending || createTag.isPending;

  const unused = (userTags.data ?? []).filter((tag) => !tags.some((own) => own.id === tag.id));
  const suggestions = matchingSuggestions(
    unused.map((tag) => tag.name),
    typed,
  );

  async function add() {
    const parsed = ZTagName.safeParse(typed);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    const name = parsed.data;
    if (tags.some((tag) => sameName(tag.name, name))) {
      setError(ALREADY_ON_COLOR);
      return;
    }
    setError(undefined);
    const existing = userTags.data?.find((tag) => sameName(tag.name, name));
    // A failed creation has told the painter already (its toast); what was typed stays to retry.
    const tag = existing ?? (await createTag.mutateAsync({ userId, name }).catch(() => null));
    if (!tag) return;
    onAdd(tag);
    setTyped('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter here adds the tag; it must not submit the whole color form.
    event.preventDefault();
    if (!busy) void add();
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Tags</Label>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5 pb-1">
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
      <div className="flex gap-2">
        <Input
          id={id}
          value={typed}
          autoComplete="off"
          list={listId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <datalist id={listId}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Button variant="secondary" className="shrink-0" disabled={busy} onClick={() => void add()}>
          Add tag
        </Button>
      </div>
      <p id={hintId} className="text-sm text-ink-muted">
        Pick one of your tags or type a new one, then press Enter.
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
