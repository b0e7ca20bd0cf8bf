// The delays of the escalation waves (issue 13, research §3.6 and §9 item 10), configurable per
// deployment; the defaults follow Adult Model Protection's published follow-up and escalation timings.
export interface EscalationSettings {
  /** W1, where a 48-hour removal duty applies (TAKE IT DOWN, UK NCII): hours after the first notice. */
  reminderAfterHoursWithFortyEightHourDuty: number;
  /** W1 otherwise: business days after the first notice. */
  reminderAfterBusinessDays: number;
  /** W2 (host, CDN, payment processor): calendar days after the first notice ... */
  hostAfterDaysFromFirstNotice: number;
  /** ... and calendar days after the W1 reminder, whichever is later. */
  hostAfterDaysFromReminder: number;
  /** W3 (registrar, search engines): business days of no removal after W2. */
  registrarAfterBusinessDays: number;
  /** W4 (hand over to a lawyer): business days of no removal after W3. */
  handOverAfterBusinessDays: number;
  /** Whether a leak delisted from search but still up at the host stops escalating. */
  stopWhenDelistedOnly: boolean;
  /** ISO dates that are not business days (weekends never are). */
  holidays: readonly string[];
}

export const defaultEscalationSettings: EscalationSettings = {
  reminderAfterHoursWithFortyEightHourDuty: 72,
  reminderAfterBusinessDays: 5,
  hostAfterDaysFromFirstNotice: 10,
  hostAfterDaysFromReminder: 5,
  registrarAfterBusinessDays: 5,
  handOverAfterBusinessDays: 5,
  stopWhenDelistedOnly: true,
  holidays: [],
};
