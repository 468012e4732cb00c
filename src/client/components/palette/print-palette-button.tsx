import { useQueryClient } from '@tanstack/react-query';
import { type ButtonHTMLAttributes, type Ref, useState } from 'react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { toast } from '#client/lib/toast.ts';
import { paletteMixesQueryOptions } from './api/get-palette-mixes';
import { sharedPaletteQueryOptions } from './api/get-shared-palette';
import { sharedPaletteColorsQueryOptions } from './api/get-shared-palette-colors';
import { PLAIN_CHART, type TChartViews } from './chart-views';
import { PALETTE_VIEW_TEXTS } from './palette-view-texts';
import { PrinterIcon } from './printer-icon';

interface PrintPaletteButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  paletteId: string;
  label?: string;
  /** The chart as the page shows it; plain unless given. */
  views?: TChartViews;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Loads a palette, its colors and its saved mixes, then prints them as a chart (PrintSheet: one page when it fits).
 * In a menu, render it as the item (`<DropdownMenuItem asChild>`): the item's props, ref and
 * classes reach the button, and given classes replace the button look. Printing goes on after the
 * menu closes and unmounts it.
 */
export function PrintPaletteButton({
  paletteId,
  label = 'Print',
  views = PLAIN_CHART,
  className,
  onClick,
  disabled,
  ...buttonProps
}: PrintPaletteButtonProps) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);

  async function print() {
    setLoading(true);
    try {
      // The print sheet's code comes with the first print.
      const [palette, colors, mixes, { printPalette }] = await Promise.all([
        queryClient.fetchQuery(sharedPaletteQueryOptions(paletteId)),
        queryClient.fetchQuery(sharedPaletteColorsQueryOptions(paletteId)),
        queryClient.fetchQuery(paletteMixesQueryOptions(paletteId, { share: true })),
        import('./print-palette'),
      ]);
      printPalette(palette, colors, views, mixes);
    } catch {
      toast(PALETTE_VIEW_TEXTS.printFailed, 'destructive');
    } finally {
      setLoading(false);
    }
  }

  return (
    <button
      type="button"
      {...buttonProps}
      className={className ?? buttonClasses('secondary')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) void print();
      }}
    >
      <PrinterIcon />
      {label}
    </button>
  );
}
