// The frame of one settings section. Long words (an e-mail address, a device name) break anywhere
// rather than widen the card past a 375 px phone (issue 9).
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type SettingsCardProps = { title: string; description?: string; testId: string; children: ReactNode };

export function SettingsCard({ title, description, testId, children }: SettingsCardProps) {
  return (
    <Card className="min-w-0 wrap-anywhere" data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
