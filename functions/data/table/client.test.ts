import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { useTestTable } from '../../../test/integration/table.ts';
import { currentRequest, runWithRequestContext } from '../../services/request-context.ts';
import { db, tableName } from './client.ts';

useTestTable();

const get = (sk: string) => db().send(new GetCommand({ TableName: tableName(), Key: { PK: 'ROUND', SK: sk } }));

describe('DynamoDB round trips of a request', () => {
  it('counts calls sent together once and a call made after an answer as one more', async () => {
    const metrics = await runWithRequestContext('r1', async () => {
      await Promise.all([get('a'), get('b'), get('c')]);
      await get('d');
      // One branch waits on an answer, the other does not: the longest chain is what counts.
      await Promise.all([get('e'), get('f').then(() => get('g'))]);
      return currentRequest()!.dynamo;
    });
    expect(metrics.calls).toBe(7);
    expect(metrics.roundTrips).toBe(4);
    expect(metrics.operations).toEqual({ GetItem: 7 });
  });
});
