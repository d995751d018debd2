/**
 * The types derived from the contracts: checked by the type-check (`expectTypeOf` does nothing at
 * run time), so a contract whose answer or request changes breaks here as on both sides.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { SessionAnswer } from '../auth/types.ts';
import type { AnswerOf, FileRouteKey, GroupContracts, JsonRouteKey, PathParamNames, RequestOf } from './route-types.ts';
import type { AUTH_CONTRACTS } from '../auth/contract.ts';

describe('route types', () => {
  it('reads the answer from the contract', () => {
    expectTypeOf<AnswerOf<'POST /api/login'>>().toEqualTypeOf<SessionAnswer>();
    expectTypeOf<AnswerOf<'POST /api/validateCurrentPassword'>>().toEqualTypeOf<boolean>();
  });

  it('reads path parameters from the key, the body from the schema', () => {
    expectTypeOf<PathParamNames<'GET /api/user_schedule/{course}/{userId}/{cohortId}'>>().toEqualTypeOf<'course' | 'userId' | 'cohortId'>();
    expectTypeOf<RequestOf<'PUT /api/role/{id}'>['params']>().toEqualTypeOf<Record<'id', string | number | boolean>>();
    expectTypeOf<RequestOf<'POST /api/forgot-password'>['body']>().toEqualTypeOf<{ username: string | null | undefined }>();
  });

  it('keeps files out of api()', () => {
    expectTypeOf<'GET /api/export-csv'>().toExtend<FileRouteKey>();
    expectTypeOf<'GET /api/export-csv'>().not.toExtend<JsonRouteKey>();
    expectTypeOf<'GET /api/download-master-schedule'>().toExtend<FileRouteKey>();
  });

  it("makes a group list every one of its routes' contracts", () => {
    expectTypeOf<typeof AUTH_CONTRACTS>().toExtend<GroupContracts<'auth'>>();
    expectTypeOf<Omit<typeof AUTH_CONTRACTS, 'POST /api/login'>>().not.toExtend<GroupContracts<'auth'>>();
  });
});
