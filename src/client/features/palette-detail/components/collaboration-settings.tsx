import { useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { withServerReason } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { LIMITS } from '#common/constants.ts';
import type { TPalette } from '#common/schemas/palette.ts';
import { WEBSITE_HINT, ZOptionalWebsite } from '#common/schemas/website.ts';
import { useUpdatePaletteDetail } from '../api/update-palette';
import { DETAIL_TEXTS } from '../palette-detail-texts';

/**
 * Admin mode's collaboration settings (spec §2, §5): the message shows only when enabled; turning
 * it off clears the company and its website; an empty website is sent as none, a bare domain as https.
 */
export function CollaborationSettings({ palette }: { palette: TPalette }) {
  const id = useId();
  const urlField = useRef<HTMLInputElement>(null);
  const update = useUpdatePaletteDetail(palette.id);
  const [enabled, setEnabled] = useState(palette.collaborationEnabled);
  const [company, setCompany] = useState(palette.collaborationCompany ?? '');
  const [url, setUrl] = useState(palette.collaborationUrl ?? '');
  const [urlError, setUrlError] = useState<string | undefined>();

  function save() {
    // Judged here by the request's own rule, so a mistyped website is said at the field (and
    // 'studio.example' is taken as https://studio.example, shown so in the field).
    const website = ZOptionalWebsite.safeParse(enabled ? url : null);
    if (!website.success) {
      setUrlError(website.error.issues[0]?.message);
      urlField.current?.focus();
      return;
    }
    setUrlError(undefined);
    setUrl(website.data ?? '');
    update.mutate(
      {
        collaborationEnabled: enabled,
        collaborationCompany: enabled ? company.trim() || null : null,
        collaborationUrl: website.data,
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
              setUrlError(undefined);
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
              ref={urlField}
              label="Company website"
              hint={WEBSITE_HINT}
              type="url"
              inputMode="url"
              value={url}
              maxLength={LIMITS.urlMax}
              error={urlError}
              onChange={(event) => {
                setUrl(event.target.value);
                setUrlError(undefined);
              }}
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
