/** Which sign-in providers the auth service has configured (GoTrue's GET /auth/v1/settings,
 * `external.google` …): the login form offers only those, so a provider the server does not
 * have never leads to a raw "Unsupported provider" page. */
import { queryOptions } from '@tanstack/react-query';
import { apiConfig, fetchWithTimeout } from '@/lib/supabase';

export interface AuthProviders {
  google: boolean;
  apple: boolean;
  /** passkeys_enabled: the service has a WebAuthn relying party for this site */
  passkeys: boolean;
}

export function parseAuthProviders(body: unknown): AuthProviders {
  const external = (typeof body === 'object' && body !== null ? (body as { external?: unknown }).external : null) ?? {};
  const on = (name: string) => typeof external === 'object' && external !== null && (external as Record<string, unknown>)[name] === true;
  const passkeys = typeof body === 'object' && body !== null && (body as { passkeys_enabled?: unknown }).passkeys_enabled === true;
  return { google: on('google'), apple: on('apple'), passkeys };
}

export const authSettingsKeys = {
  providers: () => ['auth', 'providers'] as const,
};

export const authProvidersQuery = () =>
  queryOptions({
    queryKey: authSettingsKeys.providers(),
    staleTime: 10 * 60_000,
    retry: 1,
    queryFn: async (): Promise<AuthProviders> => {
      const { supabaseUrl, supabaseAnonKey } = await apiConfig();
      const res = await fetchWithTimeout(`${supabaseUrl}/auth/v1/settings`, { headers: { apikey: supabaseAnonKey } });
      if (!res.ok) throw new Error(`GET /auth/v1/settings: ${res.status}`);
      return parseAuthProviders(await res.json());
    },
  });
