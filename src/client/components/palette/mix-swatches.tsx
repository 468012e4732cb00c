/** A colour to match beside the mix that matches it, as one pair of swatches (the words beside them say what they are). */
export function MixSwatches({ target, mix, className = 'size-12' }: { target: string; mix: string; className?: string }) {
  return (
    <span aria-hidden="true" className="flex shrink-0 overflow-hidden rounded ring-1 ring-black/15 ring-inset print:ring-black/40">
      <span className={className} style={{ backgroundColor: target }} />
      <span className={className} style={{ backgroundColor: mix }} />
    </span>
  );
}
