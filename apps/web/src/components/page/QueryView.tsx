import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ListSkeleton } from "./ListSkeleton";
import { LoadError } from "./LoadError";

type QueryViewProps<T> = {
  query: UseQueryResult<T>;
  /** Shown when the call fails. */
  errorMessage: string;
  children: (data: T) => ReactNode;
};

/** Loading skeleton, error with retry, or the data: the three states of every data screen. */
export function QueryView<T>({ query, errorMessage, children }: QueryViewProps<T>) {
  if (query.isPending) return <ListSkeleton />;
  if (query.isError)
    return <LoadError message={errorMessage} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
