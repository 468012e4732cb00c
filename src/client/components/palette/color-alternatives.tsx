import { AlternativesSection } from '#client/components/paints/alternatives-section.tsx';
import { useColorAlternatives } from './api/get-color-alternatives';

/** Issue 15: the alternatives of a painter's color, as its details show them (share view too). */
export function ColorAlternatives({ colorId, share }: { colorId: string; share: boolean }) {
  return <AlternativesSection alternatives={useColorAlternatives(colorId, share)} />;
}
