import { apiJson } from '#client/lib/api-client.ts';
import { ZAvatarResponse } from '#common/schemas/user.ts';

/** Spec §7 PUT /api/users/{id}/avatar: turns an upload into the avatar; the URL it is shown from. */
export async function setAvatar(userId: string, uploadUrl: string): Promise<string> {
  const body = await apiJson(`/api/users/${encodeURIComponent(userId)}/avatar`, { method: 'PUT', body: { avatarUrl: uploadUrl } });
  return ZAvatarResponse.parse(body).avatarUrl;
}
