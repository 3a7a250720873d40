import {
  ANONYMOUS_NAME,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  type LeaderboardQuery,
  levelOf,
} from '@assay/contracts';
import type { Redis } from 'ioredis';
import type { UserRow } from '../users/users.service.js';
import type { Board, GameRepository } from './game.repository.js';
import { periodKey } from './game-rules.js';
import type { PeriodTotal } from './ledger.repository.js';

const DAY_S = 86_400;
/** How long a period's Redis board outlives its period (the all-time board never expires). */
const KEEP_S: Record<LeaderboardPeriod, number | null> = {
  'all-time': null,
  monthly: 62 * DAY_S,
  weekly: 15 * DAY_S,
  daily: 3 * DAY_S,
};

interface Standing {
  userId: string;
  points: number;
}

/** Competition ranking ("1224") of a list sorted by points, most first: a rank is one more than those above. */
function ranked(top: readonly Standing[]): (Standing & { rank: number })[] {
  let rank = 0;
  return top.map((entry, index) => {
    if (index === 0 || entry.points !== top[index - 1]!.points) rank = index + 1;
    return { ...entry, rank };
  });
}

/**
 * The leaderboard. With Redis, the global boards are sorted sets (one per period key) that the points subscriber
 * keeps in step after each commit — it sets a candidate's score to their total in the database, so a replayed or
 * half-finished delivery heals them — and that load themselves from the database when absent (a flushed Redis, a
 * new period). Without Redis, and for an organization's board (a few thousand members at most, filtered by
 * membership), one indexed query. Both rank alike: one more than the number with more points; ties in the order of
 * the member, descending.
 */
export function createLeaderboard({
  repository,
  redis,
  prefix,
  now = () => new Date(),
}: {
  repository: GameRepository;
  redis: Redis | null;
  prefix: string;
  now?: () => Date;
}) {
  const keyOf = (board: Board) => `${prefix}${board.period}:${board.periodKey}`;
  const loadedKeyOf = (board: Board) => `${keyOf(board)}:loaded`;
  const inRedis = (board: Board) => redis !== null && board.organizationId === null;

  function keep(board: Board, pipeline: ReturnType<Redis['pipeline']>): void {
    const seconds = KEEP_S[board.period];
    if (seconds !== null) pipeline.expire(keyOf(board), seconds).expire(loadedKeyOf(board), seconds);
  }

  /** Loads a board into Redis from the database unless it is there. ZADD GT: a total only ever rises. */
  async function ensureLoaded(board: Board): Promise<void> {
    if (await redis!.exists(loadedKeyOf(board))) return;
    const entries = await repository.boardEntries(board);
    for (let index = 0; index < entries.length; index += 10_000) {
      const pipeline = redis!.pipeline();
      for (const entry of entries.slice(index, index + 10_000))
        pipeline.zadd(keyOf(board), 'GT', entry.points, entry.userId);
      await pipeline.exec();
    }
    const pipeline = redis!.pipeline().set(loadedKeyOf(board), '1');
    keep(board, pipeline);
    await pipeline.exec();
  }

  /** The caller's points on a board and their rank (one more than those with more points); nulls without points. */
  async function rankOf(board: Board, userId: string): Promise<{ points: number | null; rank: number | null }> {
    if (inRedis(board)) {
      await ensureLoaded(board);
      const score = await redis!.zscore(keyOf(board), userId);
      if (score === null) return { points: null, rank: null };
      return { points: Number(score), rank: (await redis!.zcount(keyOf(board), `(${score}`, '+inf')) + 1 };
    }
    const points = await repository.pointsOn(board, userId);
    return { points, rank: points === null ? null : (await repository.countAbove(board, points)) + 1 };
  }

  async function standings(board: Board, userId: string, limit: number) {
    const me = await rankOf(board, userId);
    if (inRedis(board)) {
      const [topReply, sizeReply] = (await redis!
        .pipeline()
        .zrevrange(keyOf(board), 0, limit - 1, 'WITHSCORES')
        .zcard(keyOf(board))
        .exec())!;
      const flat = topReply![1] as string[];
      const top: Standing[] = [];
      for (let index = 0; index < flat.length; index += 2)
        top.push({ userId: flat[index]!, points: Number(flat[index + 1]) });
      return { top, myPoints: me.points, myRank: me.rank, total: sizeReply![1] as number };
    }
    const [top, total] = await Promise.all([repository.top(board, limit), repository.boardSize(board)]);
    return { top, myPoints: me.points, myRank: me.rank, total };
  }

  return {
    /** The caller's rank on the platform's all-time board, or another of their boards. */
    rank: (caller: UserRow, period: LeaderboardPeriod = 'all-time') =>
      rankOf({ period, periodKey: periodKey(period, now()), organizationId: null }, caller.id),

    /** GET /gamification/leaderboard, for the caller (an organization's board is the caller's organization's). */
    async read(caller: UserRow, query: LeaderboardQuery): Promise<Leaderboard> {
      const board: Board = {
        period: query.period,
        periodKey: periodKey(query.period, now()),
        organizationId: query.leaderboard_type === 'organization' ? caller.organizationId || '' : null,
      };
      const { top, myPoints, myRank, total } = await standings(board, caller.id, query.limit);
      const people = new Map((await repository.people(top.map((entry) => entry.userId))).map((p) => [p.id, p]));
      const entries: LeaderboardEntry[] = ranked(top).map((entry) => {
        const person = people.get(entry.userId);
        const isMe = entry.userId === caller.id;
        const named = isMe || person?.showOnLeaderboard;
        return {
          rank: entry.rank,
          user_id: named ? entry.userId : null,
          username: named && person ? person.name || person.email.split('@')[0]! : ANONYMOUS_NAME,
          points: entry.points,
          current_level: levelOf(entry.points).current_level,
          is_me: isMe,
        };
      });
      return {
        leaderboard_type: query.leaderboard_type,
        period: query.period,
        period_key: board.periodKey,
        entries,
        me: { rank: myRank, points: myPoints ?? 0 },
        total,
      };
    },

    /** Sets candidates' scores on the global boards to their totals (after the commit that changed them). */
    async record(totals: readonly PeriodTotal[]) {
      if (!redis || totals.length === 0) return;
      const pipeline = redis.pipeline();
      for (const total of totals) {
        const board: Board = {
          period: total.period as LeaderboardPeriod,
          periodKey: total.periodKey,
          organizationId: null,
        };
        pipeline.zadd(keyOf(board), 'GT', total.points, total.userId);
        keep(board, pipeline);
      }
      await pipeline.exec();
    },

    /** Forgets every board kept in Redis: each loads itself again from the database when next read. */
    async forgetRedisBoards(): Promise<void> {
      if (!redis) return;
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    },

    close(): void {
      redis?.disconnect();
    },
  };
}
export type LeaderboardService = ReturnType<typeof createLeaderboard>;
