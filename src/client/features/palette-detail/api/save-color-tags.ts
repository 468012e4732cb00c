import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import type { TTag } from '#common/schemas/tag.ts';
import { colorTagsQueryKey } from './get-color-tags';

/**
 * Makes a color's tags `wanted` (it has `had` now): links the new ones and unlinks the dropped
 * ones, all at once. The cached list becomes what the server now holds, also when some calls
 * failed; the answer says whether every change was made.
 */
export async function saveColorTags(queryClient: QueryClient, options: { colorId: string; had: TTag[]; wanted: TTag[] }): Promise<boolean> {
  const { colorId, had, wanted } = options;
  const added = wanted.filter((tag) => !had.some((old) => old.id === tag.id));
  const dropped = had.filter((tag) => !wanted.some((kept) => kept.id === tag.id));
  const path = `/api/colors/${encodeURIComponent(colorId)}/tags`;
  const [adds, drops] = await Promise.all([
    Promise.allSettled(added.map((tag) => apiFetch(path, { method: 'POST', body: { tagId: tag.id, userId: tag.userId } }))),
    Promise.allSettled(dropped.map((tag) => apiFetch(`${path}/${encodeURIComponent(tag.id)}`, { method: 'DELETE' }))),
  ]);
  const stillLinked = new Set(dropped.filter((_tag, index) => drops[index]?.status === 'rejected').map((tag) => tag.id));
  const held = [
    ...had.filter((tag) => !dropped.includes(tag) || stillLinked.has(tag.id)),
    ...added.filter((_tag, index) => adds[index]?.status === 'fulfilled'),
  ];
  queryClient.setQueryData(colorTagsQueryKey(colorId), held);
  return [...adds, ...drops].every((result) => result.status === 'fulfilled');
}
