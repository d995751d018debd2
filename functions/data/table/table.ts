/**
 * The single DynamoDB table: its keys, its indexes and every item type, with the access
 * patterns each serves. This page is the key design; the aggregate modules beside it
 * (users, sessions, reference, cohorts, messages…) are the only code that builds keys: each
 * declares its items' key and index keys beside the entity (entity.ts), taking the two shared
 * partitions (PARTITION) and the change feeds (GSI) from here.
 *
 * | item                         | PK                          | SK                              | GSI1 (by user)                    | GSI2 (events by month)                | GSI3 (changes since)        |
 * |------------------------------|-----------------------------|---------------------------------|-----------------------------------|---------------------------------------|-----------------------------|
 * | id counter                   | COUNTER                     | <kind>                          |                                   |                                       |                             |
 * | user profile                 | USER#<id>                   | PROFILE                         | FACILITATORS / <id> (facilitator  |                                       | CHANGES#USER / <updatedAt>#<id> |
 * |                              |                             |                                 |  roles only: certified lists)     |                                       |                             |
 * | deleted account (tombstone) | USER#<id>                   | DELETED                         |                                   |                                       | CHANGES#USER / <deletedAt>#<id> |
 * | pending-duplicate record     | PENDING                     | <userId>                        |                                   |                                       |                             |
 * | username / e-mail uniqueness | UNIQUE#USERNAME#<name>      | UNIQUE                          |                                   |                                       |                             |
 * |                              | UNIQUE#EMAIL#<email>        | UNIQUE                          |                                   |                                       |                             |
 * | session (TTL)                | USER#<id>                   | SESSION#<sid>                   |                                   |                                       |                             |
 * | password history             | USER#<id>                   | PWHIST#<iso>                    |                                   |                                       |                             |
 * | login log                    | USER#<id>                   | LOGIN#<iso>                     |                                   |                                       | CHANGES#DIRECTORY / <iso>#<id> |
 * | saved filters                | USER#<id>                   | FILTERS#<type>                  |                                   |                                       |                             |
 * | busy day                     | USER#<id>                   | BUSY#<date>                     |                                   |                                       |                             |
 * | popup action                 | USER#<id>                   | POPUP#<popupId>                 |                                   |                                       |                             |
 * | throttle counter (TTL)       | THROTTLE#<counter>#<subject>| THROTTLE                        |                                   |                                       |                             |
 * | password-reset token (TTL)   | RESET#<sha256>              | RESET                           |                                   |                                       |                             |
 * | an account's live reset link | USER#<id>                   | RESETLINK                       |                                   |                                       |                             |
 * |  (TTL; password-reset.ts)    |                             |                                 |                                   |                                       |                             |
 * | calendar feed token          | CALFEED#<sha256>            | CALFEED                         |                                   |                                       |                             |
 * | an account's live feed token | USER#<id>                   | CALFEED                         |                                   |                                       |                             |
 * |  (calendar-feeds.ts)         |                             |                                 |                                   |                                       |                             |
 * | page lock (TTL + on read)    | LOCK#<page>                 | LOCK                            |                                   |                                       |                             |
 * | import run: a name seen (TTL)| IMPORTRUN#<actorId>#<runId> | NAME#<username or e-mail>       |                                   |                                       |                             |
 * | reference data               | REF#<KIND>                  | <id> (districts <state>#<id>,   |                                   |                                       | CHANGES#DIRECTORY (courses, |
 * |                              |                             |                                 |                                   |                                       |  models, states, meetings)  |
 * |                              |                             |  schools <district>#<id>)       |                                   |                                       |                             |
 * | cohort                       | COHORT#<id>                 | META                            | STATE#<stateId> / COHORT#<id>     |                                       | CHANGES#DIRECTORY / <updatedAt>#<id> |
 * | event (a day of a unit)      | COHORT#<id>                 | EVENT#<eventId>                 |                                   | EVENTS#<YYYY-MM>|EVENTS#TBD / <start>#<cohort>#<event> |        |
 * | member (participant)         | COHORT#<id>                 | MEMBER#<userId>                 | USER#<userId> / COHORT#<id>#MEMBER |                                      |                             |
 * | staff assignment             | COHORT#<id>                 | STAFF#<type>#<userId>           | USER#<userId> / COHORT#<id>#STAFF#<type> |                                |                             |
 * | attendance sheet (a unit's)  | COHORT#<id>                 | ATTSHEET#<unit>                 |                                   |                                       |                             |
 * | make-up                      | COHORT#<id>                 | MAKEUP#<unit>#<userId>          | USER#<userId> / COHORT#<id>#MAKEUP#<unit> |                               |                             |
 * | make-up taken elsewhere      | COHORT#<homeId>             | MAKEUPAWAY#<unit>#<userId>      |                                   |                                       |                             |
 * | unit evaluation answers      | SURVEY#<cohortId>           | <unit>                          |                                   |                                       |                             |
 * | certificate (a member's)     | COHORT#<id>                 | CERT#<userId>                   |                                   |                                       | CHANGES#USER / <changedAt>#CERT#COHORT#<id>#<userId> |
 * | certificate code → certificate| CERTCODE#<code>            | CODE                            |                                   |                                       |                             |
 * | certificate id → its code    | CERTID#<id>                 | ID                              |                                   |                                       |                             |
 * | void certificates' ids       | CERTSTATUS                  | REVOCATION                      |                                   |                                       |                             |
 * |  (status list; status-list.ts)|                            |                                 |                                   |                                       |                             |
 * | course's current template    | CERTBLANK                   | <courseId>                      |                                   |                                       |                             |
 * | every template of a course   | CERTBLANK#<courseId>        | <uploadedAt>#<templateId>       |                                   |                                       |                             |
 * | PDF log entry (an attempt)   | PDFLOG#<YYYY-MM> (New York) | <iso>#<uuid>                    |                                   |                                       |                             |
 * | cohort save being written    | COHORT#<id>                 | SAVING                          |                                   |                                       |                             |
 * |  (intent; cohort-save-log.ts)|                             |                                 |                                   |                                       |                             |
 * | deleted cohort (tombstone,   | DELETEDCOHORT#<id>          | DELETED                         |                                   |                                       | CHANGES#DIRECTORY / <deletedAt>#<id> |
 * |  TTL; cohort-save.ts)        |                             |                                 |                                   |                                       |                             |
 * | popup / notification / banner| MESSAGE#<type>              | <id>                            |                                   |                                       |                             |
 * | course materials list (BOM)  | BOM                         | <courseId>                      |                                   |                                       |                             |
 * | support tab                  | SUPPORT                     | TAB#<id>                        |                                   |                                       |                             |
 * | support topic                | SUPPORT                     | TOPIC#<id>                      |                                   |                                       |                             |
 * | audit entry                  | AUDIT#<entity>#<id>         | <iso>#<uuid>                    |                                   |                                       |                             |
 * | people search word           | USERSEARCH#<abc>            | <word>#<userId>                 |                                   |                                       |                             |
 * | merge log entry              | MERGELOG                    | <id>                            |                                   |                                       |                             |
 * | merge undo record (gzip)     | MERGEUNDO#<id>              | UNDO                            |                                   |                                       |                             |
 * | district change report part  | DISTRICTCHANGE              | <runId>#<part>                  |                                   |                                       |                             |
 * | data set's served file       | REPORT#<name>               | FILE                            |                                   |                                       |                             |
 * |  (report-files.ts)           |                             |                                 |                                   |                                       |                             |
 *
 * Access patterns: sign-in is two GetItems (uniqueness item, profile); a request's session check
 * one GetItem (a Login As request's, one BatchGetItem of its session and its administrator's); a
 * change of an account's roles, states or status one Query of its sessions and an update of each
 * (sessions.ts); a whole roster one Query on COHORT#<id>; a person's cohorts one Query on GSI1
 * (USER#<id>), a state's cohorts one Query on GSI1 (STATE#<id>); type-ahead people search one
 * Query on USERSEARCH#<first three letters> (user-search.ts);
 * the facilitators with their certifications one Query on GSI1 (FACILITATORS);
 * a unit's evaluation answers one GetItem (SURVEY#<cohortId>, kept out of the cohort partition
 * so that the roster's whole-partition Query does not read them; surveys.ts);
 * a calendar month one Query per month on GSI2; list screens read a snapshot plus GSI3.
 *
 * The cohort directory (cohort-directory.ts) is what the dashboard and the calendar read: the
 * cohort META items, each carrying a `summary` of its events, staff, members, make-ups and
 * recorded days (cohort-summary.ts), plus login logs and the reference kinds those lists show,
 * all on the change feed CHANGES#DIRECTORY of GSI3. A snapshot of it sits in S3; a Lambda
 * loads the snapshot once and then asks GSI3 only for what changed since. Anything that writes
 * a cohort's events, staff, members, make-ups or attendance must rewrite the META item with a
 * fresh summary and updated_at (one TransactWriteItems with the change), or the lists miss it:
 * writers take that step from cohort-change.ts, and send transactions through transaction.ts.
 * Every request path uses GetItem, Query or BatchGetItem; Scan only in jobs.
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { INDEX } from '../../../shared/table.ts';

/** The index and TTL names are shared with CDK (shared/table.ts); the aggregates take them from here. */
export { INDEX, TTL_ATTRIBUTE } from '../../../shared/table.ts';

