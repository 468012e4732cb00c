import { useEffect } from 'react';
import { useConfig } from './config-context';

/**
 * Names the page after what it shows ('Field sketches · Palette Library') while the screen is
 * up, and gives the product's name back when it goes. Null (still loading) leaves the title be.
 */
export function usePageTitle(title: string | null): void {
  const { productName } = useConfig();
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · ${productName}`;
    return () => {
      document.title = productName;
    };
  }, [title, productName]);
}
