import { createContext, type ReactNode, use, useMemo } from 'react';

const NONE: ReadonlySet<string> = new Set();

/** The ids of a palette's colors the viewer owns; none for a visitor, or until the answer comes. */
const OwnedColorsContext = createContext<ReadonlySet<string>>(NONE);

/** Lets every swatch below say whether the viewer owns its paint, without passing it through each layer. */
export function OwnedColors({ ids, children }: { ids: readonly string[] | undefined; children: ReactNode }) {
  const owned = useMemo(() => (ids ? new Set(ids) : NONE), [ids]);
  return <OwnedColorsContext value={owned}>{children}</OwnedColorsContext>;
}

export function useOwnsColor(colorId: string): boolean {
  return use(OwnedColorsContext).has(colorId);
}
