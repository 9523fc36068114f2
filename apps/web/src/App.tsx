import { QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider } from "@/features/theme/ThemeProvider";
import { Toaster } from "@/features/toast/Toaster";
import { queryClient } from "@/lib/queryClient";
import { AppRoutes } from "@/routes/AppRoutes";

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AppRoutes />
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
