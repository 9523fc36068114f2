import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { LazyToaster } from "@/components/layout/LazyToaster";
import { pageNavigation } from "@/components/layout/pageNavigation";
import { TooltipProvider } from "@/components/ui/tooltip";
import { InstallPrompt } from "@/features/install/InstallPrompt";
import { ThemeProvider } from "@/features/theme/ThemeProvider";
import { queryClient } from "@/lib/queryClient";
import { AppRoutes } from "@/routes/AppRoutes";

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>
          <Router aroundNav={pageNavigation}>
            <AppRoutes />
          </Router>
          <LazyToaster />
          <InstallPrompt />
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
