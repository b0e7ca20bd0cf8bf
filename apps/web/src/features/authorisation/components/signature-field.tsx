// The drawn signature: a canvas run by the maintained signature_pad library (mouse, touch and pen
// through pointer events), sharp on high-density screens, kept across resizes, with a Clear button.
// When the canvas cannot start (no 2D context), the pad stays null and the form says so.
import SignaturePad from "signature_pad";
import { type RefObject, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

type SignatureFieldProps = {
  /** Set to the running pad, or null when it is not available. */
  padRef: RefObject<SignaturePad | null>;
  onChange: (empty: boolean) => void;
};

function startPad(canvas: HTMLCanvasElement): SignaturePad | null {
  if (!canvas.getContext("2d")) return null;
  try {
    return new SignaturePad(canvas, { penColor: "#111827", minWidth: 0.8, maxWidth: 2.6 });
  } catch {
    return null;
  }
}

export function SignatureField({ padRef, onChange }: SignatureFieldProps) {
  const { t } = useTranslation("authorisation");
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    const pad = canvas ? startPad(canvas) : null;
    padRef.current = pad;
    if (!canvas || !pad) return;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    fit();
    const ended = () => changed.current(pad.isEmpty());
    pad.addEventListener("endStroke", ended);
    window.addEventListener("resize", fit);
    return () => {
      window.removeEventListener("resize", fit);
      pad.removeEventListener("endStroke", ended);
      pad.off();
      padRef.current = null;
    };
  }, [padRef]);

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">
          {t("form.signature")}
          <span aria-hidden="true" className="text-destructive">
            {" *"}
          </span>
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            padRef.current?.clear();
            onChange(true);
          }}
        >
          {t("form.clear")}
        </Button>
      </div>
      <canvas
        ref={canvasRef}
        aria-label={t("form.signatureLabel")}
        data-testid="signature-pad"
        className="h-40 w-full touch-none rounded-lg border border-input bg-white"
      />
      <p className="text-xs text-muted-foreground">{t("form.signatureHint")}</p>
    </div>
  );
}
