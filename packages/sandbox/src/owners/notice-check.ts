// What the rejecting owner checks before it acts: exact URLs of its site, the good-faith and
// penalty-of-perjury statements, a "/s/ " signature and the sender's e-mail address.

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

/** The missing elements, worded for "We cannot process your notice: <reason>". Empty when complete. */
export function missingNoticeElements(text: string, namedUrls: number): string[] {
  const missing: string[] = [];
  if (namedUrls === 0) missing.push("the notice does not list the exact URLs of the material on our site");
  if (!/good[\s-]+faith/i.test(text)) missing.push("the good-faith statement is missing");
  if (!/penalty\s+of\s+perjury/i.test(text)) missing.push("the statement under penalty of perjury is missing");
  if (!/\/s\/ +\S/.test(text)) missing.push("the signature (/s/ followed by a name) is missing");
  if (!EMAIL.test(text)) missing.push("the sender's e-mail address is missing");
  return missing;
}
