// Familiar watercolor pigments; the hex values approximate a masstone wash on white paper.
const PIGMENTS = [
  { name: 'Hansa Yellow Medium', code: 'PY97', hex: '#f2c12e' },
  { name: 'Quinacridone Rose', code: 'PV19', hex: '#c8326b' },
  { name: 'Pyrrol Scarlet', code: 'PR255', hex: '#d4352c' },
  { name: 'Burnt Sienna', code: 'PBr7', hex: '#8f4426' },
  { name: 'French Ultramarine', code: 'PB29', hex: '#2f3f9e' },
  { name: 'Phthalo Blue (GS)', code: 'PB15:3', hex: '#134a8e' },
  { name: 'Phthalo Green (BS)', code: 'PG7', hex: '#0f6b58' },
  { name: "Payne's Gray", code: 'PB29 · PBk9', hex: '#3f4650' },
] as const;

/** A decorative palette on the landing page: the product is about paint, so the page shows some. */
export function PigmentStrip() {
  return (
    <ul aria-hidden="true" className="grid grid-cols-4 gap-3 rounded-xl border border-line bg-surface p-4 sm:gap-4 sm:p-6">
      {PIGMENTS.map((pigment) => (
        <li key={pigment.name} className="space-y-1.5">
          <span className="block aspect-square w-full rounded-md border border-black/10" style={{ backgroundColor: pigment.hex }} />
          <span className="block truncate text-xs text-ink">{pigment.name}</span>
          <span className="block font-mono text-[0.7rem] text-ink-muted">{pigment.code}</span>
        </li>
      ))}
    </ul>
  );
}