const USER = 'USER#';
const COHORT = 'COHORT#';
const idAfter = (prefix: string, pk: string) => (pk.startsWith(prefix) ? Number(pk.slice(prefix.length)) : undefined);

/**
 * The partitions that hold items of several modules: an account's (its profile, tombstone,
 * sessions, password history, login logs, saved filters, busy days, popup choices and reset link;
 * also GSI1's by-user partition of its cohort items), a cohort's (its META, events, people,
 * attendance sheets, make-ups, certificates and save intent) and a reference kind's (reference.ts;
 * the System Settings in REF#SETTING, settings.ts). Every key itself, and every other partition,
 * is written beside the entity of its item in the aggregate module that owns it.
 */
export const PARTITION = {
  user: (id: number) => `${USER}${id}`,
  cohort: (id: number) => `${COHORT}${id}`,
  reference: (kind: string) => `REF#${kind}`,
  /** The account whose partition this key is; undefined for any other. */
  userOf: (pk: string) => idAfter(USER, pk),
  /** The cohort whose partition this key is; undefined for any other. */
  cohortOf: (pk: string) => idAfter(COHORT, pk),
} as const;

/** Zero-padded so that ids sort numerically inside a partition. */
export function pad(id: number): string {
  return String(id).padStart(10, '0');
}

