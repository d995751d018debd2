import { useEffect, useState } from 'react';

export type ServerCheck =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'done'; result: boolean }
  | { status: 'failed'; error: unknown };

/**
 * A server check of a typed value, made once the typing pauses for `delayMs`; an answer for an
 * older value is never shown for a newer one. Disabled → idle.
 */
export function useServerCheck(
  value: string,
  enabled: boolean,
  check: (value: string, signal: AbortSignal) => Promise<boolean>,
  delayMs: number,
): ServerCheck {
  const [answer, setAnswer] = useState<{ value: string; result?: boolean; error?: unknown } | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      check(value, controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) setAnswer({ value, result });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setAnswer({ value, error });
        },
      );
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // `check` is a module function: a new closure must not restart the wait.
  }, [value, enabled, delayMs]);

  if (!enabled) return { status: 'idle' };
  if (!answer || answer.value !== value) return { status: 'pending' };
  if (answer.error !== undefined) return { status: 'failed', error: answer.error };
  return { status: 'done', result: answer.result === true };
}
