// Layout route of the public pages.
import { Outlet } from "react-router";
import { PublicLayout } from "@/components/layouts/public-layout";

export function Component() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
