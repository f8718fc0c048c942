// Moderation threads: the tagged message bodies (api-compat §thread-v2), the message a caller posts, and the body limit.
import { z } from 'zod';

/** Thread and report bodies, like project descriptions, stop at 65,536 characters (api-compat §limits). */
export const MESSAGE_BODY_MAX = 65_536;

export const THREAD_TYPES = ['project', 'report', 'direct_message'] as const;
export type ThreadType = (typeof THREAD_TYPES)[number];

export const threadMessageBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), body: z.string(), private: z.boolean(), replying_to: z.string().nullable() }),
  z.object({ type: z.literal('status_change'), new_status: z.string(), old_status: z.string() }),
  z.object({ type: z.literal('thread_closure') }),
  z.object({ type: z.literal('thread_reopen') }),
  z.object({ type: z.literal('deleted'), private: z.boolean() }),
]);

/** A stored message body; the wire view adds `associated_images` to text messages. */
export type ThreadMessageBody = z.infer<typeof threadMessageBody>;

/** `POST /v2/thread/{id}`: the message is wrapped in an outer `body` key; callers may only post text. */
export const threadMessageRequest = z.object({
  body: z.object({
    type: z.literal('text'),
    body: z.string().trim().min(1, 'A message cannot be empty.').max(MESSAGE_BODY_MAX),
    private: z.boolean().optional(),
    replying_to: z.string().min(1).max(16).nullable().optional(),
  }),
});
export type ThreadMessageRequest = z.infer<typeof threadMessageRequest>;
