import type { TCataloguePaint } from '#common/schemas/paints.ts';
import { AlternativesSection } from './alternatives-section';
import { usePaintAlternatives } from './api/get-paint-alternatives';

// A form has less room than the details: the few nearest are enough to choose from.
const FORM_ALTERNATIVES = 5;

/** Issue 15: the alternatives of a catalogue paint just picked in the color form, each one offered instead. */
export function PaintAlternatives({ paintId, onUse }: { paintId: string; onUse: (paint: TCataloguePaint) => void }) {
  return <AlternativesSection alternatives={usePaintAlternatives(paintId, FORM_ALTERNATIVES)} onUse={onUse} />;
}
