import type { TRACKING_EVENTS } from '@creator-console/contract';
import fp from 'fastify-plugin';
import { trackingEvents } from '../../db/schema/index.js';
import { CursorCodec, explorer, type Explorer } from './explorer.js';

type EventName = (typeof TRACKING_EVENTS)[number];

export interface TrackedEvent {
  event: EventName;
  platform: string;
  port: string;
  success: boolean;
  reason: string | 0;
  properties: Record<string, string | number | boolean>;
}

export interface TrackingRepository extends Explorer {
  record(
    event: TrackedEvent,
    sender: { userId: number | null; ip: string; userAgent?: string; actingMcnId?: number | null },
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tracking: TrackingRepository;
  }
}

export default fp(
  async (app) => {
    const { db } = app;
    // Cursors are signed so a hand-edited one is refused rather than read (admin.md §8).
    const reads = explorer(db, new CursorCodec(app.config.fileUrlSecret));
    app.decorate('tracking', {
      ...reads,
      async record(event, { userId, ip, userAgent = '', actingMcnId = null }) {
        await db.insert(trackingEvents).values({
          event: event.event,
          platform: event.platform,
          port: event.port,
          success: event.success,
          reason: event.reason === 0 ? null : event.reason,
          properties: event.properties,
          userId,
          ip,
          userAgent: userAgent.slice(0, 300),
          actingMcnId,
        });
      },
    } satisfies TrackingRepository);
  },
  { name: 'tracking-repository', dependencies: ['db'] },
);
