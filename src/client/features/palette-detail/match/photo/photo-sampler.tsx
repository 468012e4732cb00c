import { type ChangeEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { loadPhoto, type TLoadedPhoto } from './load-photo';
import { PhotoLoupe } from './photo-loupe';
import { PhotoSurface } from './photo-surface';
import { PHOTO_TEXTS } from './photo-texts';
import { averageDisc, type TRgb, toHex, whiteBalance } from './sample-photo';

export { PHOTO_TEXTS } from './photo-texts';

const FILE_INPUT =
  'block min-h-11 w-full text-sm text-ink-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-line file:bg-surface file:px-4 file:font-medium file:text-ink hover:file:bg-paper';

/** The sample size a painter starts with: a few pixels, so paper grain and camera noise average out. */
const FIRST_RADIUS = 3;

function Swatch({ label, hex }: { label: string; hex: string }) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <span aria-hidden="true" className="size-14 shrink-0 rounded-md ring-1 ring-black/15 ring-inset" style={{ backgroundColor: hex }} />
      <span>
        <span className="block text-ink">{label}</span>
        <span className="block font-mono text-xs text-ink-muted">{hex}</span>
      </span>
    </div>
  );
}

/**
 * Issue 29, the photo way into "Match a colour": the painter opens a photo (it stays in the
 * browser), aims the sampler at a colour, and may correct the photo's light against the paper. Each
 * new sample's colour, corrected when a paper is set, goes to `onSample` as '#RRGGBB'.
 */
export function PhotoSampler({ onSample }: { onSample: (hex: string) => void }) {
  const id = useId();
  const [photo, setPhoto] = useState<TLoadedPhoto | null>(null);
  const [opening, setOpening] = useState<'idle' | 'opening' | 'failed'>('idle');
  const [at, setAt] = useState({ x: 0, y: 0 });
  const [radius, setRadius] = useState(FIRST_RADIUS);
  const [paper, setPaper] = useState<TRgb | null>(null);
  // The latest photo asked for: one picked while another is still opening wins.
  const asked = useRef(0);
  const paperButton = useRef<HTMLButtonElement>(null);

  async function open(file: File) {
    const ask = ++asked.current;
    setOpening('opening');
    try {
      const opened = await loadPhoto(file);
      if (ask !== asked.current) return;
      setPhoto(opened);
      setAt({ x: Math.floor(opened.pixels.width / 2), y: Math.floor(opened.pixels.height / 2) });
      // A paper belongs to its photo's light.
      setPaper(null);
      setOpening('idle');
    } catch {
      if (ask !== asked.current) return;
      setPhoto(null);
      setPaper(null);
      setOpening('failed');
    }
  }

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void open(file);
  };

  const raw = photo ? averageDisc(photo.pixels, at.x, at.y, radius) : null;
  const rawHex = raw ? toHex(raw) : null;
  const hex = raw && paper ? toHex(whiteBalance(raw, paper)) : rawHex;
  const report = useEffectEvent((sampled: string) => onSample(sampled));
  useEffect(() => {
    if (hex) report(hex);
  }, [hex]);

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-photo`}>{PHOTO_TEXTS.photo}</Label>
        {/* Phones offer the camera and the photos taken earlier (in daylight, at the easel) both. */}
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/*"
          aria-describedby={`${id}-photo-hint`}
          onChange={picked}
          className={FILE_INPUT}
        />
        <p id={`${id}-photo-hint`} className="text-sm text-ink-muted">
          {PHOTO_TEXTS.photoHint}
        </p>
      </div>
      {/* On a touch screen, straight to the back camera too. */}
      <div className="hidden space-y-1.5 pointer-coarse:block">
        <Label htmlFor={`${id}-camera`}>{PHOTO_TEXTS.camera}</Label>
        <input id={`${id}-camera`} type="file" accept="image/*" capture="environment" onChange={picked} className={FILE_INPUT} />
      </div>
      {photo ? (
        <div className="space-y-1.5">
          <PhotoSurface photo={photo} at={at} onMove={setAt} hintId={`${id}-sampler-hint`} />
          <p id={`${id}-sampler-hint`} className="text-sm text-ink-muted">
            {PHOTO_TEXTS.samplerHint}
          </p>
        </div>
      ) : null}
      {/* One live region, always there, so that what it says next is announced: opening, failing, each sample. */}
      <p aria-live="polite" className={opening === 'failed' ? 'text-sm text-danger-text' : 'text-sm text-ink'}>
        {opening === 'opening'
          ? PHOTO_TEXTS.opening
          : opening === 'failed'
            ? PHOTO_TEXTS.unreadable
            : photo && hex
              ? PHOTO_TEXTS.sampleAt(at.x, at.y, hex)
              : null}
      </p>
      {photo && raw && rawHex ? (
        <>
          <div className="flex flex-wrap items-start gap-4">
            <PhotoLoupe source={photo.canvas} x={at.x} y={at.y} radius={radius} />
            <div className="min-w-44 flex-1 space-y-3">
              <div className="space-y-1.5">
                <Label htmlFor={`${id}-size`}>{PHOTO_TEXTS.sampleSize}</Label>
                <Select id={`${id}-size`} value={radius} onChange={(event) => setRadius(Number(event.target.value))}>
                  {PHOTO_TEXTS.sizes.map((size) => (
                    <option key={size.radius} value={size.radius}>
                      {size.label}
                    </option>
                  ))}
                </Select>
              </div>
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                {paper && hex ? (
                  <>
                    <Swatch label={PHOTO_TEXTS.raw} hex={rawHex} />
                    <Swatch label={PHOTO_TEXTS.balanced} hex={hex} />
                  </>
                ) : (
                  <Swatch label={PHOTO_TEXTS.sample} hex={rawHex} />
                )}
              </div>
            </div>
          </div>
          <div className="space-y-2">
            <div className="flex flex-wrap gap-2">
              <Button ref={paperButton} variant="secondary" onClick={() => setPaper(raw)}>
                {PHOTO_TEXTS.paper}
              </Button>
              {paper ? (
                <Button
                  variant="ghost"
                  onClick={() => {
                    setPaper(null);
                    // The button pressed goes away: focus stays on the white balance's other button.
                    paperButton.current?.focus();
                  }}
                >
                  {PHOTO_TEXTS.undo}
                </Button>
              ) : null}
            </div>
            <p aria-live="polite" className="text-sm text-ink-muted">
              {paper ? PHOTO_TEXTS.corrected(toHex(paper)) : PHOTO_TEXTS.paperHint}
            </p>
          </div>
        </>
      ) : null}
    </div>
  );
}
