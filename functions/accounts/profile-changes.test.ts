import { describe, expect, it } from 'vitest';
import type { MergeUndo } from '../data/merge/merge-log.ts';
import { applyRestore, attributeChanges, derivedChanges, planRestore } from './profile-changes.ts';

const before = {
  PK: 'USER#1',
  version: 3,
  username: 'pat',
  email: 'pat@x.org',
  job_title: 'Teacher',
  state_id: 6,
  district_id: 61,
  school_name: null,
  updated_at: 'then',
  updated_by: 9,
};
const merged = {
  ...before,
  version: 4,
  username: 'sam',
  job_title: 'Coach',
  state_id: 5,
  district_id: 51,
  updated_at: 'merge',
  updated_by: 2,
};

describe('attributeChanges', () => {
  it('records what differs, with the rest of a chosen group, and never the bookkeeping', () => {
    const changes = attributeChanges(before, merged);
    expect(Object.keys(changes).sort()).toEqual([
      'district_id',
      'iu',
      'job_title',
      'ppid',
      'school_id',
      'school_name',
      'state_id',
      'updated_at',
      'updated_by',
      'username',
    ]);
    expect(changes.school_name).toEqual({ before: null, after: null });
    // An attribute the profile did not have is recorded without a before value: the reversal removes it.
    expect('before' in changes.iu).toBe(true);
    expect(changes.iu.before).toBeUndefined();
  });
});

describe('planRestore', () => {
  const changes = attributeChanges(before, merged);

  it('puts back every group still as the merge wrote it', () => {
    const plan = planRestore(changes, { ...merged, version: 4 });
    expect(plan).toMatchObject({ kept: [], conflicts: [] });
    expect(applyRestore(merged, plan.restore)).toMatchObject({
      username: 'pat',
      job_title: 'Teacher',
      state_id: 6,
      district_id: 61,
      updated_at: 'then',
      updated_by: 9,
    });
  });

  it('keeps a group edited since as a whole, names it, keeps the later stamps, and leaves other edits alone', () => {
    const edited = { ...merged, district_id: 52, notes: 'later', updated_at: 'later', updated_by: 7 };
    const plan = planRestore(changes, edited);
    expect(plan.kept).toEqual(['location']);
    expect(plan.conflicts).toEqual([]);
    expect(applyRestore(edited, plan.restore)).toMatchObject({
      username: 'pat',
      job_title: 'Teacher',
      state_id: 5,
      district_id: 52,
      notes: 'later',
      updated_at: 'later',
      updated_by: 7,
    });
  });

  it('calls a changed identity a conflict', () => {
    expect(planRestore(changes, { ...merged, username: 'renamed' }).conflicts).toEqual(['username']);
    const stub = attributeChanges({ status: 'active' }, { status: 'merged' });
    expect(planRestore(stub, { status: 'active' }).conflicts).toEqual(['status']);
  });
});

describe('derivedChanges (undo records without attribute changes)', () => {
  const secondary = {
    username: 'sam',
    email: 'sam@x.org',
    job_title: 'Coach',
    state_id: 5,
    district_id: 51,
    status: 'active',
    updated_at: 's-then',
    updated_by: 8,
  };
  const undo = {
    profiles: { primary: before, secondary },
    versionsAfter: { primary: 4, secondary: 2 },
    swapped: { username: true, email: false },
  } as unknown as MergeUndo;
  const entry = { created_at: 'merge', who_merged: 2 };

  it('reads the merge off the profile when nobody saved it since', () => {
    const changes = derivedChanges(undo, entry, merged);
    expect(changes.primary.job_title).toEqual({ before: 'Teacher', after: 'Coach' });
    expect(changes.primary.username).toEqual({ before: 'pat', after: 'sam' });
    expect(changes.secondary).toMatchObject({ status: { before: 'active', after: 'merged' }, username: { before: 'sam', after: 'pat' } });
  });

  it('after a save, takes a group still holding the secondary’s values as the merge’s and leaves an edited one', () => {
    const changes = derivedChanges(undo, entry, { ...merged, version: 5, district_id: 52 });
    expect(changes.primary.job_title).toEqual({ before: 'Teacher', after: 'Coach' });
    expect(changes.primary.state_id).toBeUndefined();
  });
});
