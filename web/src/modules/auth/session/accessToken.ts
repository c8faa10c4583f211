// TEMPORARY (the accounts work replaces it): the in-memory access token.
let token: string | null = null;

export function setAccessToken(next: string | null): void {
  token = next;
}

export async function getAccessToken(): Promise<string | null> {
  return token;
}
