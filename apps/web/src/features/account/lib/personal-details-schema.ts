// The personal-details form: the server's profile rules (contracts) plus the fields the profile
// status needs (spec §5), which the form marks with an asterisk. Messages are account:validation keys.
import { z } from "zod";

const text = (max: number) => z.string().trim().max(max, "tooLong");
const required = (max: number) => text(max).min(1, "required");

export const personalDetailsSchema = z.object({
  firstName: required(60),
  lastName: required(100),
  phone: text(32).regex(/^\+?[0-9 ()./-]*$/, "phoneInvalid"),
  dateOfBirth: z.string().min(1, "required").pipe(z.iso.date("dateInvalid")),
  address: required(200),
  postalCode: required(20),
  city: text(100),
  country: required(100),
});

export type PersonalDetails = z.infer<typeof personalDetailsSchema>;
export type PersonalDetailsField = keyof PersonalDetails;
export type PersonalDetailsProblem = "required" | "tooLong" | "phoneInvalid" | "dateInvalid";

export const requiredFields: PersonalDetailsField[] = ["firstName", "lastName", "dateOfBirth", "address", "postalCode", "country"];

/** Empty optional fields are stored as "not given" (null). */
export function toProfileUpdate(values: PersonalDetails) {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim() === "" ? null : value.trim()])) as {
    [K in PersonalDetailsField]: string | null;
  };
}
