/**
 * What a CSV import run has seen (docs/decisions/csv-import.md, Import from CSV). The web sends a file in
 * parts, one request each, all carrying the run's id; so that a username or e-mail repeated
 * anywhere in the file (row 1201 naming row 2's username) is that row's error and not a silent
 * update, the run keeps, for every name its rows gave, the row that gave it first:
 *   IMPORTRUN#<actorId>#<runId> / NAME#<name> → { row, expiresAt }
 * Names are lower-cased, and usernames and e-mails share one namespace: sign-in looks a name up
 * as either. One item per name, so a run of any size fits (one item holding them all would reach
 * DynamoDB's 400 KB per item at a few thousand rows and cost its whole size on every write).
 *
 * A part claims its rows' names before importing any of them, with conditional writes in
 * transactions of at most 100 names: a row gets all its names or none, and of two parts claiming
 * the same name at once exactly one wins. A claim by the same row number is that row's own (a
 * part sent again). Claims expire with the run; DynamoDB Local never deletes expired items, so the
 * condition compares `expiresAt` with the clock too.
 */
import { createHash } from 'node:crypto';
import { attr, entity } from '../table/entity.ts';
import { TTL_ATTRIBUTE } from '../table/table.ts';
import { step, transact } from '../table/transaction.ts';

/** Far longer than any import (thousands of rows take minutes); the table's TTL then removes the claims. */
export const IMPORT_RUN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** DynamoDB's limit of actions per transaction. */
const TRANSACTION_ITEMS = 100;
/** Rounds in a row cancelled only by concurrent transactions on the same names (another part of the run). */
const CONTENDED_ATTEMPTS = 5;
/** A sort key holds at most 1 KB: an absurdly long cell is claimed by its hash. */
const LONGEST_NAME = 400;

export interface RowNames {
  row: number;
  /** Lower-cased usernames and e-mails, each once. */
  names: readonly string[];
}

/** A name a run's row claimed: which run (its actor's and its own id), the name (or its hash) and the row. */
interface RunNameClaim {
  actor_id: number;
  run_id: string;
  /** As the key holds it (nameKey). */
  name: string;
  row: number;
  /** Epoch seconds (the table's TTL attribute). */
  expiresAt: number;
}

/** IMPORTRUN#<actorId>#<runId>/NAME#<name>: the run, the name and its claim's end are the key's and the TTL's; only the row is stored besides. */
const runNameKey = (actorId: number, runId: string, name: string) => ({ PK: `IMPORTRUN#${actorId}#${runId}`, SK: `NAME#${name}` });

const runNameEntity = entity({
  type: 'import_run_name',
  key: runNameKey,
  keyOf: (claim: RunNameClaim) => runNameKey(claim.actor_id, claim.run_id, claim.name),
  attributes: (claim) => ({ row: claim.row, [TTL_ATTRIBUTE]: claim.expiresAt }),
  fromItem: (item): RunNameClaim => {
    const [, actorId, ...runId] = String(item.PK).split('#');
    return {
      actor_id: attr.number(actorId),
      run_id: runId.join('#'),
      name: String(item.SK).replace(/^NAME#/, ''),
      row: attr.number(item.row),
      expiresAt: attr.number(item[TTL_ATTRIBUTE]),
    };
  },
});

const seconds = (ms: number) => Math.floor(ms / 1000);
const nameKey = (name: string) => (name.length > LONGEST_NAME ? `sha256:${createHash('sha256').update(name).digest('hex')}` : name);

/** Rows in transactions of at most TRANSACTION_ITEMS names, a row never split across two. */
function batches(rows: readonly RowNames[]): RowNames[][] {
  const out: RowNames[][] = [];
  let current: RowNames[] = [];
  let size = 0;
  for (const row of rows) {
    if (size + row.names.length > TRANSACTION_ITEMS && current.length) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(row);
    size += row.names.length;
  }
  if (current.length) out.push(current);
  return out;
}

/** The row number held in a cancelled Put's old item (raw attribute values: errors are not unmarshalled). */
function heldBy(item: Record<string, unknown> | undefined): number | undefined {
  const value = item?.row as { N?: string } | number | undefined;
  const row = Number(typeof value === 'object' ? value?.N : value);
  return Number.isSafeInteger(row) ? row : undefined;
}

/**
 * Claims the rows' names for the run. Answers, for each row refused, the earliest other row of
 * the run that holds one of its names; the other rows now hold theirs.
 */
export async function claimRunNames(
  actorId: number,
  runId: string,
  rows: readonly RowNames[],
  now = Date.now(),
): Promise<Map<number, number>> {
  const refused = new Map<number, number>();
  let pending = rows.filter((r) => r.names.length);
  // Each round refuses at least one row, or meets only concurrent transactions: those are retried a few times.
  for (let contended = 0; pending.length; ) {
    const retry: RowNames[] = [];
    let progress = false;
    for (const batch of batches(pending)) {
      const steps = batch.flatMap((r) => r.names.map((name) => ({ row: r.row, name })));
      const refusal = await transact(
        steps.map(({ row, name }) =>
          step.put({
            Item: runNameEntity.item({
              actor_id: actorId,
              run_id: runId,
              name: nameKey(name),
              row,
              expiresAt: seconds(now + IMPORT_RUN_LIFETIME_MS),
            }),
            ConditionExpression: 'attribute_not_exists(PK) OR #row = :row OR #expires <= :now',
            ExpressionAttributeNames: { '#row': 'row', '#expires': TTL_ATTRIBUTE },
            ExpressionAttributeValues: { ':row': row, ':now': seconds(now) },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        ),
      );
      if (!refusal) {
        progress = true;
      } else {
        const reasons = refusal.reasons;
        // Rows whose names are held by other rows are refused; the rest of the batch was cancelled
        // for their sake (or by a concurrent transaction on the same names) and goes again.
        const holders = new Map<number, number[]>();
        steps.forEach((claim, i) => {
          if (reasons[i]?.Code !== 'ConditionalCheckFailed') return;
          holders.set(claim.row, [
            ...(holders.get(claim.row) ?? []),
            heldBy(reasons[i].Item as Record<string, unknown> | undefined) ?? claim.row,
          ]);
        });
        for (const r of batch) {
          const held = holders.get(r.row);
          if (held) refused.set(r.row, Math.min(...held));
          else retry.push(r);
        }
        if (holders.size) progress = true;
      }
    }
    pending = retry;
    contended = progress ? 0 : contended + 1;
    if (contended >= CONTENDED_ATTEMPTS) throw new Error(`import run ${runId}: names still contended after ${CONTENDED_ATTEMPTS} attempts`);
    if (contended) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** contended));
  }
  return refused;
}
