// Book a call (issue 19): the free slots and booking one (with the bot check's answer), cancelling
// with the mailed link, and the administrators' slots and bookings.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type BookingBody, bookingRoutes, type OpenSlotsBody } from "@unleak/contracts";
import { callApi } from "@/lib/api-client";
import { captchaHeaders } from "@/lib/captcha";

export const freeSlotsQueryOptions = () => queryOptions({ queryKey: ["bookings", "slots"], queryFn: () => callApi(bookingRoutes.slots) });

export function useFreeSlots() {
  return useQuery(freeSlotsQueryOptions());
}

export function useBookCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ captcha, ...body }: BookingBody & { captcha: string | null }) => callApi(bookingRoutes.book, { body, headers: captchaHeaders(captcha) }),
    // Taken or not: the list is read again, so a slot booked meanwhile disappears.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["bookings"] }),
  });
}

export function useCancelBooking() {
  return useMutation({ mutationFn: ({ id, token }: { id: string; token: string }) => callApi(bookingRoutes.cancel, { params: { id }, body: { token } }) });
}

export const adminBookingsQueryOptions = () => queryOptions({ queryKey: ["admin", "bookings"], queryFn: () => callApi(bookingRoutes.adminList) });

export function useAdminBookings() {
  return useQuery(adminBookingsQueryOptions());
}

/** The administrators' changes reload everything under "admin" and the public slots. */
function useAdminChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ["admin"] });
      await queryClient.invalidateQueries({ queryKey: ["bookings"] });
    },
  });
}

export const useOpenSlots = () => useAdminChange((body: OpenSlotsBody) => callApi(bookingRoutes.adminOpen, { body }));
export const useDeleteSlot = () => useAdminChange((id: string) => callApi(bookingRoutes.adminDeleteSlot, { params: { id } }));
export const useAdminCancelBooking = () => useAdminChange((id: string) => callApi(bookingRoutes.adminCancel, { params: { id } }));
