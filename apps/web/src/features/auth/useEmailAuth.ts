import { PRODUCT_NAME } from "@skyhire/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "@/features/toast/toastStore";
import { apiRequest } from "@/lib/api";
import { refreshSessionAfterSignIn } from "./authQueries";
import { destinationAfterLogin } from "./authRedirect";
import { type LoginValues, type RegisterValues, toRegisterPayload } from "./authSchemas";
import { clearReturnPath, readReturnPath } from "./authStorage";

/** Email sign-in and what follows it (spec section 4 "After login"). */
export function useLogin() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  return useMutation({
    mutationFn: (values: LoginValues) => apiRequest("POST", "/api/auth/login", values),
    onSuccess: async () => {
      const session = await refreshSessionAfterSignIn(queryClient);
      const returnPath = readReturnPath();
      clearReturnPath();
      toast({ title: "Welcome back!", description: "You've been successfully logged in." });
      navigate(destinationAfterLogin(returnPath, session));
    },
  });
}

/** Account creation (spec section 4 "After registration"). */
export function useRegister() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  return useMutation({
    mutationFn: (values: RegisterValues) =>
      apiRequest("POST", "/api/auth/register", toRegisterPayload(values)),
    onSuccess: async () => {
      // Wait for the refreshed session so /registration resolves in the signed-in route set.
      await refreshSessionAfterSignIn(queryClient);
      toast({
        title: "Account created successfully!",
        description: `Welcome to ${PRODUCT_NAME}. You can now access your dashboard.`,
      });
      navigate("/registration");
    },
  });
}
