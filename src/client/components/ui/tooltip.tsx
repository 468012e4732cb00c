import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { type ComponentProps, type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { MAIN_CONTENT_ID } from '#client/lib/main-content.ts';
import { TIMINGS } from '#common/constants.ts';

interface TooltipProps extends Omit<ComponentProps<typeof TooltipPrimitive.Trigger>, 'content' | 'asChild'> {
  /** What the tooltip shows. */
  content: ReactNode;
  /** What a screen reader hears of it, as the trigger's description: said instead of the content, which may repeat the trigger's name. */
  description: string;
  /** Kept closed, e.g. while a drag is under way. */
  disabled?: boolean;
  /** The trigger: one element that takes focus, which gets the props given here. */
  children: ReactElement;
}

/**
 * Radix's Tooltip, opening after the spec's delay (§9: 1 s) on hover and on keyboard focus, and
 * never on touch (a tap, or a finger held to drag). Radix would open at once on focus: here a focus
 * from the keyboard (:focus-visible) waits the same delay, and one from a press never opens it. It
 * closes on blur, Escape, a click, a pointer press or the pointer leaving. Each tooltip waits its
 * own delay (a provider of its own), and its content is in the main landmark, where its trigger is.
 */
export function Tooltip({ content, description, disabled = false, children, onFocus, onBlur, ...triggerProps }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const focusTimer = useRef(0);
  useEffect(() => () => window.clearTimeout(focusTimer.current), []);
  // Closed for good when disabled, not shown again when that ends (a drag that moved it elsewhere).
  if (disabled && open) setOpen(false);

  return (
    <TooltipPrimitive.Provider delayDuration={TIMINGS.tooltipDelayMs}>
      <TooltipPrimitive.Root open={open && !disabled} onOpenChange={setOpen}>
        <TooltipPrimitive.Trigger
          asChild
          {...triggerProps}
          onFocus={(event) => {
            onFocus?.(event);
            // Stops Radix's own focus handler, which opens at once.
            event.preventDefault();
            window.clearTimeout(focusTimer.current);
            if (!disabled && event.currentTarget.matches(':focus-visible')) {
              focusTimer.current = window.setTimeout(() => setOpen(true), TIMINGS.tooltipDelayMs);
            }
          }}
          onBlur={(event) => {
            onBlur?.(event);
            window.clearTimeout(focusTimer.current);
          }}
        >
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal container={document.getElementById(MAIN_CONTENT_ID) ?? undefined}>
          <TooltipPrimitive.Content
            aria-label={description}
            side="top"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-64 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink shadow-lg motion-safe:animate-fade-in"
          >
            {/* Read out once, as the description above: the box itself is for the eyes. */}
            <div aria-hidden="true">{content}</div>
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
