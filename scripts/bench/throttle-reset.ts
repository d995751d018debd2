/**
 * Forgets the forgot-password throttle counters a bench sample builds up. The route counts every
 * request (3 per account and 20 per address an hour, shared/constants.ts), so measured many times
 * from one address it would soon answer only 429 and the bench would time the refusal. The
 * sample's preparation (untimed) deletes the counters it would meet, so every call is counted
 * anew and measured with its real answer: the reservation, the look-up and the 200.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/data/table/client.ts';
import { accountSubject, throttleKey } from '../../functions/data/users/throttle.ts';

/**
 * The addresses the local gateway may see the bench's requests come from (its socket address,
 * `::ffff:` stripped; scripts/local/gateway.ts): the bench calls it on the loopback.
 */
const LOOPBACK = ['127.0.0.1', '::1'];

/** Deletes the RESET_ACCOUNT counter of `typed` (an unknown name counts under the name) and the loopback's RESET_ADDRESS counters. */
export async function forgetPasswordResets(typed: string, userId?: number): Promise<void> {
  const keys = [
    throttleKey('RESET_ACCOUNT', accountSubject(userId, typed)),
    ...LOOPBACK.map((address) => throttleKey('RESET_ADDRESS', address)),
  ];
  await Promise.all(keys.map((Key) => db().send(new DeleteCommand({ TableName: tableName(), Key }))));
}

/** Deletes the loopback's certificate verification counters (60 look-ups per address in 10 minutes). */
export async function forgetVerifications(): Promise<void> {
  await Promise.all(
    LOOPBACK.map((address) => db().send(new DeleteCommand({ TableName: tableName(), Key: throttleKey('VERIFY_ADDRESS', address) }))),
  );
}
