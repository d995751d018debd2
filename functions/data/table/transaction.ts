/**
 * The one way to write several items at once. Every aggregate builds its steps with `step.*`
 * (which fills in the table's name) and sends them with `transact`, which answers a refusal as a
 * value — each step's reason by its index — so callers decide what a refused step means without
 * knowing the SDK's exception classes.
 */
import { ConditionalCheckFailedException, TransactionCanceledException, type CancellationReason } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

type WithoutTable<T> = Omit<NonNullable<T>, 'TableName'>;

export const step = {
  put: (put: WithoutTable<TransactItem['Put']>): TransactItem => ({ Put: { TableName: tableName(), ...put } }),
  update: (update: WithoutTable<TransactItem['Update']>): TransactItem => ({ Update: { TableName: tableName(), ...update } }),
  delete: (remove: WithoutTable<TransactItem['Delete']>): TransactItem => ({ Delete: { TableName: tableName(), ...remove } }),
  conditionCheck: (check: WithoutTable<TransactItem['ConditionCheck']>): TransactItem => ({
    ConditionCheck: { TableName: tableName(), ...check },
  }),
};

/** Why DynamoDB cancelled a transaction, step by step (a step that was not the cause reads `None`). */
export class TransactionRefusal {
  /** `error` is DynamoDB's own, for a caller that has no answer for this refusal and lets it fail the request. */
  constructor(
    readonly reasons: CancellationReason[],
    readonly error: Error,
  ) {}

  /** The indexes of the steps whose condition failed. */
  get failedSteps(): number[] {
    return this.reasons.flatMap((reason, i) => (reason.Code === 'ConditionalCheckFailed' ? [i] : []));
  }

  conditionFailed(index: number): boolean {
    return this.reasons[index]?.Code === 'ConditionalCheckFailed';
  }

  /** A condition failed, or another transaction touched the same items meanwhile. */
  get raced(): boolean {
    return this.reasons.some((r) => r.Code === 'ConditionalCheckFailed' || r.Code === 'TransactionConflict');
  }
}

const followUps = new WeakMap<TransactItem, () => Promise<void>>();

/**
 * Work a step brings with it once written, whichever caller sends the step: a profile step that
 * changes an account's roles, states or status brings its sessions in line (users.ts). `transact`
 * runs it after the transaction is written; a refused transaction runs none.
 */
export function followedBy(item: TransactItem, followUp: () => Promise<void>): TransactItem {
  followUps.set(item, followUp);
  return item;
}

/** Sends the steps as one TransactWriteItems; undefined when written, the refusal when cancelled. */
export async function transact(items: TransactItem[]): Promise<TransactionRefusal | undefined> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) return new TransactionRefusal(error.CancellationReasons ?? [], error);
    throw error;
  }
  await Promise.all(items.map((item) => followUps.get(item)?.()));
  return undefined;
}

/*
 * For writers that let a refusal travel as an exception through code of their own (a retry loop
 * around several writes): what the thrown error was, without the SDK's classes.
 */

/** A transaction whose condition failed or that raced another write: it may succeed on fresh reads. */
export function isTransactionRace(error: unknown): boolean {
  return error instanceof TransactionCanceledException && new TransactionRefusal(error.CancellationReasons ?? [], error).raced;
}

/** A single conditional write (Put, Update, Delete) refused by its condition. */
export function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

/** Sends the steps as one TransactWriteItems; a refusal is thrown (see isTransactionRace). */
export async function transactOrThrow(items: TransactItem[]): Promise<void> {
  const refused = await transact(items);
  if (refused) throw refused.error;
}
