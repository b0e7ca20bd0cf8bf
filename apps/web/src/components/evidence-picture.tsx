// One picture of a match with its caption, square and uncropped; a picture that could not be kept
// shows the caller's words in its place rather than a broken image.
import { ImageOff } from "lucide-react";

export function EvidencePicture({ src, caption, empty }: { src: string | null; caption: string; empty: string }) {
  return (
    <figure className="grid gap-2">
      <div className="grid aspect-square place-items-center overflow-hidden rounded-lg border bg-muted">
        {src ? (
          <img src={src} alt={caption} className="size-full object-contain" />
        ) : (
          <span className="flex items-center gap-1 p-2 text-center text-sm text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-4 shrink-0" />
            {empty}
          </span>
        )}
      </div>
      <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}
