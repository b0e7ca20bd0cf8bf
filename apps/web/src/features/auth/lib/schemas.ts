// Form schemas of the auth screens; messages are keys under auth:validation.
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "@/config/constants";

export type ValidationKey =
  | "emailRequired"
  | "emailInvalid"
  | "passwordRequired"
  | "passwordMin"
  | "nameRequired"
  | "codeInvalid"
  | "recoveryCodeRequired"
  | "passwordsDiffer";

const email = z.string().trim().min(1, "emailRequired").email("emailInvalid");

export const loginSchema = z.object({ email, password: z.string().min(1, "passwordRequired") });

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, "passwordMin"),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, { message: "passwordsDiffer", path: ["confirmPassword"] });

export const totpSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, "codeInvalid") });

/** A recovery code as shown at enrolment; better-auth checks it. */
export const recoveryCodeSchema = z.object({ code: z.string().trim().min(1, "recoveryCodeRequired").max(32, "recoveryCodeRequired") });

export type LoginValues = z.infer<typeof loginSchema>;
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
export type TotpValues = z.infer<typeof totpSchema>;
