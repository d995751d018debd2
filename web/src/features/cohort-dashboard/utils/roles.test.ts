import { describe, expect, it } from 'vitest';
import { isCoach, isLocalFacilitatorOnly, isStateCoordinator } from './roles';

describe('dashboard audiences', () => {
  it('knows a local facilitator with no other dashboard role', () => {
    expect(isLocalFacilitatorOnly(['facilitator_local'])).toBe(true);
    expect(isLocalFacilitatorOnly(['facilitator_local_inc', 'participant'])).toBe(true);
    expect(isLocalFacilitatorOnly(['facilitator_local', 'state_coordinator'])).toBe(false);
    expect(isLocalFacilitatorOnly(['facilitator_national'])).toBe(false);
    expect(isLocalFacilitatorOnly(['administrator'])).toBe(false);
  });

  it('knows coaches and state coordinators', () => {
    expect(isCoach(['coach'])).toBe(true);
    expect(isCoach(['coaching_manager'])).toBe(false);
    expect(isStateCoordinator(['state_coordinator'])).toBe(true);
    expect(isStateCoordinator(['administrator'])).toBe(false);
  });
});
