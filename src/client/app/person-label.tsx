import type { ReactNode } from 'react';
import { Avatar } from '#client/components/ui/avatar.tsx';

/**
 * Who is signed in, as the header's control for them shows it: the avatar, the name (cut short
 * before it widens the row), what the control does for a screen reader, and its icon.
 */
export function PersonLabel({
  name,
  avatarUrl,
  action,
  nameClassName,
  icon,
}: {
  name: string;
  avatarUrl: string | null;
  /** Read after the name: ', Menu', ', Profile settings'. */
  action: string;
  /** The name's widest, by screen width. */
  nameClassName: string;
  /** A 24-unit outline icon's shapes. */
  icon: ReactNode;
}) {
  return (
    <>
      <Avatar name={name} imageUrl={avatarUrl} />
      <span className={`truncate text-sm font-medium text-ink ${nameClassName}`}>{name}</span>
      <span className="sr-only">, {action}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4 shrink-0 text-ink-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {icon}
      </svg>
    </>
  );
}
