import * as TabsPrimitive from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export const Tabs = TabsPrimitive.Root;
export const TabsContent = TabsPrimitive.Content;

const TABS_LAYOUT = {
  /** Every tab in one row, of equal width. */
  row: 'auto-cols-fr grid-flow-col',
  /** As many equal tabs to a row as fit at 6.5rem or more, the rest on the next: five tabs on a phone. */
  wrap: 'grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))]',
} as const;

export function TabsList({
  className,
  layout = 'row',
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { layout?: keyof typeof TABS_LAYOUT }) {
  return <TabsPrimitive.List className={clsx('grid gap-1 rounded-lg bg-paper p-1', TABS_LAYOUT[layout], className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={clsx(
        'min-h-11 rounded-md px-3 text-sm font-medium text-ink-muted transition-colors hover:text-ink',
        'data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
