// The scanner spells the reason codes and username variant kinds itself (it depends on no contracts):
// the two lists must stay the words the contracts, the database and the web app use.
import type { FakeProfileReasonCode, UsernameVariantKind } from "@unleak/contracts";
import type { FakeProfileReasonCode as ScannerReasonCode, UsernameVariantKind as ScannerVariantKind } from "@unleak/scanner/impersonation/index";
import { expectTypeOf, it } from "vitest";

it("spells the reasons and variant kinds as the contracts do", () => {
  expectTypeOf<ScannerReasonCode>().toEqualTypeOf<FakeProfileReasonCode>();
  expectTypeOf<ScannerVariantKind>().toEqualTypeOf<UsernameVariantKind>();
});
