import type {
  AdminAuditPage,
  AdminReport,
  AdminReportsPage,
  AdminUserDetail,
  AdminUsersPage,
  CreateReportRequest,
  DecideReportRequest,
  ReportReceipt,
} from "@skyhire/shared";
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { invalidateJobData } from "@/features/jobs/jobQueries";
import { apiRequest } from "@/lib/api";

/** A query string of the set values only, in a stable order (query keys compare strings). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

export const adminUserUrl = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export function useAdminUsers(filters: { q?: string; status: string; page: number }) {
  return useQuery<AdminUsersPage>({ queryKey: [`/api/admin/users${queryString(filters)}`] });
}

export function useAdminUser(id: string) {
  return useQuery<AdminUserDetail>({ queryKey: [adminUserUrl(id)] });
}

export function useAdminReports(filters: {
  status: string;
  targetType?: string;
  reason?: string;
  page: number;
}) {
  return useQuery<AdminReportsPage>({ queryKey: [`/api/admin/reports${queryString(filters)}`] });
}

export type AuditFilters = {
  action?: string;
  operatorId?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
  page: number;
};

export function useAdminAudit(filters: AuditFilters) {
  return useQuery<AdminAuditPage>({
    queryKey: [`/api/admin/audit${queryString(filters)}`],
    // The filters stay filled (the operator list comes with each page) while the next loads.
    placeholderData: keepPreviousData,
  });
}

/** Every operator screen reads what an action changed: refetch them all, and job screens. */
function refreshOperatorScreens(queryClient: QueryClient) {
  void invalidateJobData(queryClient);
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => String(queryKey[0]).startsWith("/api/admin/"),
  });
}

/** POST of an operator action with a reason (suspend, reinstate, hide, restore). */
export function useReasonAction(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => apiRequest("POST", url, { reason }),
    onSettled: () => refreshOperatorScreens(queryClient),
  });
}

export function useDecideReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideReportRequest) =>
      apiRequest<AdminReport>("POST", `/api/admin/reports/${encodeURIComponent(id)}/decide`, body),
    onSettled: () => refreshOperatorScreens(queryClient),
  });
}

/** POST /api/reports: anyone signed in reports a job, a pilot, a client or a message. */
export function useCreateReport() {
  return useMutation({
    mutationFn: (body: CreateReportRequest) =>
      apiRequest<ReportReceipt>("POST", "/api/reports", body),
  });
}
