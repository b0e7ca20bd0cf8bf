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
  | "passwordsDiffer";

const email = z.string().trim().min(1, "emailRequired").email("emailInvalid");

export const loginSchema = z.object({ email, password: z.string().min(1, "passwordRequired") });

export const registerSchema = z.object({
  name: z.string().trim().min(1, "nameRequired"),
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH, "passwordMin"),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, "passwordMin"),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, { message: "passwordsDiffer", path: ["confirmPassword"] });

export const totpSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, "codeInvalid") });

export type LoginValues = z.infer<typeof loginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
export type TotpValues = z.infer<typeof totpSchema>;
