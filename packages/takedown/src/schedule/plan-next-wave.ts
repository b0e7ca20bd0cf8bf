// The next escalation wave of a takedown that has not worked (issue 13): W1 a reminder to the same
// recipient, W2 host + CDN + payment processor, W3 registrar + search engines, W4 hand over to a
// lawyer. Replies do not move the clock: only a removal, a delisting (by setting) or a counter-notice
// stops it. Pure: `now` comes in; the answer is recomputed after every check, reply and wave.
import type { LegalBasis, RecipientKind, WaveAction, WaveReason } from "@unleak/contracts";
import { addBusinessDays } from "./business-days";
import type { ConfirmationState } from "./confirmation";
import { defaultEscalationSettings, type EscalationSettings } from "./escalation-settings";

export type WaveNumber = 1 | 2 | 3 | 4;
export type { WaveAction, WaveReason };

export interface SentWave {
  wave: WaveNumber;
  sentAt: Date;
  recipientKind: RecipientKind;
}

export interface WaveInput {
  basis: LegalBasis;
  /** The first notice (wave 0). */
  firstSentAt: Date;
  /** The escalation notices sent so far; a wave may hold several (host, CDN, processor). */
  waves: readonly SentWave[];
  /** The leak's state from its checks, or "delisted-only" (gone from search, up at the host). */
  lastOutcome: ConfirmationState | "delisted-only";
  /** A counter-notice pauses escalation until the creator decides. */
  counterNotice?: { receivedAt: Date };
  /** The recipient must remove within 48 hours by law (TAKE IT DOWN, UK NCII). */
  fortyEightHourDuty?: boolean;
  now: Date;
  settings?: Partial<EscalationSettings>;
}

export interface WavePlan {
  wave: WaveNumber;
  /** When it is due: the rule's date, or `now` when that has passed. */
  due: Date;
  action: WaveAction;
  reason: { code: WaveReason; params: Record<string, string> };
}

const actions: Record<WaveNumber, WaveAction> = { 1: "reminder", 2: "host-cdn-processor", 3: "registrar-search", 4: "hand-over" };
const dayMs = 24 * 3_600_000;

function lastSent(waves: readonly SentWave[], wave: WaveNumber): Date | null {
  const times = waves.filter((sent) => sent.wave === wave).map((sent) => sent.sentAt.getTime());
  return times.length === 0 ? null : new Date(Math.max(...times));
}

/** The next wave and when, or null: removed, removal being confirmed, delisted only, counter-noticed, or handed over. */
export function planNextWave(input: WaveInput): WavePlan | null {
  const settings = { ...defaultEscalationSettings, ...input.settings };
  const { lastOutcome } = input;
  if (input.counterNotice !== undefined) return null;
  if (lastOutcome === "removed-confirmed" || lastOutcome === "removed-unconfirmed") return null;
  if (lastOutcome === "delisted-only" && settings.stopWhenDelistedOnly) return null;

  const highest = Math.max(0, ...input.waves.map((sent) => sent.wave));
  if (highest >= 4) return null;
  const wave = (highest + 1) as WaveNumber;
  const holidays = { holidays: settings.holidays };
  const params: Record<string, string> = { basis: input.basis, outcome: lastOutcome };
  let due: Date;
  let code: WaveReason;

  if (wave === 1) {
    if (input.fortyEightHourDuty === true) {
      due = new Date(input.firstSentAt.getTime() + settings.reminderAfterHoursWithFortyEightHourDuty * 3_600_000);
      code = "reminder_48h_duty";
      params.hours = String(settings.reminderAfterHoursWithFortyEightHourDuty);
    } else {
      due = addBusinessDays(input.firstSentAt, settings.reminderAfterBusinessDays, holidays);
      code = "reminder_no_removal";
      params.businessDays = String(settings.reminderAfterBusinessDays);
    }
  } else if (wave === 2) {
    const reminder = lastSent(input.waves, 1) ?? input.firstSentAt;
    due = new Date(
      Math.max(
        input.firstSentAt.getTime() + settings.hostAfterDaysFromFirstNotice * dayMs,
        reminder.getTime() + settings.hostAfterDaysFromReminder * dayMs,
      ),
    );
    code = "escalate_host";
    params.days = String(settings.hostAfterDaysFromFirstNotice);
  } else if (wave === 3) {
    due = addBusinessDays(lastSent(input.waves, 2) ?? input.firstSentAt, settings.registrarAfterBusinessDays, holidays);
    code = "escalate_registrar";
    params.businessDays = String(settings.registrarAfterBusinessDays);
  } else {
    due = addBusinessDays(lastSent(input.waves, 3) ?? input.firstSentAt, settings.handOverAfterBusinessDays, holidays);
    code = "hand_over";
    params.businessDays = String(settings.handOverAfterBusinessDays);
  }
  params.ruleDate = due.toISOString();
  if (due.getTime() < input.now.getTime()) due = new Date(input.now.getTime());
  return { wave, due, action: actions[wave], reason: { code, params } };
}
