/**
 * The single DynamoDB table: its keys, its indexes and every item type, with the access
 * patterns each serves. This page is the key design; the aggregate modules beside it
 * (users, sessions, reference, cohorts, messages…) are the only code that builds keys.
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

/** The throttle counters: sign-in per account and per address, the reuse check, forgot-password per account and per address, certificate verification per address. */
export type ThrottleCounter = 'ACCOUNT' | 'ADDRESS' | 'REUSE_CHECK' | 'RESET_ACCOUNT' | 'RESET_ADDRESS' | 'VERIFY_ADDRESS';

export const KEY = {
  counter: (kind: string) => ({ PK: 'COUNTER', SK: kind }),
  user: (id: number) => ({ PK: `USER#${id}`, SK: 'PROFILE' }),
  userTombstone: (id: number) => ({ PK: `USER#${id}`, SK: 'DELETED' }),
  pendingUser: (userId: number) => ({ PK: 'PENDING', SK: pad(userId) }),
  pendingPartition: 'PENDING',
  userPartition: (id: number) => `USER#${id}`,
  uniqueUsername: (username: string) => ({ PK: `UNIQUE#USERNAME#${username.toLowerCase()}`, SK: 'UNIQUE' }),
  uniqueEmail: (email: string) => ({ PK: `UNIQUE#EMAIL#${email.toLowerCase()}`, SK: 'UNIQUE' }),
  session: (userId: number, sessionId: string) => ({ PK: `USER#${userId}`, SK: `SESSION#${sessionId}` }),
  passwordHistory: (userId: number, at: string) => ({ PK: `USER#${userId}`, SK: `PWHIST#${at}` }),
  loginLog: (userId: number, at: string) => ({ PK: `USER#${userId}`, SK: `LOGIN#${at}` }),
  savedFilters: (userId: number, type: string) => ({ PK: `USER#${userId}`, SK: `FILTERS#${type}` }),
  busyDay: (userId: number, date: string) => ({ PK: `USER#${userId}`, SK: `BUSY#${date}` }),
  popupAction: (userId: number, popupId: number) => ({ PK: `USER#${userId}`, SK: `POPUP#${popupId}` }),
  /** A throttle counter (throttle.ts): which one (sign-in per account …) and whom it counts (an account, an address). */
  throttle: (counter: ThrottleCounter, subject: string) => ({ PK: `THROTTLE#${counter}#${subject}`, SK: 'THROTTLE' }),
  resetToken: (tokenHash: string) => ({ PK: `RESET#${tokenHash}`, SK: 'RESET' }),
  /** Which recovery link of the account still works: at most one (password-reset.ts). */
  resetLink: (userId: number) => ({ PK: `USER#${userId}`, SK: 'RESETLINK' }),
  /** An edit screen in use (page-locks.ts): `page` is the screen's in-app path, e.g. user/edit/42. */
  pageLock: (page: string) => ({ PK: `LOCK#${page}`, SK: 'LOCK' }),
  /** A username or e-mail an import run's rows named (import-runs.ts). */
  importRunName: (actorId: number, runId: string, name: string) => ({ PK: `IMPORTRUN#${actorId}#${runId}`, SK: `NAME#${name}` }),
  reference: (kind: string, id: string | number) => ({ PK: `REF#${kind}`, SK: String(id) }),
  referencePartition: (kind: string) => `REF#${kind}`,
  cohort: (id: number) => ({ PK: `COHORT#${id}`, SK: 'META' }),
  cohortPartition: (id: number) => `COHORT#${id}`,
  /** A cohort save being written (cohort-save-log.ts). */
  cohortSaving: (id: number) => ({ PK: `COHORT#${id}`, SK: 'SAVING' }),
  event: (cohortId: number, eventId: number) => ({ PK: `COHORT#${cohortId}`, SK: `EVENT#${pad(eventId)}` }),
  member: (cohortId: number, userId: number) => ({ PK: `COHORT#${cohortId}`, SK: `MEMBER#${userId}` }),
  staff: (cohortId: number, type: string, userId: number) => ({ PK: `COHORT#${cohortId}`, SK: `STAFF#${type}#${userId}` }),
  attendanceSheet: (cohortId: number, unit: string) => ({ PK: `COHORT#${cohortId}`, SK: `ATTSHEET#${unit}` }),
  makeup: (cohortId: number, unit: string, userId: number) => ({ PK: `COHORT#${cohortId}`, SK: `MAKEUP#${unit}#${userId}` }),
  makeupAway: (homeCohortId: number, unit: string, userId: number) => ({
    PK: `COHORT#${homeCohortId}`,
    SK: `MAKEUPAWAY#${unit}#${userId}`,
  }),
  survey: (cohortId: number, unit: string) => ({ PK: `SURVEY#${cohortId}`, SK: unit }),
  certificate: (cohortId: number, userId: number) => ({ PK: `COHORT#${cohortId}`, SK: `CERT#${userId}` }),
  certificatePrefix: 'CERT#',
  /** A certificate's verification code → its cohort and id (certificates.ts). */
  certificateCode: (code: string) => ({ PK: `CERTCODE#${code}`, SK: 'CODE' }),
  /** A certificate's id → its code (the print route knows only the id). */
  certificateId: (id: number) => ({ PK: `CERTID#${id}`, SK: 'ID' }),
  /** A course's current certificate template (certificates.ts): every course's in one partition, the Blanks list one Query. */
  templatePointer: (courseId: number) => ({ PK: 'CERTBLANK', SK: pad(courseId) }),
  templatePointerPartition: 'CERTBLANK',
  /** Every template a course ever had (kept: issued certificates name theirs). */
  templateVersion: (courseId: number, uploadedAt: string, templateId: string) => ({
    PK: `CERTBLANK#${pad(courseId)}`,
    SK: `${uploadedAt}#${templateId}`,
  }),
  /** One attempt to produce a certificate PDF (the PDF Log), by New York month. */
  pdfLog: (month: string, at: string, unique: string) => ({ PK: `PDFLOG#${month}`, SK: `${at}#${unique}` }),
  pdfLogPartition: (month: string) => `PDFLOG#${month}`,
  message: (type: string, id: number) => ({ PK: `MESSAGE#${type}`, SK: pad(id) }),
  messagePartition: (type: string) => `MESSAGE#${type}`,
  /** A course's materials list (boms.ts): every course's in one partition, the BOM tab's list one Query. */
  bom: (courseId: number) => ({ PK: 'BOM', SK: pad(courseId) }),
  bomPartition: 'BOM',
  /** The support page (support.ts): its tabs and topics in one partition, read by one Query. */
  supportTab: (id: number) => ({ PK: 'SUPPORT', SK: `TAB#${pad(id)}` }),
  supportTopic: (id: number) => ({ PK: 'SUPPORT', SK: `TOPIC#${pad(id)}` }),
  supportPartition: 'SUPPORT',
  audit: (entity: string, id: string | number, at: string, unique: string) => ({
    PK: KEY.auditPartition(entity, id),
    SK: `${at}#${unique}`,
  }),
  auditPartition: (entity: string, id: string | number) => `AUDIT#${entity}#${id}`,
  /** The file a data set's downloads serve (report-files.ts). */
  reportFile: (name: string) => ({ PK: `REPORT#${name}`, SK: 'FILE' }),
} as const;

