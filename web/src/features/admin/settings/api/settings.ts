/** The System Settings tab's calls (spec 03 §7 "System settings"): the list, 10 a page with a search, and the save. */
import type { SettingKey } from '@shared/settings/texts';
import { SETTINGS_PAGE_SIZE } from '@shared/settings/texts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';

export const fetchSettings = (search: string, page: number, signal?: AbortSignal) =>
  api('GET /api/get_settings_list', { query: { search, page, per_page: SETTINGS_PAGE_SIZE }, signal });

/** One page of the settings for the search (the last page stays shown while the next one comes). */
export function useSettingsPage(search: string, page: number) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/get_settings_list', search, page),
    queryFn: ({ signal }) => fetchSettings(search, page, signal),
    placeholderData: keepPreviousData,
  });
}

export const saveSetting = ({ key, value }: { key: SettingKey; value: string }) =>
  api('POST /api/update_setting', { body: { key, value } });

/** POST /api/update_setting; the list is read again before the mutation ends. */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routeQueryKey('GET /api/get_settings_list') }),
  });
}
