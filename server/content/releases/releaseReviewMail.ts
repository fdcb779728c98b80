import type { FastifyBaseLogger } from 'fastify';
import type { Published } from '@/sdk/content/drafts';
import type { Release } from '@/sdk/content/releases';
import type { Db } from '../../db/database';
import type { ReviewNotifier } from '../../notify/reviewNotifier';
import { findDraft } from '../drafts/draftStore';
import { labelOf } from '../drafts/publishDrafts';
import type { PublishItem } from '../drafts/publishDrafts';

/** Of a release's items, the drafts waiting for review: who asked, by "key:id". */
export type WaitingAuthors = ReadonlyMap<string, string>;

/** A release made these waiting drafts live: to tell each editor who asked (issue 47). */
export interface ReleasedForReview {
  author: string;
  records: string[];
}

const refOf = (key: string, id: string) => `${key}:${id}`;

/**
 * Read in the publishing transaction before the items publish: publishing deletes the drafts,
 * and with them who asked. Only a draft still waiting counts (a sent-back one names the reviewer,
 * and its editor already heard).
 */
export async function waitingAuthors(
  tx: Db,
  items: readonly PublishItem[],
): Promise<WaitingAuthors> {
  const asked = new Map<string, string>();
  for (const item of items) {
    if (item.action !== 'publish') continue;
    const draft = await findDraft(tx, item.key, item.id);
    if (draft?.reviewState === 'waiting' && draft.reviewByName) {
      asked.set(refOf(item.key, item.id), draft.reviewByName);
    }
  }
  return asked;
}

/**
 * Who to tell of what a release published, one entry per editor with their records; not whoever
 * made it live (`madeLiveBy`: the one who published it now, or who scheduled it).
 */
export function releasedForReview(
  asked: WaitingAuthors,
  published: readonly Published[],
  madeLiveBy: string | null,
): ReleasedForReview[] {
  const byAuthor = new Map<string, string[]>();
  for (const item of published) {
    const author = asked.get(refOf(item.key, item.id));
    if (!author || author === madeLiveBy) continue;
    const records = byAuthor.get(author) ?? [];
    records.push(labelOf(item.key, item.record));
    byAuthor.set(author, records);
  }
  return [...byAuthor].map(([author, records]) => ({ author, records }));
}

/** Sends the mails after the work; the notifier never throws and logs a dead mail server. */
export function tellAuthors(
  notifier: ReviewNotifier,
  release: Release,
  released: readonly ReleasedForReview[],
  log: FastifyBaseLogger,
): void {
  const at = new Date(release.publishedAt ?? Date.now());
  for (const { author, records } of released) {
    notifier.released({ release: release.name, at, records }, author, log);
  }
}
