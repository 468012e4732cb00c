import { type MouseEvent, useId, useMemo, useState } from 'react';
import type { TColor } from '#common/schemas/color.ts';
import { hueGapText, widestHueGap } from './hue-gap';
import { PaperWheelKey, WheelChoice, WheelKey } from './wheel-key';
import { markAt, marksOnSameSpot, wheelLayout } from './wheel-marks';
import { WheelPicture } from './wheel-picture';

interface HueChromaWheelProps {
  colors: readonly TColor[];
  /** On paper: black ink on white whatever the screen's scheme, the key printed beside. */
  paper?: boolean;
}

/**
 * Issue 15: the palette's colors on a hue/chroma wheel (CIE LCh, D65): angle is hue, distance from
 * the centre chroma, greys in the middle; the widest stretch of hue with no color in it is shaded
 * and said in words, so a painter sees what the palette cannot mix cleanly. Issue 25: every dot is
 * numbered round the rim, and the key names each number; on screen a tap or click on the wheel
 * picks the nearest dot or number, and the key's radios pick by keyboard, so every name is reachable.
 */
export function HueChromaWheel({ colors, paper = false }: HueChromaWheelProps) {
  const captionId = useId();
  const gap = useMemo(() => widestHueGap(colors), [colors]);
  const layout = useMemo(() => wheelLayout(colors, gap), [colors, gap]);
  // By id: a color keeps being the chosen one while others come and go and numbers change.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = layout.marks.find((mark) => mark.color.id === chosenId) ?? null;

  function pick(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = (2 * layout.extent) / box.width;
    const spot = { x: (event.clientX - box.left) * scale - layout.extent, y: (event.clientY - box.top) * scale - layout.extent };
    const mark = markAt(layout.marks, spot, chosen?.number ?? null);
    if (mark) setChosenId(mark.color.id);
  }

  const count = colors.length === 1 ? 'its color' : `its ${colors.length} colors`;
  const caption = (
    <figcaption id={captionId} className={paper ? 'text-[8pt] text-neutral-700' : 'max-w-prose text-sm text-ink-muted'}>
      Hue and chroma of {count}, numbered round the wheel{gap ? ' from its widest gap (shaded)' : null}: the angle is the hue, the distance
      from the centre the chroma, greys in the middle. {gap ? hueGapText(gap) : null}
    </figcaption>
  );
  const picture = <WheelPicture layout={layout} gap={gap} chosen={chosen} paper={paper} captionId={captionId} />;

  if (paper) {
    return (
      <figure className="flex flex-col gap-[2mm]">
        {caption}
        <div className="mx-auto w-[105mm]">{picture}</div>
        <PaperWheelKey marks={layout.marks} />
      </figure>
    );
  }
  return (
    <figure className="space-y-4">
      {caption}
      <div className="grid items-start gap-x-8 gap-y-4 md:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <div className="space-y-2">
          {/* Pointer only: the key beside is the same choice for keyboard and screen reader. */}
          <div onClick={pick} className="cursor-pointer touch-manipulation">
            {picture}
          </div>
          {layout.marks.length > 0 ? <WheelChoice chosen={chosen} sameSpot={chosen ? marksOnSameSpot(layout.marks, chosen) : []} /> : null}
        </div>
        {layout.marks.length > 0 ? <WheelKey marks={layout.marks} chosen={chosen} onChoose={(mark) => setChosenId(mark.color.id)} /> : null}
      </div>
    </figure>
  );
}
