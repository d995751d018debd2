/**
 * The Add District change report (admin tab 5): which accounts a run of POST /api/saveChangeDistrict
 * gave a district, who ran it and when, before and after. One item per transaction of the run
 * (at most 99 accounts, written in the same TransactWriteItems as their profiles, so the report
 * never misses or invents a change):
 *   DISTRICTCHANGE / <runId>#<part>  → { run_id, part, created_at, who, criterion, value, district, accounts }
 * The export reads the partition whole (one Query; a few hundred bytes per account).
 */
import { queryAll } from './query.ts';
import { pad } from './table.ts';
import { step, type TransactItem } from './transaction.ts';

export const DISTRICT_CHANGE_PARTITION = 'DISTRICTCHANGE';

export interface DistrictChangeAccount {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  state_id: number | null;
  school_name: string | null;
  district_before: number | null;
  district_after: number;
}

export interface DistrictChangePart {
  run_id: number;
  part: number;
  created_at: string;
  who: number;
  /** The criterion: accounts of a state, or of a school as entered. */
  criterion: 'state' | 'school';
  value: string;
  district: { id: number; name: string; state_id: number };
  accounts: DistrictChangeAccount[];
}

function districtChangeItem(part: DistrictChangePart): Record<string, unknown> {
  return { PK: DISTRICT_CHANGE_PARTITION, SK: `${pad(part.run_id)}#${pad(part.part)}`, type: 'district_change', ...part };
}

/** The report part, written in the transaction of the profile updates it records. */
export const districtChangeStep = (part: DistrictChangePart): TransactItem => step.put({ Item: districtChangeItem(part) });

/** Every change ever made, oldest first. */
export async function listDistrictChanges(): Promise<DistrictChangePart[]> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': DISTRICT_CHANGE_PARTITION } });
  return items.map(({ PK: _pk, SK: _sk, type: _type, ...part }) => part as unknown as DistrictChangePart);
}
