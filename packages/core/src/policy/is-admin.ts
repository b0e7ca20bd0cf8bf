// Who is an administrator, until the admin panel manages roles: a user whose role is admin, or a
// user with a verified e-mail listed in ADMIN_EMAILS. An unverified address never counts, or anyone
// could sign up with an admin's address before its owner does.
export interface AdminCandidate {
  email: string;
  emailVerified: boolean;
  role?: string | null;
}

/** ADMIN_EMAILS as configured: comma-separated, compared without case and surrounding spaces. */
export function parseAdminEmails(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== "");
}

export function isAdmin(candidate: AdminCandidate, adminEmails: readonly string[]): boolean {
  if (candidate.role === "admin") return true;
  return candidate.emailVerified && adminEmails.includes(candidate.email.trim().toLowerCase());
}
