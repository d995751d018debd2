import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a feature's mutation hook (features/<area>/api/) lets its caller add: the callbacks
 * (onSuccess, onError, onSettled …), not the call itself.
 */
export type MutationCallbacks<TData, TVariables = void> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;
