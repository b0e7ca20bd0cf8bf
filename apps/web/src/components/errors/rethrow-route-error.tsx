// Route-level error element: hands route errors (a failed lazy chunk, a render error) on to
// the app's error boundary so every crash looks and reports the same.
import { useRouteError } from "react-router";

export function RethrowRouteError(): never {
  throw useRouteError();
}
