// POST /api/reverse-image-searches/leaks: a result kept as the creator's leak (never a page of her
// official links or her whitelist: the answer then says so). Her leak list is read again after.
import { type AddFoundLeak, reverseImageRoutes } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const addFoundLeak = (found: AddFoundLeak) => callApi(reverseImageRoutes.addLeak, { body: found });

export function useAddFoundLeak() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addFoundLeak, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["leaks"] }) });
}
