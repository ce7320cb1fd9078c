import type { Db } from '../../db/client.js';
import { findUserNames } from '../inbox/inbox-repository.js';
import { findMessageSummaries, type DetectionRow } from './fraud-repository.js';
import type { DetectionView } from './fraud-schemas.js';

/** Detections with their messages, senders and reviewers, in two queries for any number. */
export async function loadDetectionViews(db: Db, rows: DetectionRow[]): Promise<DetectionView[]> {
  const people = [
    ...new Set(rows.flatMap((r) => [r.senderId, r.reviewerId]).filter((id) => id !== null)),
  ];
  const [names, bodies] = await Promise.all([
    findUserNames(db, people),
    findMessageSummaries(
      db,
      rows.map((r) => r.messageId),
    ),
  ]);
  const person = (id: number | null) => {
    const name = id === null ? undefined : names.get(id);
    return id === null || name === undefined ? null : { id, full_name: name };
  };
  return rows.map((row) => {
    const message = bodies.get(row.messageId);
    return {
      id: row.id,
      conversation_id: row.conversationId,
      message: message
        ? { id: row.messageId, body: message.body, created_at: message.createdAt.toISOString() }
        : null,
      sender: person(row.senderId),
      score: row.score,
      signals: row.signals,
      status: row.status,
      reviewer: person(row.reviewerId),
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    };
  });
}
