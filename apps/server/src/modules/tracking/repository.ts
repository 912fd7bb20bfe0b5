import type { TRACKING_EVENTS } from '@creator-console/contract';
import { count, desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { iso, pageOf } from '../../db/queries.js';
import { trackingEvents } from '../../db/schema/index.js';

type EventName = (typeof TRACKING_EVENTS)[number];

export interface TrackedEvent {
  event: EventName;
  platform: string;
  port: string;
  success: boolean;
  reason: string | 0;
  properties: Record<string, string | number | boolean>;
}

export interface TrackedEventRow extends TrackedEvent {
  id: number;
  user_id: number | null;
  ip: string;
  created_at: string;
}

export interface TrackingRepository {
  record(event: TrackedEvent, sender: { userId: number | null; ip: string }): Promise<void>;
  /** Newest first, optionally of one event. */
  list(query: {
    page: number;
    size: number;
    event?: EventName | undefined;
  }): Promise<{ data: TrackedEventRow[]; total: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tracking: TrackingRepository;
  }
}

export default fp(
  async (app) => {
    const { db } = app;
    app.decorate('tracking', {
      async record(event, { userId, ip }) {
        await db.insert(trackingEvents).values({
          event: event.event,
          platform: event.platform,
          port: event.port,
          success: event.success,
          reason: event.reason === 0 ? null : event.reason,
          properties: event.properties,
          userId,
          ip,
        });
      },

      async list({ event, ...page }) {
        const where = event ? eq(trackingEvents.event, event) : undefined;
        const [rows, [counted]] = await Promise.all([
          db
            .select()
            .from(trackingEvents)
            .where(where)
            .orderBy(desc(trackingEvents.createdAt), desc(trackingEvents.id))
            .limit(pageOf(page).limit)
            .offset(pageOf(page).offset),
          db.select({ n: count() }).from(trackingEvents).where(where),
        ]);
        return {
          data: rows.map((row) => ({
            id: row.id,
            event: row.event,
            platform: row.platform,
            port: row.port,
            success: row.success,
            reason: row.reason ?? 0,
            properties: row.properties,
            user_id: row.userId,
            ip: row.ip,
            created_at: iso(row.createdAt),
          })),
          total: counted?.n ?? 0,
        };
      },
    } satisfies TrackingRepository);
  },
  { name: 'tracking-repository', dependencies: ['db'] },
);
