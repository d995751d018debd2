import { LOG_PAGE_SIZE, type PendingLogResponse } from '@shared/api/types/accounts';
import { api } from '@/lib/api-client';

export const fetchPendingUsers = (search: string, page: number, signal?: AbortSignal) =>
  api<PendingLogResponse>('GET /api/getPendingUsers', { query: { search, page, per_page: LOG_PAGE_SIZE }, signal });
