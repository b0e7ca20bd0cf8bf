// The error every provider client throws: which provider, the HTTP status if there was one, and
// a message that never contains the API key (keys sit in query strings, and errors get logged).

export class ProviderError extends Error {
  override readonly name = "ProviderError";

  constructor(
    public provider: string,
    message: string,
    public status?: number,
  ) {
    super(`${provider}: ${message}`);
  }
}

export function redact(text: string, secret: string): string {
  if (secret === "") return text;
  return text.split(secret).join("***").split(encodeURIComponent(secret)).join("***");
}
