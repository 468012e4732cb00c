import { LIMITS } from '#common/constants.ts';

/** Spec §2: a card shows up to 3 tags, then how many more there are ('+N'). */
export function PaletteTags({ tags }: { tags: string[] | null }) {
  if (!tags || tags.length === 0) return null;
  const shown = tags.slice(0, LIMITS.cardTagsShown);
  const more = tags.length - shown.length;
  return (
    <ul aria-label="Tags" className="flex min-w-0 flex-wrap gap-1">
      {shown.map((tag) => (
        <li key={tag} className="max-w-full truncate rounded-full bg-paper px-2 py-0.5 text-xs text-ink-muted">
          {tag}
        </li>
      ))}
      {more > 0 ? (
        <li className="rounded-full px-1 py-0.5 text-xs text-ink-muted">
          +{more}
          <span className="sr-only"> more</span>
        </li>
      ) : null}
    </ul>
  );
}
