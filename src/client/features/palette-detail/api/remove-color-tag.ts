import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToastText } from '../../../../common/constants';
import type { TTag } from '../../../../common/schemas/tag';
import { apiFetch } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { colorTagsQueryKey } from './get-color-tags';

// Spec §8's texts (candidates for TEXTS in src/common/constants.ts).
const REMOVE_COLOR_TAG_TEXTS = {
  removed: { title: 'Tag removed' },
  failed: { title: 'Failed to remove tag' },
} as const satisfies Record<string, ToastText>;

interface TRemoveColorTagVariables {
  colorId: string;
  tagId: string;
}

export async function removeColorTag({ colorId, tagId }: TRemoveColorTagVariables): Promise<void> {
  await apiFetch(`/api/colors/${encodeURIComponent(colorId)}/tags/${encodeURIComponent(tagId)}`, { method: 'DELETE' });
}

export function useRemoveColorTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeColorTag,
    onSuccess: (_result, { colorId, tagId }) => {
      const queryKey = colorTagsQueryKey(colorId);
      queryClient.setQueryData<TTag[]>(queryKey, (tags) => tags?.filter((tag) => tag.id !== tagId));
      void queryClient.invalidateQueries({ queryKey });
      toast(REMOVE_COLOR_TAG_TEXTS.removed);
    },
    onError: () => toast(REMOVE_COLOR_TAG_TEXTS.failed, 'destructive'),
  });
}
