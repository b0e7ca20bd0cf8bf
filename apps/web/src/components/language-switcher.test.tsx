import { fireEvent, render, screen } from "@testing-library/react";
import { useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { LanguageSwitcher } from "./language-switcher";

function Texts() {
  const { t } = useTranslation("shell");
  return (
    <ul>
      <li>{t("notifications.title")}</li>
      <li>{t("notifications.markAllRead")}</li>
      <li>{t("welcome.verified")}</li>
    </ul>
  );
}

describe("LanguageSwitcher", () => {
  it("switches the texts to German, sets <html lang> and remembers the choice", async () => {
    render(
      <>
        <LanguageSwitcher />
        <Texts />
      </>,
    );
    expect(screen.getByText("Notifications")).toBeTruthy();

    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "de" } });

    expect(await screen.findByText("Benachrichtigungen")).toBeTruthy();
    expect(screen.getByText("Alle als gelesen markieren")).toBeTruthy();
    expect(screen.getByText("Verifiziert")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Sprache" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("de");
    expect(window.localStorage.getItem("language")).toBe("de");
  });
});
