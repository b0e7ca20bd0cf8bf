// /bookacall (issue 19): book a call on a free time, or, through the link of the confirmation mail
// (`?cancel=<id>&token=<token>`), cancel it.
import type { Booking } from "@unleak/contracts";
import { isPhoneAccountEmail } from "@unleak/contracts/phone-account";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useAuthSession } from "@/lib/auth-session";
import { useCancelBooking, useFreeSlots } from "../api/bookings";
import { browserTimeZone, dateTimeOf } from "../lib/slot-days";
import { BookingForm } from "./booking-form";

function Booked({ booking, onAnother }: { booking: Booking; onAnother: () => void }) {
  const { t, i18n } = useTranslation("bookings");
  return (
    <Card data-testid="booking-confirmed">
      <CardHeader>
        <CardTitle>{t("page.booked.title")}</CardTitle>
        <CardDescription>{t("page.booked.text", { when: dateTimeOf(booking.startsAt, browserTimeZone(), i18n.language), email: booking.email })}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={onAnother}>
          {t("page.booked.another")}
        </Button>
      </CardContent>
    </Card>
  );
}

function FreeTimes() {
  const { t } = useTranslation("bookings");
  const slots = useFreeSlots();
  const session = useAuthSession();
  const [booked, setBooked] = useState<Booking | null>(null);
  if (booked) return <Booked booking={booked} onAnother={() => setBooked(null)} />;
  if (slots.isPending || session.loading) return <PageLoader />;
  if (slots.isError) return <Alert variant="destructive">{t("page.loadFailed")}</Alert>;
  if (slots.data.slots.length === 0) return <p data-testid="booking-no-slots">{t("page.noSlots")}</p>;
  const user = session.data?.user;
  const email = user && !isPhoneAccountEmail(user.email) ? user.email : "";
  return <BookingForm slots={slots.data.slots} name={user?.name ?? ""} email={email} onBooked={setBooked} />;
}

function CancelBooking({ id, token }: { id: string; token: string }) {
  const { t, i18n } = useTranslation("bookings");
  const cancel = useCancelBooking();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("cancel.title")}</CardTitle>
        <CardDescription>{cancel.isSuccess ? t("cancel.done", { when: dateTimeOf(cancel.data.startsAt, browserTimeZone(), i18n.language) }) : t("cancel.text")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {cancel.isError ? <Alert variant="destructive">{t("cancel.failed", { message: cancel.error.message })}</Alert> : null}
        {cancel.isSuccess ? (
          <Button asChild variant="outline" className="w-fit">
            <Link to={paths.bookACall.getHref()}>{t("cancel.back")}</Link>
          </Button>
        ) : (
          <Button variant="destructive" className="w-fit" disabled={cancel.isPending} onClick={() => cancel.mutate({ id, token })}>
            {cancel.isPending ? t("cancel.cancelling") : t("cancel.confirm")}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

export function BookACallPage() {
  const { t } = useTranslation("bookings");
  const [searchParams] = useSearchParams();
  const cancelId = searchParams.get("cancel");
  const token = searchParams.get("token");
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">{t("page.title")}</h1>
        <p className="text-muted-foreground">{t("page.intro")}</p>
      </header>
      {cancelId && token ? <CancelBooking id={cancelId} token={token} /> : <FreeTimes />}
    </section>
  );
}
