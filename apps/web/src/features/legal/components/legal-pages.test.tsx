import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "@/testing/render";
import { siteInfoWith } from "../testing/site-info-fixture";
import { Contact } from "./contact";
import { Imprint } from "./imprint";
import { PrivacyPolicy } from "./privacy-policy";
import { TermsOfService } from "./terms-of-service";

const operator = {
  name: "Quill Protect GmbH",
  address: "Beispielstraße 1, 10115 Berlin",
  email: "legal@quill.example",
  phone: "+49 30 1234567",
  register: "Amtsgericht Charlottenburg, HRB 000000",
  vatId: "DE000000000",
  representative: "Nova Quill",
  dpoEmail: "privacy@quill.example",
};

function serve(info: ReturnType<typeof siteInfoWith>) {
  vi.stubGlobal("fetch", stubFetch({ "/api/site-info": info, "/api/config": { googleEnabled: false, version: "1", supportChatUrl: null, supportEmail: null, marketingUrl: null } }));
}

describe("the legal pages", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["imprint", Imprint, "Imprint"],
    ["privacy policy", PrivacyPolicy, "Privacy Policy"],
    ["terms", TermsOfService, "Terms of Service"],
    ["contact", Contact, "Contact"],
  ])("warn on the %s that the operator's details are not configured, instead of inventing them", async (_, Page, title) => {
    serve(siteInfoWith());
    renderWithProviders(<Page />);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeTruthy();
    const warning = await screen.findByTestId("operator-warning");
    expect(warning.textContent).toContain("The operator has not configured its legal details (OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL). This page is incomplete.");
    expect(screen.queryByTestId("operator-details")).toBeNull();
  });

  it("shows the configured operator on the imprint, without a warning", async () => {
    serve(siteInfoWith({ operator }));
    renderWithProviders(<Imprint />);
    const details = await screen.findByTestId("operator-details");
    for (const value of Object.values(operator)) expect(details.textContent).toContain(value);
    expect(screen.getByRole("link", { name: operator.email }).getAttribute("href")).toBe(`mailto:${operator.email}`);
    expect(screen.queryByTestId("operator-warning")).toBeNull();
  });

  it("prints the configured retention periods and processors in the privacy policy, with the ways to export and delete", async () => {
    serve(
      siteInfoWith({
        operator,
        retention: { identityDocumentDays: 45, unfinishedVideoUploadHours: 12, deletionGraceDays: 21, exportLinkHours: 48, referralCookieDays: 60 },
        processors: { mail: { delivery: "smtp", host: "smtp.relay.example" }, payment: { provider: "stripe", sandbox: false }, sms: { provider: "twilio" }, storage: { kind: "local-encrypted" }, captcha: "altcha", googleSignIn: false },
      }),
    );
    renderWithProviders(<PrivacyPolicy />);
    await screen.findByTestId("operator-details");
    const text = document.body.textContent!;
    expect(text).toContain("deleted 45 days after the decision");
    expect(text).toContain("carried out 21 days after your request");
    expect(text).toContain("for 48 hours");
    expect(text).toContain("it lasts 60 days");
    expect(text).toContain("through the mail relay smtp.relay.example");
    expect(text).toContain("Stripe processes payments");
    expect(text).toContain("Twilio");
    expect(text).toContain("write to privacy@quill.example");
    expect(screen.getByRole("link", { name: "Export your data" }).getAttribute("href")).toBe("/settings/export");
    expect(screen.getByRole("link", { name: "Open the settings" }).getAttribute("href")).toBe("/settings");
    expect(screen.queryByTestId("operator-warning")).toBeNull();
  });

  it("offers the support address, else the operator's, and always the booking of a call on the contact page", async () => {
    serve(siteInfoWith({ operator }));
    const { unmount } = renderWithProviders(<Contact />);
    // Without a support address, support is the operator's address (in its details and as the support button).
    const operatorMail = await screen.findAllByRole("link", { name: operator.email });
    expect(operatorMail.map((link) => link.getAttribute("href"))).toEqual([`mailto:${operator.email}`, `mailto:${operator.email}`]);
    expect(screen.getByRole("link", { name: "Book a call" }).getAttribute("href")).toBe("/bookacall");
    unmount();

    vi.stubGlobal("fetch", stubFetch({ "/api/site-info": siteInfoWith(), "/api/config": { googleEnabled: false, version: "1", supportChatUrl: "https://chat.example/unleak", supportEmail: "help@unleak.example", marketingUrl: null } }));
    renderWithProviders(<Contact />);
    expect((await screen.findByRole("link", { name: "help@unleak.example" })).getAttribute("href")).toBe("mailto:help@unleak.example");
    expect(screen.getByRole("button", { name: "Open the support chat" })).toBeTruthy();
  });

  it("names the operator and the grace period in the terms", async () => {
    serve(siteInfoWith({ operator, limits: { visitorScansPerDay: 3, billingGraceDays: 11 } }));
    renderWithProviders(<TermsOfService />);
    expect(await screen.findByText(`These terms govern your use of this service, operated by ${operator.name}.`)).toBeTruthy();
    expect(document.body.textContent).toContain("your plan is kept for 11 days");
    expect(document.body.textContent).toContain(`operator's seat (${operator.address})`);
  });
});
