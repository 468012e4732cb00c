import { Switch } from '../../../components/ui/switch';

interface LinkSharingSwitchProps {
  on: boolean;
  pending: boolean;
  onToggle: () => void;
  /** The heading that names the switch, and the text that says what its state means. */
  labelledBy: string;
  describedBy: string;
}

/** The share link's on/off switch, its state also written beside it. */
export function LinkSharingSwitch({ on, pending, onToggle, labelledBy, describedBy }: LinkSharingSwitchProps) {
  return (
    <Switch
      checked={on}
      pending={pending}
      onToggle={onToggle}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="-mr-2"
    >
      <span aria-hidden="true">{on ? 'On' : 'Off'}</span>
    </Switch>
  );
}
