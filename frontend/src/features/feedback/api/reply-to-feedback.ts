import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { db } from '@/lib/supabase';
import { feedbackKeys } from './keys';

export async function replyToFeedback(input: { feedbackId: string; userId: string; message: string }): Promise<void> {
  unwrap(await (await db()).from('pedbook_feedback_responses').insert({ feedback_id: input.feedbackId, user_id: input.userId, message: input.message }));
}

/** A reply; the user's feedback lists are refetched after it, sent or not. */
export function useReplyToFeedback(feedbackId: string, userId: string, handlers: { onSuccess: () => void; onError: (e: Error) => void }) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: feedbackKeys.mine() });
  return useMutation({
    mutationFn: (message: string) => replyToFeedback({ feedbackId, userId, message }),
    retry: false,
    onSuccess: () => {
      handlers.onSuccess();
      refresh();
    },
    onError: (e) => {
      handlers.onError(e);
      refresh();
    },
  });
}
