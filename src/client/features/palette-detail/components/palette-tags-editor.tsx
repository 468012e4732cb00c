import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { toast } from '#client/lib/toast.ts';
import { LIMITS } from '#common/constants.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { useUpdatePaletteDetail } from '../api/update-palette';
import { DETAIL_TEXTS } from '../palette-detail-texts';

/**
 * The palette's tags (spec §5): a new tag is trimmed, non-blank and not already there; Enter adds
 * it. Each change is saved at once and shows at once, and comes back if the server refuses it.
 */
export function PaletteTagsEditor({ palette, editable }: { palette: TPalette; editable: boolean }) {
  const id = useId();
  const update = useUpdatePaletteDetail(palette.id);
  const [draft, setDraft] = useState('');
  const tags = palette.tags ?? [];
  const trimmed = draft.trim();
  // 'Sky' beside 'sky' is the same tag twice (the server keeps one of each, whatever the case).
  const duplicate = tags.some((tag) => tag.toLocaleLowerCase() === trimmed.toLocaleLowerCase());
  const canAdd = trimmed !== '' && !duplicate && tags.length < LIMITS.paletteTagsMax;

  function save(next: string[]) {
    update.mutate(
      { tags: next.length > 0 ? next : null },
      { onSuccess: () => toast(DETAIL_TEXTS.tagsUpdated), onError: () => toast(DETAIL_TEXTS.tagsFailed, 'destructive') },
    );
  }

  function add() {
    if (!canAdd) return;
    save([...tags, trimmed]);
    setDraft('');
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        Tags
      </h2>
      {tags.length > 0 ? (
        <ul aria-label="Palette tags" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className={clsx('inline-flex min-h-8 items-center rounded-full bg-paper pl-3 text-sm text-ink', !editable && 'pr-3')}
            >
              {tag}
              {editable ? (
                <button
                  type="button"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => save(tags.filter((other) => other !== tag))}
                  className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-line/60 hover:text-ink"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                  </svg>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">No tags yet.</p>
      )}
      {editable ? (
        <form
          className="flex max-w-md gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <label htmlFor={`${id}-new`} className="sr-only">
            New tag
          </label>
          <Input
            id={`${id}-new`}
            value={draft}
            maxLength={LIMITS.paletteTagMax}
            placeholder="Add a tag"
            aria-describedby={duplicate ? `${id}-duplicate` : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="secondary" className="shrink-0" disabled={!canAdd}>
            Add tag
          </Button>
        </form>
      ) : null}
      {editable && duplicate && trimmed !== '' ? (
        <p id={`${id}-duplicate`} className="text-sm text-ink-muted">
          This palette already has that tag.
        </p>
      ) : null}
    </section>
  );
}
