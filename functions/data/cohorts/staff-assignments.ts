/**
 * A person's staff assignments across cohorts (the facilitator conflict check, spec 03 §5): the
 * staff items on GSI1 under USER#<id>, one Query (paged past 1 MB), no Scan.
 */
import { byUserCohorts, staffEntity, type StaffRecord } from './cohorts.ts';
import { queryAll } from '../table/query.ts';
import { INDEX } from '../table/table.ts';

/** Every cohort where the person is on the staff, with the staff type and units of each assignment. */
export async function staffAssignmentsOf(userId: number): Promise<StaffRecord[]> {
  const items = await queryAll({
    IndexName: INDEX.byUser,
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :sk)',
    FilterExpression: '#type = :staff',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ...byUserCohorts(userId), ':staff': staffEntity.type },
  });
  return items.map(staffEntity.fromItem);
}
