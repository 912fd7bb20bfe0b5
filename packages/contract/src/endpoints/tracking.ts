import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { needs } from '../permissions.js';
import { PLATFORM } from '../roles.js';
import { listOf, pageQuery } from '../wire.js';
import { timestamp } from './common.js';

/** The behaviour-tracking events of spec §7. */
export const TRACKING_EVENTS = ['login', 'invite', 'certification_submit', 'certification_approval'] as const;

export const trackingEvent = z.object({
  event: z.enum(TRACKING_EVENTS, { error: '事件类型无效' }),
  platform: z.literal(PLATFORM.label).default(PLATFORM.label),
  port: z.literal(PLATFORM.port).default(PLATFORM.port),
  success: z.boolean(),
  /** Why it failed: the server's message, or 0 when there was none (spec §8). */
  reason: z.union([z.string().max(200), z.literal(0)]).default(0),
  /** e.g. the login label (phone or creator-number), an invite's type. Never a secret. */
  properties: z
    .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()]))
    .default({}),
});
export type TrackingEventInput = z.input<typeof trackingEvent>;

export const track = defineEndpoint({
  method: 'POST',
  path: '/api/track',
  summary:
    'Record a behaviour-tracking event (login failures have no session, so this is public and rate limited)',
  tag: 'tracking',
  access: 'public',
  body: trackingEvent,
  response: z.null(),
});

export const trackedEvent = z.object({
  id: z.number().int(),
  event: z.enum(TRACKING_EVENTS),
  platform: z.string(),
  port: z.string(),
  success: z.boolean(),
  reason: z.union([z.string(), z.literal(0)]),
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  user_id: z.number().int().nullable(),
  ip: z.string(),
  created_at: timestamp,
});

export const trackedEvents = defineEndpoint({
  method: 'GET',
  path: '/api/track',
  summary: 'Browse behaviour-tracking events, newest first',
  tag: 'tracking',
  access: needs('log:view'),
  query: pageQuery.extend({ event: z.enum(TRACKING_EVENTS).optional() }),
  response: listOf(trackedEvent),
});
