import { useCallback, useState } from 'react';

export type TViewMode = 'grid' | 'list';

const STORAGE_KEY = 'palette-library:view';

function storedViewMode(): TViewMode {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Grid or list, remembered on this browser across visits (spec §2's view toggle). */
export function useViewMode(): [TViewMode, (view: TViewMode) => void] {
  const [view, setView] = useState(storedViewMode);
  const changeView = useCallback((next: TViewMode) => {
    setView(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage can be off (private browsing, quota): the choice then lasts for this visit only.
    }
  }, []);
  return [view, changeView];
}
