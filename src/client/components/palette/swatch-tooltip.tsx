import type { ComponentProps } from 'react';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import type { TColor } from '#common/schemas/color.ts';
import { pigmentCodesOf, ratingBadgesOf } from './chart-facts';
import { PaintFacts } from './paint-facts';

type TSwatchTooltipProps = Omit<ComponentProps<typeof Tooltip>, 'content' | 'description' | 'color'> & { paint: TColor };

/**
 * A swatch's color details on hover or keyboard focus, after the spec's 1 s (§2, §9): the whole
 * name its label may shorten, then the paint as painters say it (manufacturer, pigment codes,
 * ratings) and its hex code. A screen reader hears the facts as the swatch's description; the name
 * is the swatch's own.
 */
export function SwatchTooltip({ paint: color, children, ...props }: TSwatchTooltipProps) {
  const codes = pigmentCodesOf(color.pigmentCode);
  const facts = [
    color.manufacturer?.trim(),
    codes.length > 0 ? `Pigments: ${codes.join(' ')}` : null,
    ...ratingBadgesOf(color).map((badge) => `${badge.label}: ${badge.value}`),
    color.hexCode,
  ].filter((fact) => !!fact);
  return (
    <Tooltip
      {...props}
      description={facts.join(', ')}
      content={
        <div className="flex flex-col gap-1 text-xs">
          <p className="text-sm font-semibold">{color.paintName}</p>
          <PaintFacts color={color} />
          <p className="font-mono text-ink-muted">{color.hexCode}</p>
        </div>
      }
    >
      {children}
    </Tooltip>
  );
}
