// rejects: import-x/no-cycle (notice.ts and takedown.ts import each other)
import { noticeFor } from "./notice";

export const takedownFor = (leak: string) => `takedown:${noticeFor(leak)}`;
