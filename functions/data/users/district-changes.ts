/**
 * The Add District change report (admin tab 5): which accounts a run of POST /api/saveChangeDistrict
 * gave a district, who ran it and when, before and after. One item per transaction of the run
 * (at most 99 accounts, written in the same TransactWriteItems as their profiles, so the report
 * never misses or invents a change):
 *   DISTRICTCHANGE / <runId>#<part>  → { run_id, part, created_at, who, criterion, value, district, accounts }
 * The export reads the partition whole (one Query; a few hundred bytes per account).
 */
import { queryAll } from '../table/query.ts';
import { pad } from '../table/table.ts';
import { step, type TransactItem } from '../table/transaction.ts';
import { attr, entity } from '../table/entity.ts';

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

const record = (value: unknown) => value as Record<string, unknown>;

function accountOf(item: Record<string, unknown>): DistrictChangeAccount {
  return {
    id: attr.number(item.id),
    username: attr.string(item.username),
    first_name: attr.string(item.first_name),
    last_name: attr.string(item.last_name),
    email: attr.string(item.email),
    state_id: attr.nullableNumber(item.state_id),
    school_name: attr.nullableString(item.school_name),
    district_before: attr.nullableNumber(item.district_before),
    district_after: attr.number(item.district_after),
  };
}

const partKey = (runId: number, part: number) => ({ PK: DISTRICT_CHANGE_PARTITION, SK: `${pad(runId)}#${pad(part)}` });

/** DISTRICTCHANGE / <runId>#<part>: one report part per transaction of a run. */
export const districtChangeEntity = entity({
  type: 'district_change',
  key: partKey,
  keyOf: (part: DistrictChangePart) => partKey(part.run_id, part.part),
  fromItem: (item): DistrictChangePart => {
    const district = record(item.district);
    return {
      run_id: attr.number(item.run_id),
      part: attr.number(item.part),
      created_at: attr.string(item.created_at),
      who: attr.number(item.who),
      criterion: item.criterion === 'school' ? 'school' : 'state',
      value: attr.string(item.value),
      district: { id: attr.number(district.id), name: attr.string(district.name), state_id: attr.number(district.state_id) },
      accounts: (item.accounts as unknown[]).map((account) => accountOf(record(account))),
    };
  },
});

/** The report part, written in the transaction of the profile updates it records. */
export const districtChangeStep = (part: DistrictChangePart): TransactItem => step.put({ Item: districtChangeEntity.item(part) });

/** Every change ever made, oldest first. */
export async function listDistrictChanges(): Promise<DistrictChangePart[]> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': DISTRICT_CHANGE_PARTITION } });
  return items.map(districtChangeEntity.fromItem);
}
