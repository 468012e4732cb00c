import { Switch } from '#client/components/ui/switch.tsx';

interface LinkSharingSwitchProps {
  on: boolean;
  pending: boolean;
  onToggle: () => void;
  /** The heading that names the switch, and the text that says what its state means. */
  labelledBy: string;
  describedBy: string;
}

/**
 * The share link's on/off switch, its state also written beside it: beside the switch, not in it,
 * where a word would be text of the switch that its name (the heading's) does not hold (label in name).
 */
export function LinkSharingSwitch({ on, pending, onToggle, labelledBy, describedBy }: LinkSharingSwitchProps) {
  return (
    <div className="-mr-2 flex items-center">
      <Switch checked={on} pending={pending} onToggle={onToggle} aria-labelledby={labelledBy} aria-describedby={describedBy} />
      <span aria-hidden="true" className="pr-2 text-sm text-ink">
        {on ? 'On' : 'Off'}
      </span>
    </div>
  );
}
