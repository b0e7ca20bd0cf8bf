// /reverse-image-finder: where a picture appears (issue 18); open to visitors, who see a preview.
import { ReverseImageFinder } from "@/features/reverse-images/components/reverse-image-finder";

export function Component() {
  return <ReverseImageFinder />;
}
