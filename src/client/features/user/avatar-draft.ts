/**
 * What Profile Settings will do with the avatar when saved: keep it, replace it with a finished
 * upload (shown from the chosen file until then), or remove it. Nothing changes before Save.
 */
export type TAvatarDraft = { kind: 'keep' } | { kind: 'replace'; uploadUrl: string; previewUrl: string } | { kind: 'remove' };

export const KEEP_AVATAR: TAvatarDraft = { kind: 'keep' };
