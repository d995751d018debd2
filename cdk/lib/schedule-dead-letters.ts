/**
 * Where EventBridge Scheduler puts a firing it could not deliver to its job function: the
 * function was throttled, missing or refused the call, after the target's retries (2) and within
 * its maximum event age (1 hour; cdk/lib/scheduled-jobs.ts). An alarm watches the queue's depth
 * (cdk/lib/alarms.ts): every message is a job run that never started.
 *
 * Both queues are encrypted (SQS-managed keys: Scheduler sends without a KMS grant) and refuse
 * requests without TLS. The dead-letter queue has its own dead-letter queue, as cdk-nag's SQS3
 * asks of every queue: a message read five times without being deleted (an operator inspecting
 * it in the console) moves there instead of cycling for ever. The alarm counts both.
 */
import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** The longest SQS keeps a message: two weeks to look at a failed firing. */
export const DEAD_LETTER_RETENTION = Duration.days(14);
export const DEAD_LETTER_MAX_RECEIVES = 5;

export class ScheduleDeadLetters extends Construct {
  /** The schedules' dead-letter queue (Target.DeadLetterConfig of every schedule). */
  readonly queue: Queue;
  /** Messages received five times from `queue` without being deleted. */
  readonly overflow: Queue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.overflow = new Queue(this, 'Overflow', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: DEAD_LETTER_RETENTION,
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: DEAD_LETTER_RETENTION,
      deadLetterQueue: { queue: this.overflow, maxReceiveCount: DEAD_LETTER_MAX_RECEIVES },
    });
  }
}
