import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, ADMIN_TAB_GROUPS, groupedTabs, visibleTabs } from './admin-tabs';

describe('admin tab groups (the phone list, issue 34)', () => {
  it('puts every tab in one of the five groups, keeping the numbers 1-18', () => {
    expect(ADMIN_TABS.map((tab) => tab.number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    const ids: string[] = ADMIN_TAB_GROUPS.map((group) => group.id);
    expect(ids).toEqual(['accounts', 'cohorts', 'certificates', 'content', 'system']);
    for (const tab of ADMIN_TABS) expect(ids).toContain(tab.group);
  });

  it("lists a senior admin's tabs by group, in number order within a group", () => {
    const groups = groupedTabs(visibleTabs(['senior_admin']));
    expect(groups.map((group) => [group.label, group.tabs.map((tab) => tab.number)])).toEqual([
      ['Accounts', [1, 2, 3, 4, 5, 9, 10, 11, 12]],
      ['Cohorts', [13, 14]],
      ['Certificates', [15, 16, 17]],
      ['Content', [6, 7, 8]],
      ['System', [18]],
    ]);
  });

  it('leaves out a group without a visible tab', () => {
    expect(groupedTabs(visibleTabs(['nisl_manager'])).map((group) => group.label)).toEqual(['Cohorts', 'Certificates']);
  });
});
