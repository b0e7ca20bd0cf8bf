// One section of the service health page: a titled card, with a link to the page that has the details.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export function HealthCard({ title, description, link, testId, children }: { title: string; description?: string; link?: { to: string; label: string }; testId: string; children: ReactNode }) {
  return (
    <Card className="min-w-0" data-testid={testId}>
      <CardHeader>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <CardTitle>{title}</CardTitle>
          {link ? (
            <Link to={link.to} className="text-sm text-primary underline">
              {link.label}
            </Link>
          ) : null}
        </div>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="min-w-0">{children}</CardContent>
    </Card>
  );
}

/** A figure with its label, as the cards list them. */
export function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  const body = (
    <>
      <span className="text-2xl font-semibold">{value}</span>
      <span className="text-sm text-muted-foreground">{label}</span>
    </>
  );
  return (
    <li className="grid gap-1 rounded-lg border px-3 py-2" data-testid="health-figure">
      {to ? (
        <Link to={to} className="grid gap-1 hover:underline">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}
