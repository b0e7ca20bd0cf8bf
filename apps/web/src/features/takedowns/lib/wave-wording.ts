// An escalation wave's step and the rule behind its date in plain words, as i18n keys under "checks".
// i18next reads "_x" at a key's end as a plural or context suffix, so the texts use camelCase keys.
import type { WaveAction, WaveReason } from "@unleak/contracts";

export const waveActionKeys = {
  reminder: "checks.nextStep.reminder",
  "host-cdn-processor": "checks.nextStep.hostCdnProcessor",
  "registrar-search": "checks.nextStep.registrarSearch",
  "hand-over": "checks.nextStep.handOver",
} as const satisfies Record<WaveAction, string>;

export const waveReasonKeys = {
  reminder_48h_duty: "checks.nextStepReason.reminder48hDuty",
  reminder_no_removal: "checks.nextStepReason.reminderNoRemoval",
  escalate_host: "checks.nextStepReason.escalateHost",
  escalate_registrar: "checks.nextStepReason.escalateRegistrar",
  hand_over: "checks.nextStepReason.handOver",
} as const satisfies Record<WaveReason, string>;
