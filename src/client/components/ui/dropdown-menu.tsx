import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { MAIN_CONTENT_ID } from '#client/lib/main-content.ts';

/**
 * Not modal: an open menu leaves the page as it is for assistive technology (no aria-hidden over
 * the main landmark and the focusable things in it) and closes when focus or a click goes
 * elsewhere. The menu itself still takes focus and arrow keys, as the menu pattern asks.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export function DropdownMenuContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    // Inside the main landmark (where every menu's trigger is), so an open menu is part of the page's structure.
    <MenuPrimitive.Portal container={document.getElementById(MAIN_CONTENT_ID) ?? undefined}>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={8}
        className={clsx(
          'z-50 min-w-48 rounded-lg border border-line bg-surface p-1 text-ink shadow-lg',
          'motion-safe:data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

interface DropdownMenuItemProps extends ComponentProps<typeof MenuPrimitive.Item> {
  /** For actions that destroy something, so they read differently from the rest. */
  destructive?: boolean;
}

export function DropdownMenuItem({ className, destructive = false, ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      className={clsx(
        'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm outline-none select-none',
        'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-paper',
        destructive ? 'text-danger-text' : 'text-ink',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={clsx('my-1 h-px bg-line', className)} {...props} />;
}
