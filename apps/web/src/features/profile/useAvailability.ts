import { useMutation, useQueryClient } from "@tanstack/react-query";
import { USER_QUERY_KEY } from "@/features/auth/authQueries";
import { toast } from "@/features/toast/toastStore";
import { apiRequest } from "@/lib/api";

/** PATCH /api/pilot/availability with the toasts of spec section 8. */
export function useAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isAvailable: boolean) =>
      apiRequest("PATCH", "/api/pilot/availability", { isAvailable }),
    onSuccess: async (_data, isAvailable) => {
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      toast({
        title: "Availability updated",
        description: `You are now ${isAvailable ? "available" : "unavailable"} for new missions.`,
      });
    },
    onError: () => {
      toast({
        variant: "destructive",
        title: "Error",
        description: "Failed to update availability. Please try again.",
      });
    },
  });
}
