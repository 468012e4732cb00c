import type { TPalette } from '#common/schemas/palette.ts';

/** Spec §2: a palette made with a partner says so, with a link to the partner's site. */
export function CollaborationBanner({
  palette,
}: {
  palette: Pick<TPalette, 'collaborationEnabled' | 'collaborationCompany' | 'collaborationUrl'>;
}) {
  const { collaborationEnabled, collaborationCompany, collaborationUrl } = palette;
  if (!collaborationEnabled || !collaborationCompany) return null;
  return (
    <p className="rounded-lg border border-line bg-paper px-4 py-3 text-sm text-ink">
      Created in collaboration with{' '}
      {collaborationUrl ? (
        <a href={collaborationUrl} target="_blank" rel="noopener" className="font-medium text-accent-text underline underline-offset-4">
          {collaborationCompany}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <span className="font-medium">{collaborationCompany}</span>
      )}
    </p>
  );
}
