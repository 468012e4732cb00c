import { useId, useState } from 'react';
import { LIMITS } from '../../../../common/constants';
import type { TPalette } from '../../../../common/schemas/palette';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { withServerReason } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdatePaletteDetail } from '../api/update-palette';
import { DETAIL_TEXTS } from '../palette-detail-texts';

/**
 * Admin mode's collaboration settings (spec §2, §5): the message shows only when enabled; turning
 * it off clears the company and its website; an empty website is sent as none.
 */
export function CollaborationSettings({ palette }: { palette: TPalette }) {
  const id = useId();
  const update = useUpdatePaletteDetail(palette.id);
  const [enabled, setEnabled] = useState(palette.collaborationEnabled);
  const [company, setCompany] = useState(palette.collaborationCompany ?? '');
  const [url, setUrl] = useState(palette.collaborationUrl ?? '');

  function save() {
    update.mutate(
      {
        collaborationEnabled: enabled,
        collaborationCompany: enabled ? company.trim() || null : null,
        collaborationUrl: enabled ? url.trim() || null : null,
      },
      {
        onSuccess: () => toast(DETAIL_TEXTS.changesSaved),
        onError: (error) => toast(withServerReason(DETAIL_TEXTS.updateFailed, error), 'destructive'),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-xl border border-line bg-surface p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        Collaboration
      </h2>
      <form
        noValidate
        className="max-w-md space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Checkbox
          label="Show collaboration message"
          checked={enabled}
          onChange={(event) => {
            setEnabled(event.target.checked);
            if (!event.target.checked) {
              setCompany('');
              setUrl('');
            }
          }}
        />
        {enabled ? (
          <>
            <TextField
              label="Company name"
              value={company}
              maxLength={LIMITS.collaborationCompanyMax}
              onChange={(event) => setCompany(event.target.value)}
            />
            <TextField
              label="Company website"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={url}
              maxLength={LIMITS.urlMax}
              onChange={(event) => setUrl(event.target.value)}
            />
          </>
        ) : null}
        <Button type="submit" variant="secondary" disabled={update.isPending}>
          Save collaboration settings
        </Button>
      </form>
    </section>
  );
}
