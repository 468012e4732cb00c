import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '#client/components/ui/button.tsx';
import { deltaEText, STRENGTH_TEXTS, savedRecipeText } from '#common/mix-texts.ts';
import type { TMix } from '#common/schemas/mix.ts';
import { MixNoteForm } from './mix-note-form';
import { MixSwatches } from './mix-swatches';
import { MIX_TEXTS } from './mix-texts';

interface MixesListProps {
  mixes: readonly TMix[];
  /** A watercolour palette: each mix says how far it is thinned. */
  washes: boolean;
  /** Offered to those who may edit the palette; read-only without. */
  onDelete?: ((mix: TMix) => void) | undefined;
  /** Offered to those who may edit the palette: keeps a mix's note. */
  onSaveNote?: ((mix: TMix, notes: string) => Promise<void>) | undefined;
  /** Offered for a mix whose paints are all on the palette: shows it in the mixing preview at its parts. */
  onOpen?: ((mix: TMix) => void) | undefined;
  canOpen?: (mix: TMix) => boolean;
}

/**
 * Issue 29: the recipes saved on a palette from "Match a colour", oldest first: the colour matched
 * beside the mix, the recipe in whole parts, its dilution, how close it comes, and its note.
 */
export function MixesList({ mixes, washes, onDelete, onSaveNote, onOpen, canOpen }: MixesListProps) {
  // The mix whose note is being written, and the note button focus goes back to once it is closed.
  const [writing, setWriting] = useState<string | null>(null);
  const noteButtons = useRef(new Map<string, HTMLButtonElement>());
  if (mixes.length === 0) return null;
  return (
    <section aria-labelledby="mixes-heading" className="space-y-3">
      <h2 id="mixes-heading" className="text-lg font-semibold text-ink">
        {MIX_TEXTS.heading}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {mixes.map((mix) => {
          const recipe = savedRecipeText(mix);
          return (
            <li key={mix.id} className="space-y-2 rounded-md border border-line bg-surface p-3 text-sm">
              <div className="flex items-start gap-3">
                <MixSwatches target={mix.targetHex} mix={mix.mixHex} />
                <div className="min-w-0 flex-1 space-y-0.5 break-words">
                  <p className="text-ink">{recipe}</p>
                  <p className="text-ink-muted">
                    {MIX_TEXTS.matched(mix.targetName ?? mix.targetHex)}
                    {washes ? ` · ${STRENGTH_TEXTS[mix.strength]}` : null}
                  </p>
                  <p className="text-ink-muted">
                    {deltaEText(mix.deltaE)} <span className="font-mono text-xs">{mix.mixHex}</span>
                  </p>
                  {mix.notes && writing !== mix.id ? <p className="whitespace-pre-wrap text-ink">{mix.notes}</p> : null}
                </div>
              </div>
              {onSaveNote && writing === mix.id ? (
                <MixNoteForm
                  mix={mix}
                  onSave={onSaveNote}
                  onDone={() => {
                    // The form gives way to the button again, which takes the focus back.
                    flushSync(() => setWriting(null));
                    noteButtons.current.get(mix.id)?.focus();
                  }}
                />
              ) : null}
              {onDelete || onSaveNote || (onOpen && canOpen?.(mix)) ? (
                <div className="flex flex-wrap gap-2">
                  {onOpen && canOpen?.(mix) ? (
                    <Button variant="ghost" aria-label={`${MIX_TEXTS.open}: ${recipe}`} onClick={() => onOpen(mix)}>
                      {MIX_TEXTS.openShort}
                    </Button>
                  ) : null}
                  {onSaveNote && writing !== mix.id ? (
                    <Button
                      ref={(button) => {
                        if (button) noteButtons.current.set(mix.id, button);
                        else noteButtons.current.delete(mix.id);
                      }}
                      variant="ghost"
                      aria-label={`${mix.notes ? MIX_TEXTS.editNote : MIX_TEXTS.addNote}: ${recipe}`}
                      onClick={() => setWriting(mix.id)}
                    >
                      {mix.notes ? MIX_TEXTS.editNote : MIX_TEXTS.addNote}
                    </Button>
                  ) : null}
                  {onDelete ? (
                    <Button variant="ghost" aria-label={`${MIX_TEXTS.remove}: ${recipe}`} onClick={() => onDelete(mix)}>
                      Delete
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
