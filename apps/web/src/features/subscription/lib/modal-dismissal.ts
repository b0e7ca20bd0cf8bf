// "Continue without protection" lasts for the browser session (sessionStorage), per account, so
// another account signing in on the same tab still sees the modal.
const STORAGE_KEY = "subscriptionModalDismissed";

export function isModalDismissed(account: string): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) === account;
  } catch {
    return false;
  }
}

export function dismissModalForSession(account: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, account);
  } catch {
    // Storage unavailable: the dismissal lasts for this page only.
  }
}
