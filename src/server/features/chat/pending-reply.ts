import {
  type StreamTutorReplyInput,
  streamTutorReply,
  type TutorStreamEvent,
} from "#server/ai/tutor-stream.ts";

/** A tutor reply whose model request has been sent; read it once, or abort it. */
export type PendingReply = AsyncIterable<TutorStreamEvent> & { abort(): void };

/** Sends the model request at once (decision 012): the reply is read later, or thrown away. */
export function startReply(input: StreamTutorReplyInput): PendingReply {
  const controller = new AbortController();
  const events = streamTutorReply({ ...input, abortSignal: controller.signal });
  // Asking for the first event runs the generator up to the model request: it leaves now.
  const first = events.next();
  first.catch(() => undefined);
  return {
    abort: () => controller.abort(),
    async *[Symbol.asyncIterator]() {
      let finished = false;
      try {
        for (let next = await first; !next.done; next = await events.next()) yield next.value;
        finished = true;
      } finally {
        // The reader stopped early (the pupil left): end the model request too.
        if (!finished) controller.abort();
      }
    },
  };
}
