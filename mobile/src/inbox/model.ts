import type { MobileMessageFragment } from '../__generated__/graphql';

/**
 * Messages from every source (the newest page, older pages, the subscription, our own sends)
 * merged by id, oldest first: the subscription delivers at least once, and may bring our own
 * message before the send answers, so a message heard twice shows once.
 */
export function mergeMessages(
  ...sources: ReadonlyArray<readonly MobileMessageFragment[]>
): MobileMessageFragment[] {
  const byId = new Map<string, MobileMessageFragment>();
  for (const source of sources) for (const m of source) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

/** The people in a conversation other than the reader, by name: its title. */
export function otherParticipants(
  participants: ReadonlyArray<{ id: string; fullName: string }>,
  myId: string | undefined,
): string {
  const others = participants.filter((p) => p.id !== myId);
  return (others.length > 0 ? others : participants).map((p) => p.fullName).join(', ');
}

/** Time of day for today's messages (13:05), the date for older ones (31.01.2026). */
export function messageTimeText(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (date.toDateString() === now.toDateString()) {
    return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** A file's size for its row: 1572864 -> "1.5 MB". */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Attachment links are relative to the site: the graph's origin (…/graphql minus the path). */
export function absoluteUrl(path: string, graphUrl: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return new URL(path, graphUrl).toString();
}
