import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { useState } from "react";
import {
  attemptKey,
  finishAttempt,
  IDEMPOTENCY_HEADER,
  isUnsettled,
  sessionKeyStorage,
  type KeyStorage,
} from "./idempotencyKey";

type IdempotentMutationOptions<TInput, TResult> = {
  /** Names the money move ("checkout:<id>", "approve:<jobId>"): one pending attempt each. */
  scope: string;
  /** What identifies the request within the scope; must never contain card numbers. */
  fingerprint: (input: TInput) => string;
  /** Sends the request with the attempt's headers (the Idempotency-Key). */
  run: (input: TInput, headers: Record<string, string>) => Promise<TResult>;
  storage?: KeyStorage;
} & Pick<UseMutationOptions<TResult, Error, TInput>, "onSuccess" | "onError" | "onSettled">;

/**
 * A mutation that moves money: each attempt carries an Idempotency-Key, and sending the same
 * request again after an unsettled failure (no answer, a 5xx) reuses that key, so the server
 * answers with the first result instead of charging or paying twice. The key is forgotten once
 * the attempt has a final answer.
 */
export function useIdempotentMutation<TInput, TResult>({
  scope,
  fingerprint,
  run,
  storage,
  ...options
}: IdempotentMutationOptions<TInput, TResult>) {
  const [keys] = useState(() => storage ?? sessionKeyStorage());
  return useMutation<TResult, Error, TInput>({
    ...options,
    mutationFn: async (input) => {
      const key = attemptKey(keys, scope, fingerprint(input));
      try {
        const result = await run(input, { [IDEMPOTENCY_HEADER]: key });
        finishAttempt(keys, scope);
        return result;
      } catch (error) {
        if (!isUnsettled(error)) finishAttempt(keys, scope);
        throw error;
      }
    },
  });
}
