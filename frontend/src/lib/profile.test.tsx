import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { AUTH_PROFILE_KEY, useAuthStore } from '@/stores/auth-store';
import { setProfileData, storedProfile, useProfile, type Profile } from './profile';

const profile: Profile = {
  id: 'u1',
  full_name: 'Ana Lima',
  avatar_url: null,
  formation_area: 'Medicina',
  graduation_year: '2020',
  is_student: false,
  is_professional: true,
  is_admin: true,
  premium: false,
};

function setup() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderHook(() => useProfile(), { wrapper }) };
}

describe('profile (query cache)', () => {
  afterEach(() => {
    act(() => useAuthStore.getState().clear());
    localStorage.clear();
  });

  it('holds the profile with its admin flag and its copy under auth_profile', async () => {
    act(() => useAuthStore.getState().setSession({ id: 'u1', email: 'ana@hospital.com' }));
    const { client, result } = setup();
    expect(result.current).toBeNull();
    act(() => setProfileData(client, profile));
    await waitFor(() => expect(result.current?.is_admin).toBe(true));
    expect(JSON.parse(localStorage.getItem(AUTH_PROFILE_KEY) ?? '{}').id).toBe('u1');
    act(() => useAuthStore.getState().clear());
    await waitFor(() => expect(result.current).toBeNull());
    expect(localStorage.getItem(AUTH_PROFILE_KEY)).toBeNull();
  });

  it('shows the stored copy at once for the same user only', async () => {
    localStorage.setItem(AUTH_PROFILE_KEY, JSON.stringify(profile));
    expect(storedProfile('u1')?.full_name).toBe('Ana Lima');
    expect(storedProfile('u2')).toBeUndefined();
    act(() => useAuthStore.getState().setSession({ id: 'u1', email: null }));
    const { result } = setup();
    expect(result.current?.full_name).toBe('Ana Lima');
    act(() => useAuthStore.getState().setSession({ id: 'u2', email: null }));
    await waitFor(() => expect(result.current).toBeNull());
  });
});
