// What the signed-in member may do in the agency area: every member reads; the owner and managers
// also invite, act for the roster's creators and take them off it (the server decides the same).
import { useCurrentUser } from "@/lib/current-user";

export function useMayManage(): boolean {
  const role = useCurrentUser().data?.agency?.role;
  return role === "owner" || role === "manager";
}
