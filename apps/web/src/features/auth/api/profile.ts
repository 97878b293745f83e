import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthAnswer, ChangePasswordInput, ProfileInput, User } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { useAuth } from '../store';

export const profileKey = ['auth', 'profile'] as const;

export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: profileKey,
    queryFn: async () => (await apiClient.get<{ user: User }>('/auth/profile')).data.user,
    enabled,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProfileInput) =>
      (await apiClient.put<{ user: User; message?: string }>('/auth/profile', changes)).data,
    retry: false,
    onSuccess: ({ user }) => {
      useAuth.getState().setUser(user);
      queryClient.setQueryData(profileKey, user);
    },
  });
}

/**
 * The old token stops working on the server: the answer's token replaces it at once, and the account as it is now
 * (no longer on a temporary password) replaces the profile read before.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) =>
      (await apiClient.put<AuthAnswer>('/auth/change-password', input)).data,
    retry: false,
    onSuccess: ({ token, user }) => {
      useAuth.getState().setSession(token, user);
      queryClient.setQueryData(profileKey, user);
    },
  });
}
