// /admin/bookings: slots for calls and their bookings, for administrators only (RequireAdmin guards it).
import { AdminBookingsPage } from "@/features/bookings/components/admin-bookings-page";

export function Component() {
  return <AdminBookingsPage />;
}
