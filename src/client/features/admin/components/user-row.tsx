import { useId, useState } from 'react';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { LIMITS, TEXTS } from '#common/constants.ts';
import { type TAdminUser, ZUpdateQuotaRequest } from '#common/schemas/admin.ts';
import { useUpdateUserQuota } from '../api/update-user-quota';
import { useRefocusOnClose } from '../use-refocus-on-close';

const joined = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const QUOTA_ERROR = `Quota must be a whole number from ${LIMITS.maxPalettesMin} to ${LIMITS.maxPalettesMax}.`;
// Cells stack in a three-column grid on a phone, each under its own small label (data-label),
// and are ordinary table cells from the `md` breakpoint (768 px): below it, seven columns and a
// long address do not fit beside each other.
const cell = 'block py-1 md:table-cell md:px-3 md:py-2 md:align-middle';
const labelled = `${cell} before:block before:text-xs before:text-ink-muted before:content-[attr(data-label)] md:before:content-none`;
const actionsCell = `${cell} col-span-3 text-right`;

/** A user's row (spec §4 quota row): view mode, or edit mode with Save and Cancel. */
export function UserRow({ user }: { user: TAdminUser }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRefocusOnClose<HTMLButtonElement>(editing);
  return (
    <tr role="row" className="grid grid-cols-3 gap-x-3 py-2 md:table-row md:py-0">
      <td role="cell" className={`${cell} col-span-3 font-medium wrap-break-word text-ink`}>
        <EmailAddress email={user.email} />
      </td>
      <td role="cell" data-label="Name" className={`${labelled} col-span-2 text-ink`}>
        {user.displayName ?? user.name}
      </td>
      <td role="cell" data-label="Joined" className={`${labelled} whitespace-nowrap text-ink-muted`}>
        {joined.format(new Date(user.createdAt))}
      </td>
      <td role="cell" data-label="Palettes" className={`${labelled} text-ink tabular-nums`}>
        {user.paletteCount}
      </td>
      {editing ? (
        <QuotaEditor user={user} onClose={() => setEditing(false)} />
      ) : (
        <>
          <td role="cell" data-label="Quota" className={`${labelled} text-ink tabular-nums`}>
            {/* Spec §4: admins have no palette limit; the stored quota applies again if the right goes. */}
            {user.isAdmin ? <span title={`${user.maxPalettes} if no longer an admin`}>Unlimited</span> : user.maxPalettes}
          </td>
          <td role="cell" data-label="Admin" className={`${labelled} text-ink`}>
            {user.isAdmin ? 'Yes' : 'No'}
          </td>
          <td role="cell" className={actionsCell}>
            <button ref={editButton} type="button" className={buttonClasses('ghost')} onClick={() => setEditing(true)}>
              Edit<span className="sr-only"> {user.email}</span>
            </button>
          </td>
        </>
      )}
    </tr>
  );
}

/**
 * An address that may break before its '@' and nowhere else where the table has room (from `lg`);
 * a narrower table breaks it anywhere rather than run wider than the screen.
 */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** The quota, admin and action cells in edit mode; Enter saves and Escape cancels from the quota field. */
function QuotaEditor({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
  const errorId = useId();
  const update = useUpdateUserQuota();
  const [quota, setQuota] = useState(String(user.maxPalettes));
  const [isAdmin, setIsAdmin] = useState(user.isAdmin);
  const [invalid, setInvalid] = useState(false);

  function save() {
    const parsed = ZUpdateQuotaRequest.safeParse({ maxPalettes: Number(quota), isAdmin });
    // An empty field is Number('') = 0, which the quota's own rule (1-50) already refuses.
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    update.mutate(
      { userId: user.id, quota: parsed.data },
      {
        onSuccess: onClose,
        onError: (error) => toast(withServerReason(TEXTS.admin.updateFailed, error), 'destructive'),
      },
    );
  }

  return (
    <>
      <td role="cell" data-label="Quota" className={labelled}>
        <div className="w-24">
          <Input
            type="number"
            inputMode="numeric"
            min={LIMITS.maxPalettesMin}
            max={LIMITS.maxPalettesMax}
            aria-label={`Quota for ${user.email}`}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? errorId : undefined}
            autoFocus
            value={quota}
            onChange={(event) => setQuota(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') save();
              if (event.key === 'Escape') onClose();
            }}
          />
        </div>
        <FieldError id={errorId} message={invalid ? QUOTA_ERROR : undefined} />
      </td>
      {/* No cell label here: the checkbox's own label says 'Admin'. */}
      <td role="cell" className={cell}>
        <Checkbox label="Admin" checked={isAdmin} onChange={(event) => setIsAdmin(event.target.checked)} />
      </td>
      <td role="cell" className={actionsCell}>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={update.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={update.isPending} onClick={save}>
            Save
          </Button>
        </div>
      </td>
    </>
  );
}
