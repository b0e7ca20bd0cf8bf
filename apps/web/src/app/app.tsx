// The application: providers around the data router.
import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProvider } from "./provider";
import { routes } from "./router";

const router = createBrowserRouter(routes);

/** "Try Again" after a route error (e.g. a page chunk that failed to load): load the page anew. */
function retryCurrentRoute(): void {
  const { pathname, search, hash } = router.state.location;
  void router.navigate({ pathname, search, hash }, { replace: true });
}

export function App() {
  return (
    <AppProvider onReset={retryCurrentRoute}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
