import type {
  Conversation,
  ConversationList,
  ConversationRead,
  Message,
  MessagesPage,
  StartConversation,
  UnreadMessagesCount,
} from "@skyhire/shared";
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const CONVERSATIONS_KEY = ["/api/conversations"] as const;
export const UNREAD_MESSAGES_KEY = ["/api/conversations/unread-count"] as const;
/** Its summary; its messages live under the same prefix, so a new message refreshes both. */
export const conversationKey = (id: string) => ["/api/conversations", id] as const;
export const messagesKey = (id: string) => ["/api/conversations", id, "messages"] as const;

const conversationUrl = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

export function useConversations() {
  return useQuery<ConversationList>({ queryKey: CONVERSATIONS_KEY });
}

export function useConversation(id: string | null) {
  return useQuery<Conversation>({
    queryKey: conversationKey(id ?? ""),
    enabled: id !== null,
  });
}

/** The nav badge: only asked for when signed in. */
export function useUnreadMessagesCount(enabled: boolean) {
  return useQuery<UnreadMessagesCount, Error, number>({
    queryKey: UNREAD_MESSAGES_KEY,
    enabled,
    select: (data) => data.count,
  });
}

/** Newest page first; older pages are added in front as the reader scrolls up. */
export function useMessages(id: string) {
  return useInfiniteQuery<
    MessagesPage,
    Error,
    InfiniteData<MessagesPage, number | null>,
    readonly unknown[],
    number | null
  >({
    queryKey: messagesKey(id),
    initialPageParam: null,
    queryFn: ({ pageParam }) =>
      apiRequest<MessagesPage>(
        "GET",
        `${conversationUrl(id)}/messages${pageParam ? `?before=${pageParam}` : ""}`,
      ),
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** Every loaded message, oldest first. */
export function flattenPages(data: InfiniteData<MessagesPage, number | null> | undefined) {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartConversation) =>
      apiRequest<Conversation>("POST", "/api/conversations", input),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKey(conversation.id), conversation);
    },
  });
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, a message waits (shown as queued) and goes when the connection is back: the
    // browser's message id makes a resent one count once.
    networkMode: "online",
    mutationFn: (input: { id: string; body: string }) =>
      apiRequest<Message>("POST", `${conversationUrl(conversationId)}/messages`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKey(conversationId) }),
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true }),
      ]),
  });
}

export function useMarkConversationRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "online",
    mutationFn: () =>
      apiRequest<ConversationRead>("POST", `${conversationUrl(conversationId)}/read`),
    onSuccess: (read) => {
      queryClient.setQueryData(UNREAD_MESSAGES_KEY, { count: read.unreadTotal });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKey(conversationId), exact: true }),
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true }),
      ]);
    },
  });
}
