import { QueryClientProvider } from "@tanstack/react-query";
import { LazyToaster } from "@/components/layout/LazyToaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { ThemeProvider } from "@/features/theme/ThemeProvider";
import { queryClient } from "@/lib/queryClient";
import { AppRoutes } from "@/routes/AppRoutes";

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>
          <AppRoutes />
          <LazyToaster />
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
