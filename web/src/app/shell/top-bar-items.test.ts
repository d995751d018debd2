import { describe, expect, it } from 'vitest';
import { topBarItems } from './top-bar-items';

const labels = (roles: string[]) => topBarItems(roles).map((item) => item.label);

describe('top bar items', () => {
  it('gives participants no dashboard items', () => {
    expect(labels(['participant'])).toEqual([]);
  });

  it('gives dashboard roles Cohort, Calendar and Downloads', () => {
    expect(labels(['facilitator_local'])).toEqual(['Cohort', 'Calendar', 'Downloads']);
  });

  it('adds Adviser for coaching roles, Query for administrators, Contracts and Data for nisl_manager', () => {
    expect(labels(['coach'])).toEqual(['Cohort', 'Adviser', 'Calendar', 'Downloads']);
    expect(labels(['distinguished_principal'])).toEqual(['Adviser']);
    expect(labels(['administrator'])).toEqual(['Cohort', 'Calendar', 'Downloads', 'Query']);
    expect(labels(['senior_admin'])).toEqual(['Cohort', 'Calendar', 'Downloads', 'Query']);
    expect(labels(['dw_power_user'])).toEqual(['Query']);
    expect(topBarItems(['nisl_manager'])).toEqual([
      { label: 'Cohort', to: '/dashboard/cohorts' },
      { label: 'Calendar', to: '/dashboard/calendar' },
      { label: 'Downloads', to: '/dashboard/downloads' },
      { label: 'Contracts', action: 'contracts' },
      { label: 'Data', action: 'data' },
    ]);
  });
});
