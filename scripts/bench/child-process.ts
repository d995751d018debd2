/**
 * A measurement in a fresh Node process, as a Lambda's first request meets one: no code warmed
 * up, no other part's garbage. The child is a module started with `--import tsx --expose-gc` and
 * the parent's environment (the emulators' endpoints); it answers one job over IPC with
 * `answerJob`.
 */
import { fork, type ChildProcess } from 'node:child_process';

type Answer<R> = { ok: true; result: R } | { ok: false; error: string };

/** Runs one job in a fresh child started from `modulePath`; kills it (by its pid) after `timeoutMs`. */
export function runInChild<J, R>(modulePath: string, job: J, timeoutMs: number): Promise<R> {
  return new Promise((done, fail) => {
    const child: ChildProcess = fork(modulePath, [], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      env: process.env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let settled = false;
    const finish = (error?: Error, result?: R) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) fail(error);
      else done(result!);
    };
    const timer = setTimeout(() => {
      if (child.pid) process.kill(child.pid, 'SIGKILL');
      finish(new Error(`no answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('message', (message: Answer<R>) => {
      if (message.ok) finish(undefined, message.result);
      else finish(new Error(message.error ?? 'the child failed'));
    });
    child.once('error', (error) => finish(error));
    child.once('exit', (code, signal) => finish(new Error(`the child exited (${signal ?? code}) without an answer`)));
    child.send(job as object);
  });
}

/** In the child: answers the parent's one job with `measure`'s result or its error, then exits. */
export function answerJob<J, R>(measure: (job: J) => Promise<R>): void {
  process.once('message', (job: J) => {
    measure(job).then(
      (result) => process.send!({ ok: true, result } satisfies Answer<R>, () => process.exit(0)),
      (error: unknown) =>
        process.send!(
          { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies Answer<R>,
          () => process.exit(1),
        ),
    );
  });
}