/** Zero-padded so that ids sort numerically inside a partition. */
export function pad(id: number): string {
  return String(id).padStart(10, '0');
}

export const GSI = {
  byUserMember: (userId: number, cohortId: number) => ({ GSI1PK: `USER#${userId}`, GSI1SK: `COHORT#${pad(cohortId)}#MEMBER` }),
  byUserStaff: (userId: number, cohortId: number, type: string) => ({
    GSI1PK: `USER#${userId}`,
    GSI1SK: `COHORT#${pad(cohortId)}#STAFF#${type}`,
  }),
  cohortByState: (stateId: number, cohortId: number) => ({ GSI1PK: GSI.statePartition(stateId), GSI1SK: `COHORT#${pad(cohortId)}` }),
  /** A state's cohorts on GSI1. */
  statePartition: (stateId: number) => `STATE#${stateId}`,
  byUserMakeup: (userId: number, cohortId: number, unit: string) => ({
    GSI1PK: `USER#${userId}`,
    GSI1SK: `COHORT#${pad(cohortId)}#MAKEUP#${unit}`,
  }),
  /** The events starting in a month (`YYYY-MM`, or TBD for the undated) on GSI2. */
  monthPartition: (month: string) => `EVENTS#${month}`,
  eventByMonth: (startDate: string | null, cohortId: number, eventId: number) => ({
    GSI2PK: GSI.monthPartition(startDate ? startDate.slice(0, 7) : 'TBD'),
    GSI2SK: `${startDate ?? '9999-99-99'}#${pad(cohortId)}#${pad(eventId)}`,
  }),
  /** A change feed's partition (feed-snapshot.ts reads it). */
  changesPartition: (kind: 'USER' | 'DIRECTORY') => `CHANGES#${kind}`,
  changes: (kind: 'USER' | 'DIRECTORY', updatedAt: string, id: number | string) => ({
    GSI3PK: GSI.changesPartition(kind),
    GSI3SK: `${updatedAt}#${typeof id === 'number' ? pad(id) : id}`,
  }),
  facilitator: (userId: number) => ({ GSI1PK: 'FACILITATORS', GSI1SK: pad(userId) }),
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
