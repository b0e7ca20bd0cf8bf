// /admin/bookings (issue 19): administrators open times for calls (a day's series at once, in their
// own time zone), delete free ones, read the bookings (upcoming by day, past and cancelled) and
// cancel one, which mails the booker.
import { type AdminBooking, BOOKING_DURATION_MAX, BOOKING_DURATION_MIN, BOOKING_SLOTS_PER_REQUEST_MAX } from "@unleak/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { useAdminBookings, useAdminCancelBooking, useDeleteSlot, useOpenSlots } from "../api/bookings";
import { browserTimeZone, dateTimeOf, groupByDay, seriesStarts, timeOf } from "../lib/slot-days";

function OpenSlotsForm() {
  const { t, i18n } = useTranslation("bookings");
  const zone = browserTimeZone();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("09:00");
  const [count, setCount] = useState("1");
  const [duration, setDuration] = useState("30");
  const open = useOpenSlots();
  const minutes = Number(duration);
  const starts = seriesStarts(date, time, Math.min(Number(count) || 0, BOOKING_SLOTS_PER_REQUEST_MAX), minutes);
  const valid = starts.length > 0 && Number.isInteger(minutes) && minutes >= BOOKING_DURATION_MIN && minutes <= BOOKING_DURATION_MAX;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    open.mutate(
      { startsAt: starts, durationMinutes: minutes },
      {
        onSuccess: (answer) => void toast.success(t("admin.open.done", answer)),
        onError: (error) => void toast.error(t("admin.open.failed", { message: error.message })),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("admin.open.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-4" aria-label={t("admin.open.title")}>
          <FormField label={t("admin.open.date")} type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
          <FormField label={t("admin.open.firstTime")} type="time" required value={time} onChange={(event) => setTime(event.target.value)} />
          <FormField label={t("admin.open.count")} type="number" min={1} max={BOOKING_SLOTS_PER_REQUEST_MAX} value={count} onChange={(event) => setCount(event.target.value)} />
          <FormField label={t("admin.open.duration")} type="number" min={BOOKING_DURATION_MIN} max={BOOKING_DURATION_MAX} value={duration} onChange={(event) => setDuration(event.target.value)} />
          {starts.length > 0 ? <p className="text-sm text-muted-foreground sm:col-span-4">{t("admin.open.preview", { times: starts.map((start) => timeOf(start, zone, i18n.language)).join(", ") })}</p> : null}
          <div className="sm:col-span-4">
            <Button type="submit" disabled={!valid || open.isPending}>
              {open.isPending ? t("admin.open.opening") : t("admin.open.submit")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function BookingFacts({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation("bookings");
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
      <dt className="text-muted-foreground">{t("admin.booker")}</dt>
      <dd>
        {booking.name} · <a href={`mailto:${booking.email}`}>{booking.email}</a> ({booking.signedIn ? t("admin.signedIn") : t("admin.visitor")}, {booking.language})
      </dd>
      <dt className="text-muted-foreground">{t("admin.topic")}</dt>
      <dd>{t(`topics.${booking.topic}`)}</dd>
      {booking.message ? (
        <>
          <dt className="text-muted-foreground">{t("admin.message")}</dt>
          <dd className="whitespace-pre-wrap">{booking.message}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function AdminBookingsPage() {
  const { t, i18n } = useTranslation("bookings");
  const zone = browserTimeZone();
  const list = useAdminBookings();
  const remove = useDeleteSlot();
  const cancel = useAdminCancelBooking();
  const failed = (error: Error) => void toast.error(t("admin.actionFailed", { message: error.message }));
  const cancelBooking = (booking: AdminBooking) => {
    if (!window.confirm(t("admin.confirmCancel", { name: booking.name, when: dateTimeOf(booking.startsAt, zone, i18n.language) }))) return;
    cancel.mutate(booking.id, { onSuccess: () => void toast.success(t("admin.cancelled")), onError: failed });
  };
  return (
    <section className="flex w-full max-w-5xl min-w-0 flex-col gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("admin.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("admin.intro")}</p>
        <p className="text-sm text-muted-foreground">{t("admin.timeZone", { zone })}</p>
      </header>
      <OpenSlotsForm />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert variant="destructive">{t("admin.loadFailed")}</Alert>
      ) : (
        <>
          <section className="grid gap-3" aria-labelledby="bookings-upcoming">
            <h2 id="bookings-upcoming" className="text-lg font-semibold">
              {t("admin.upcoming")}
            </h2>
            {list.data.upcoming.length === 0 ? <p className="text-sm">{t("admin.noUpcoming")}</p> : null}
            {groupByDay(list.data.upcoming, zone, i18n.language).map((day) => (
              <div key={day.day} className="grid gap-2">
                <h3 className="text-sm font-medium">{day.label}</h3>
                <ul className="grid gap-2">
                  {day.items.map((slot) => (
                    <li key={slot.id} className="grid gap-2 rounded-lg border bg-card p-3" data-testid="admin-booking-slot">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-medium">{timeOf(slot.startsAt, zone, i18n.language)}</span>
                        <span className="text-sm text-muted-foreground">{t("page.duration", { minutes: slot.durationMinutes })}</span>
                        <Badge variant={slot.booking ? "solid" : "outline"}>{slot.booking ? t("admin.status.booked") : t("admin.free")}</Badge>
                        <span className="ml-auto">
                          {slot.booking ? (
                            <Button size="sm" variant="outline" disabled={cancel.isPending} onClick={() => cancelBooking(slot.booking!)}>
                              {t("admin.cancelBooking")}
                            </Button>
                          ) : (
                            <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(slot.id, { onSuccess: () => void toast.success(t("admin.deleted")), onError: failed })}>
                              {t("admin.delete")}
                            </Button>
                          )}
                        </span>
                      </div>
                      {slot.booking ? <BookingFacts booking={slot.booking} /> : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
          <section className="grid gap-3" aria-labelledby="bookings-past">
            <h2 id="bookings-past" className="text-lg font-semibold">
              {t("admin.past")}
            </h2>
            {list.data.past.length === 0 ? <p className="text-sm">{t("admin.noPast")}</p> : null}
            <ul className="grid gap-2">
              {list.data.past.map((booking) => (
                <li key={booking.id} className="grid gap-2 rounded-lg border bg-card p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{dateTimeOf(booking.startsAt, zone, i18n.language)}</span>
                    <Badge variant="outline">{t(`admin.status.${booking.status}`)}</Badge>
                  </div>
                  <BookingFacts booking={booking} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </section>
  );
}
