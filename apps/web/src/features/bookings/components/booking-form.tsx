// The booking form of /bookacall (issue 19): the free slots by day in the visitor's time zone (the
// zone named), then name, e-mail, topic and message, checked with the route's own schema; the bot
// check is solved on sending. Signed in, the name and e-mail are filled in.
import { BOOKING_MESSAGE_MAX, type Booking, type BookingSlot, bookingBodySchema, bookingTopics } from "@unleak/contracts";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CaptchaField } from "@/components/captcha-field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { SelectField, TextareaField } from "@/components/ui/form-controls";
import type { CaptchaHandle } from "@/lib/captcha";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useBookCall } from "../api/bookings";
import { browserTimeZone, groupByDay, timeOf } from "../lib/slot-days";

type Field = "name" | "email" | "topic" | "message";

export function BookingForm({ slots, name = "", email = "", onBooked }: { slots: BookingSlot[]; name?: string; email?: string; onBooked: (booking: Booking) => void }) {
  const { t, i18n } = useTranslation("bookings");
  const timeZone = browserTimeZone();
  const [slotId, setSlotId] = useState<string | null>(null);
  const { draft, problems, field, check } = useCheckedForm<Field>({ name, email, topic: "", message: "" }, (key, max) => t(`problems.${key}`, { max }));
  const captcha = useRef<CaptchaHandle>(null);
  const book = useBookCall();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = check(bookingBodySchema, { slotId: slotId ?? "", ...draft, message: draft.message.trim() || undefined, timeZone });
    if (!body) return;
    const answer = (await captcha.current?.answer()) ?? null;
    book.mutate({ ...body, captcha: answer }, { onSuccess: onBooked, onSettled: () => captcha.current?.reset() });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6" aria-label={t("page.title")}>
      <fieldset className="grid gap-3">
        <legend className="text-lg font-semibold">{t("page.chooseTime")}</legend>
        <p className="text-sm text-muted-foreground" data-testid="booking-time-zone">
          {t("page.timeZone", { zone: timeZone })}
        </p>
        {groupByDay(slots, timeZone, i18n.language).map((day) => (
          <div key={day.day} className="grid gap-2">
            <h3 className="text-sm font-medium">{day.label}</h3>
            <div className="flex flex-wrap gap-2">
              {day.items.map((slot) => (
                <label
                  key={slot.id}
                  className="cursor-pointer rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input type="radio" name="slot" value={slot.id} checked={slotId === slot.id} onChange={() => setSlotId(slot.id)} className="sr-only" />
                  {timeOf(slot.startsAt, timeZone, i18n.language)} · {t("page.duration", { minutes: slot.durationMinutes })}
                </label>
              ))}
            </div>
          </div>
        ))}
        {problems.slotId ? <p className="text-sm text-destructive">{t("page.pickTimeFirst")}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("page.fields.name")} required autoComplete="name" maxLength={120} {...field("name")} />
        <FormField label={t("page.fields.email")} required type="email" autoComplete="email" maxLength={254} {...field("email")} />
        <div className="sm:col-span-2">
          <SelectField label={t("page.fields.topic")} required {...field("topic")}>
            <option value="" disabled>
              {t("page.chooseTopic")}
            </option>
            {bookingTopics.map((topic) => (
              <option key={topic} value={topic}>
                {t(`topics.${topic}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="sm:col-span-2">
          <TextareaField label={t("page.fields.message")} hint={t("page.messageHint", { max: BOOKING_MESSAGE_MAX })} maxLength={BOOKING_MESSAGE_MAX} {...field("message")} />
        </div>
      </div>
      <CaptchaField ref={captcha} />
      {book.isError ? (
        <Alert variant="destructive">
          {t("page.failed", { message: book.error.message })}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={book.isPending}>
          {book.isPending ? t("page.submitting") : t("page.submit")}
        </Button>
      </div>
    </form>
  );
}