/**
 * The change feeds on GSI3 (feed-snapshot.ts reads them): CHANGES#USER (profiles, tombstones,
 * certificates) and CHANGES#DIRECTORY (cohort META items, login logs, the listed reference kinds),
 * each sorted by the time of the change. The entities on a feed put themselves there with `changes`.
 */
export const GSI = {
  /** A change feed's partition. */
  changesPartition: (kind: 'USER' | 'DIRECTORY') => `CHANGES#${kind}`,
  changes: (kind: 'USER' | 'DIRECTORY', updatedAt: string, id: number | string) => ({
    GSI3PK: GSI.changesPartition(kind),
    GSI3SK: `${updatedAt}#${typeof id === 'number' ? pad(id) : id}`,
  }),
} as const;

/** The table as DynamoDB Local creates it; CDK declares the same keys and indexes. */
export function tableDefinition(tableName: string): CreateTableCommandInput {
  const gsi = (name: string) => ({
    IndexName: name,
    KeySchema: [
      { AttributeName: `${name}PK`, KeyType: 'HASH' as const },
      { AttributeName: `${name}SK`, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  });
  const names = Object.values(INDEX);
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: ['PK', 'SK', ...names.flatMap((n) => [`${n}PK`, `${n}SK`])].map((AttributeName) => ({
      AttributeName,
      AttributeType: 'S' as const,
    })),
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: names.map(gsi),
  };
}
