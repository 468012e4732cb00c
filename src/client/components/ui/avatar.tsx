import * as AvatarPrimitive from '@radix-ui/react-avatar';

interface AvatarProps {
  name: string;
  imageUrl: string | null;
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [name.trim()];
  return (
    letters
      .map((word) => word?.charAt(0) ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

/** The picture when there is one, the person's initials while it loads or when it fails. */
export function Avatar({ name, imageUrl }: AvatarProps) {
  return (
    <AvatarPrimitive.Root className="inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full border border-line bg-paper">
      {imageUrl ? <AvatarPrimitive.Image src={imageUrl} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback aria-hidden="true" className="text-sm font-semibold text-ink-muted">
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
