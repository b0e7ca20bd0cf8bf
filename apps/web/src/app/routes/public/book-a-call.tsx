// /bookacall (issue 19): book a call on a free time, or cancel one through the mailed link.
import { BookACallPage } from "@/features/bookings/components/book-a-call-page";

export function Component() {
  return <BookACallPage />;
}
