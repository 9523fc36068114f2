import { QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { LazyToaster } from "@/components/layout/LazyToaster";
import { pageNavigation } from "@/components/layout/pageNavigation";
import { TooltipProvider } from "@/components/ui/tooltip";
import { InstallPrompt } from "@/features/install/InstallPrompt";
import { ConnectionStatus } from "@/features/offline/ConnectionStatus";
import { SavedDataAccount } from "@/features/offline/SavedDataAccount";
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
          <ConnectionStatus />
          <SavedDataAccount />
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
