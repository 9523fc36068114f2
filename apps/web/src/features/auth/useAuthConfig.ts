import { useQuery } from "@tanstack/react-query";
import { configQueryOptions } from "./authQueries";

export function useAuthConfig() {
  return useQuery(configQueryOptions);
}
