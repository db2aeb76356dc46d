import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readData } from '@/lib/read-response';
import { db } from '@/lib/supabase';
import { parseRows } from '@/lib/validate';
import { markWritten, writeThrough } from '@/lib/write-through';
import type { FeedbackWithThread, ResponseRow } from '../lib/feedback';
import { feedbackKeys } from './keys';
import { RESPONSE_COLUMNS, responseRows } from './schemas';

/** Sends a reply; returns it as the insert returned it (lib/write-through). */
export async function replyToFeedback(input: { feedbackId: string; userId: string; message: string }): Promise<ResponseRow> {
  const data = readData(
    await (await db()).from('pedbook_feedback_responses').insert({ feedback_id: input.feedbackId, user_id: input.userId, message: input.message }).select(RESPONSE_COLUMNS),
  );
  const [row] = parseRows(responseRows.length(1), data, 'pedbook_feedback_responses');
  markWritten('pedbook_feedback_responses', row!.id, row!, { columns: [] });
  return row!;
}

/** The thread with the user's own reply appended (author: the user, as in the thread already). */
export function withReply(list: FeedbackWithThread[], reply: ResponseRow, author: { name: string; isAdmin: boolean }): FeedbackWithThread[] {
  return list.map((f) =>
    f.id !== reply.feedback_id || f.replies.some((r) => r.id === reply.id)
      ? f
      : { ...f, replies: [...f.replies, { ...reply, authorName: author.name, authorIsAdmin: author.isAdmin }] },
  );
}

/** A reply, shown in the thread from the row the insert returned. When it was refused (e.g. the
 * feedback was resolved meanwhile) the lists are read again to show why. */
export function useReplyToFeedback(feedbackId: string, userId: string, author: { name: string; isAdmin: boolean }, handlers: { onSuccess: () => void; onError: (e: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => replyToFeedback({ feedbackId, userId, message }),
    retry: false,
    onSuccess: async (reply) => {
      await writeThrough<FeedbackWithThread[]>(queryClient, feedbackKeys.mine(), (old) => withReply(old, reply, author));
      handlers.onSuccess();
    },
    onError: (e) => {
      handlers.onError(e);
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.mine() });
    },
  });
}
