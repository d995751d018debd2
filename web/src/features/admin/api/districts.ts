import type {
  DistrictChangeCount,
  DistrictChangeResult,
  DistrictChangeValues,
  DistrictCriterion,
  DistrictsToChange,
} from '@shared/districts/types';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/query';

/** The districts to choose from and how many blank-district accounts the criterion finds. */
export const fetchDistrictsToChange = (type: DistrictCriterion, value: string, signal?: AbortSignal) =>
  api('GET /api/verifyDistrictsToChange', { query: { type, value }, signal });

/** How many of them the chosen district would change. */
export const countAccountsToChange = ({ type, value, district_id }: DistrictChangeValues) =>
  api('POST /api/verifyUsersToChangeDistrict', { body: { type, values: { value, district_id } } });

export const saveDistrictChange = (values: DistrictChangeValues) => api('POST /api/saveChangeDistrict', { body: { values } });

type Criterion = { type: DistrictCriterion; value: string };

export function useFindDistricts(callbacks: MutationCallbacks<DistrictsToChange, Criterion>) {
  return useMutation({ mutationFn: ({ type, value }: Criterion) => fetchDistrictsToChange(type, value), ...callbacks });
}

export function useCountAccountsToChange(callbacks: MutationCallbacks<DistrictChangeCount, DistrictChangeValues>) {
  return useMutation({ mutationFn: countAccountsToChange, ...callbacks });
}

export function useSaveDistrictChange(callbacks: MutationCallbacks<DistrictChangeResult, DistrictChangeValues>) {
  return useMutation({ mutationFn: saveDistrictChange, ...callbacks });
}
