import type { Conversation, Message } from "@skyhire/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import MessagesPage from "@/pages/MessagesPage";
import { json, mockApi, type ApiCall } from "@/test/mockApi";
import { clientSession, renderApp } from "@/test/renderApp";
import { isSendKey } from "./messageFormat";

afterEach(() => vi.unstubAllGlobals());

const NOW = new Date().toISOString();

function conversation(id: string, overrides: Partial<Conversation> = {}): Conversation {
  return {
    id,
    other: {
      userId: `u-${id}`,
      name: `Pilot ${id}`,
      avatarUrl: null,
      role: "pilot",
      pilotProfileId: `p-${id}`,
      accountDeleted: false,
    },
    job: null,
    lastMessage: { preview: `Hello from ${id}`, mine: false, createdAt: NOW },
    unread: 0,
    otherReadSeq: 0,
    lastActivityAt: NOW,
    createdAt: NOW,
    ...overrides,
  };
}

function message(seq: number, mine: boolean, body: string): Message {
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`,
    conversationId: "c1",
    seq,
    senderId: mine ? "me" : "them",
    mine,
    body,
    createdAt: NOW,
  };
}

describe("/messages", () => {
  it("lists conversations with unread counts and job, and says when there are none", async () => {
    mockApi({
      "GET /api/conversations": () =>
        json({
          conversations: [
            conversation("c1", { unread: 2, job: { id: "j1", title: "Roof survey" } }),
            conversation("c2", { lastMessage: { preview: "See you", mine: true, createdAt: NOW } }),
          ],
          unread: 2,
        }),
    });
    renderApp(<MessagesPage />, { path: "/messages", session: clientSession() });
    const list = await screen.findByRole("list", { name: "Conversations" });
    const rows = within(list).getAllByRole("link");
    expect(rows[0]).toHaveTextContent("Pilot c1");
    expect(rows[0]).toHaveTextContent("Roof survey");
    expect(within(rows[0]!).getByLabelText("2 unread")).toBeInTheDocument();
    expect(rows[0]).toHaveAttribute("href", "/messages?c=c1");
    expect(rows[1]).toHaveTextContent("You: See you");
    expect(screen.getByText("Select a conversation")).toBeInTheDocument();
  });

  it("offers a way to start when there are no conversations", async () => {
    mockApi({ "GET /api/conversations": () => json({ conversations: [], unread: 0 }) });
    renderApp(<MessagesPage />, { path: "/messages", session: clientSession() });
    expect(await screen.findByText("No conversations yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find a pilot to message" })).toHaveAttribute(
      "href",
      "/pilots",
    );
  });

  it("opens a thread, marks it read, and sends with Enter (Shift+Enter is a new line)", async () => {
    const stored = [message(1, false, "Can you fly Friday?")];
    const calls: ApiCall[] = mockApi({
      "GET /api/conversations": () =>
        json({ conversations: [conversation("c1", { unread: 1 })], unread: 1 }),
      "GET /api/conversations/c1": () =>
        json(conversation("c1", { unread: 1, job: { id: "j1", title: "Roof survey" } })),
      "GET /api/conversations/c1/messages": () => json({ messages: stored, nextBefore: null }),
      "POST /api/conversations/c1/read": () => json({ readSeq: 1, unreadTotal: 0 }),
      "POST /api/conversations/c1/messages": ({ body }) => {
        const { id, body: text } = body as { id: string; body: string };
        const sent = { ...message(2, true, text), id };
        stored.push(sent);
        return json(sent, 201);
      },
    });
    renderApp(<MessagesPage />, { path: "/messages?c=c1", session: clientSession() });

    const thread = await screen.findByRole("region", { name: "Conversation with Pilot c1" });
    expect(await within(thread).findByText("Can you fly Friday?")).toBeInTheDocument();
    expect(within(thread).getByRole("link", { name: "Roof survey" })).toHaveAttribute(
      "href",
      "/jobs/j1",
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/read"))).toBe(true),
    );

    const box = within(thread).getByRole("textbox", { name: "Message Pilot c1" });
    await userEvent.type(box, "Yes,{Shift>}{Enter}{/Shift}9 am works");
    expect(box).toHaveValue("Yes,\n9 am works");
    await userEvent.type(box, "{Enter}");
    expect(box).toHaveValue("");
    expect(
      await within(thread).findByText("Yes,\n9 am works", { normalizer: (s) => s }),
    ).toBeInTheDocument();
    const send = calls.find((c) => c.method === "POST" && c.url.endsWith("/messages"));
    expect(send?.body).toMatchObject({ body: "Yes,\n9 am works", id: expect.any(String) });
  });

  it("keeps a failed message with Retry, which resends it under the same id", async () => {
    let attempts = 0;
    const calls = mockApi({
      "GET /api/conversations": () => json({ conversations: [conversation("c1")], unread: 0 }),
      "GET /api/conversations/c1": () => json(conversation("c1")),
      "GET /api/conversations/c1/messages": () => json({ messages: [], nextBefore: null }),
      "POST /api/conversations/c1/messages": ({ body }) => {
        attempts += 1;
        if (attempts === 1) return json({ message: "Service unavailable" }, 503);
        return json({ ...message(1, true, "Hello"), id: (body as { id: string }).id }, 201);
      },
    });
    renderApp(<MessagesPage />, { path: "/messages?c=c1", session: clientSession() });
    const thread = await screen.findByRole("region", { name: "Conversation with Pilot c1" });
    expect(await within(thread).findByText("Say hello to Pilot c1")).toBeInTheDocument();
    await userEvent.type(within(thread).getByRole("textbox"), "Hello{Enter}");

    expect(await within(thread).findByText("Not sent.")).toBeInTheDocument();
    await userEvent.click(within(thread).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(within(thread).queryByText("Not sent.")).not.toBeInTheDocument());
    const sends = calls.filter((c) => c.method === "POST" && c.url.endsWith("/messages"));
    expect(sends).toHaveLength(2);
    expect((sends[1]!.body as { id: string }).id).toBe((sends[0]!.body as { id: string }).id);
  });

  it("keeps a deleted person's thread readable but offers no way to write to them", async () => {
    const gone = conversation("c1", {
      other: { ...conversation("c1").other, name: "Deleted user", accountDeleted: true },
    });
    mockApi({
      "GET /api/conversations": () => json({ conversations: [gone], unread: 0 }),
      "GET /api/conversations/c1": () => json(gone),
      "GET /api/conversations/c1/messages": () =>
        json({ messages: [message(1, false, "See you Friday")], nextBefore: null }),
    });
    renderApp(<MessagesPage />, { path: "/messages?c=c1", session: clientSession() });
    const thread = await screen.findByRole("region", { name: "Conversation with Deleted user" });
    expect(await within(thread).findByText("See you Friday")).toBeInTheDocument();
    expect(within(thread).getByRole("note")).toHaveTextContent(
      "Deleted user deleted their account.",
    );
    expect(within(thread).queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("says so when the conversation is not the viewer's", async () => {
    mockApi({
      "GET /api/conversations": () => json({ conversations: [], unread: 0 }),
      "GET /api/conversations/nope": () => json({ message: "Conversation not found" }, 404),
    });
    renderApp(<MessagesPage />, { path: "/messages?c=nope", session: clientSession() });
    expect(await screen.findByText("This conversation isn't available")).toBeInTheDocument();
  });
});

describe("isSendKey", () => {
  it("sends on Enter only, not with Shift or while composing", () => {
    expect(isSendKey({ key: "Enter", shiftKey: false })).toBe(true);
    expect(isSendKey({ key: "Enter", shiftKey: true })).toBe(false);
    expect(isSendKey({ key: "Enter", shiftKey: false, nativeEvent: { isComposing: true } })).toBe(
      false,
    );
    expect(isSendKey({ key: "a", shiftKey: false })).toBe(false);
  });
});
