import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import type { ToastText } from '#common/constants.ts';
import { type TCreateTagRequest, type TTag, ZTag } from '#common/schemas/tag.ts';
import { userTagsQueryKey } from './get-user-tags';

// Spec §8's texts (candidates for TEXTS in src/common/constants.ts).
const CREATE_TAG_TEXTS = {
  created: { title: 'Tag created' },
  exists: { title: 'Tag exists', description: 'This tag already exists in your collection.' },
  failed: { title: 'Failed to create tag', description: 'Please try again.' },
} as const satisfies Record<string, ToastText>;

export async function createTag(request: TCreateTagRequest): Promise<TTag> {
  return ZTag.parse(await apiJson('/api/tags', { method: 'POST', body: request }));
}

/** Creates one of the painter's tags; the caller gets the tag to attach it where it was typed. */
export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: (tag) => {
      const queryKey = userTagsQueryKey(tag.userId);
      queryClient.setQueryData<TTag[]>(queryKey, (tags) => (tags ? [...tags, tag] : tags));
      void queryClient.invalidateQueries({ queryKey });
      toast(CREATE_TAG_TEXTS.created);
    },
    onError: (error, { userId }) => {
      const exists = error instanceof ApiError && (error.serverMessage ?? error.message).includes('already exists');
      toast(exists ? CREATE_TAG_TEXTS.exists : CREATE_TAG_TEXTS.failed, 'destructive');
      // A tag made in another tab is the likely cause; fetching the list lets it be picked instead.
      if (exists) void queryClient.invalidateQueries({ queryKey: userTagsQueryKey(userId) });
    },
  });
}
