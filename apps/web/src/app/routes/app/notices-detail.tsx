// /notices/:id: one notice with its text as sent, its URLs, log and replies (issue 12).
import { useParams } from "react-router";
import { NoticeDetailPage } from "@/features/takedowns/components/notice-detail-page";

export function Component() {
  const { id = "" } = useParams();
  return <NoticeDetailPage key={id} id={id} />;
}
