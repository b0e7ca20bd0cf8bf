// better-auth answers { data, error }; the settings forms want a thrown, already translated error.
export type AuthResult<T> = { data: T | null; error: { message?: string; statusText?: string } | null };

export class SettingsError extends Error {}

export function unwrap<T>({ data, error }: AuthResult<T>, fallback: string): T {
  if (error) throw new SettingsError(error.message || fallback);
  return data as T;
}

export const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
