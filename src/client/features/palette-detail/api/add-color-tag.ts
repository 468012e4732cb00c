import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ToastText } from '../../../../common/constants';
import type { TTag } from '../../../../common/schemas/tag';
import { apiFetch, withServerReason } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { colorTagsQueryKey } from './get-color-tags';

// Spec §8's texts (candidates for TEXTS in src/common/constants.ts).
const ADD_COLOR_TAG_TEXTS = {
  added: { title: 'Tag added' },
  failed: { title: 'Failed to add tag', description: 'Please try again.' },
} as const satisfies Record<string, ToastText>;

interface TAddColorTagVariables {
  colorId: string;
  tag: TTag;
}

/** Links one of the painter's own tags (tag.userId) to a color. */
export async function addColorTag({ colorId, tag }: TAddColorTagVariables): Promise<void> {
  await apiFetch(`/api/colors/${encodeURIComponent(colorId)}/tags`, {
    method: 'POST',
    body: { tagId: tag.id, userId: tag.userId },
  });
}

export function useAddColorTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addColorTag,
    onSuccess: (_result, { colorId, tag }) => {
      const queryKey = colorTagsQueryKey(colorId);
      queryClient.setQueryData<TTag[]>(queryKey, (tags) => (tags ? [...tags, tag] : tags));
      void queryClient.invalidateQueries({ queryKey });
      toast(ADD_COLOR_TAG_TEXTS.added);
    },
    onError: (error) => toast(withServerReason(ADD_COLOR_TAG_TEXTS.failed, error), 'destructive'),
  });
}
