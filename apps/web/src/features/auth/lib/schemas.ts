// Form schemas of the auth screens; messages are keys under auth:validation.
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "@/config/constants";

export type ValidationKey =
  | "emailRequired"
  | "emailInvalid"
  | "phoneRequired"
  | "passwordRequired"
  | "passwordMin"
  | "nameRequired"
  | "codeInvalid"
  | "recoveryCodeRequired"
  | "passwordsDiffer";

const email = z.string().trim().min(1, "emailRequired").email("emailInvalid");

/** Sign-in with an e-mail address or a phone number (the server checks and normalises the number). */
export const loginSchema = z
  .object({ method: z.enum(["email", "phone"]), email: z.string(), phoneNumber: z.string(), password: z.string().min(1, "passwordRequired") })
  .superRefine((values, context) => {
    if (values.method === "phone") {
      if (values.phoneNumber.trim() === "") context.addIssue({ code: "custom", path: ["phoneNumber"], message: "phoneRequired" });
      return;
    }
    const checked = email.safeParse(values.email);
    if (!checked.success) context.addIssue({ code: "custom", path: ["email"], message: checked.error.issues[0]?.message ?? "emailInvalid" });
  });

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
