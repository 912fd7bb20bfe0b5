import {
  PLATFORM,
  TRACKING_EVENTS,
  endpoints,
  type QueryOf,
  type TrackingEventInput,
} from '@creator-console/contract';
import type { ApiClient, RequestOptions } from '../client.js';
import { serverMessage } from '../envelope.js';
import { isHttpError } from '../errors.js';

export type TrackingEventName = (typeof TRACKING_EVENTS)[number];
/** Small facts about the event (a login label, an invite's type). Never a secret. */
export type TrackingProperties = Record<string, string | number | boolean>;

export interface TrackingEvent {
  event: TrackingEventName;
  success: boolean;
  /** Why it failed: the server's message, or 0 when there was none (spec §8). */
  reason?: string | 0;
  properties?: TrackingProperties;
}

export interface Tracker {
  /** Sends the event in the background; never throws, never waits, never shows anything. */
  track(event: TrackingEvent): void;
}

export interface TrackerOptions {
  /**
   * Where an event without a behaviour configuration is reported (spec §8: it is only logged, never
   * sent, never shown). Defaults to `console.warn`.
   */
  log?: (message: string, event: TrackingEvent) => void;
}

/** What the tracked flows accept in their options: with a tracker, the outcome is reported. */
export interface TrackingOptions {
  tracker?: Tracker;
}

export type TrackedEventsQuery = QueryOf<typeof endpoints.trackedEvents>;

/** The longest `reason` the tracking endpoint accepts. */
const REASON_MAX = 200;

/**
 * Records one behaviour-tracking event (`POST /api/track`), labelled with the platform (创作者平台)
 * and the data port (PC web). Awaitable and failing like any call; flows use `createTracker`.
 */
export async function trackEvent(
  client: ApiClient,
  event: TrackingEventInput,
  options?: RequestOptions,
): Promise<void> {
  await client.call(endpoints.track, {
    ...options,
    body: { platform: PLATFORM.label, port: PLATFORM.port, reason: 0, properties: {}, ...event },
  });
}

/** The events the contract configures (`TRACKING_EVENTS`); any other has no configuration. */
const isConfigured = (event: string): boolean => (TRACKING_EVENTS as readonly string[]).includes(event);

/**
 * A best-effort tracker over `client`: each event is sent silently in the background and a failure
 * to record it is dropped. An event the contract has no configuration for (`TRACKING_EVENTS`) is
 * not sent but logged (spec §8). Requests show in the client's `onProgress`; give it a client
 * without one to keep tracking off the progress bar.
 */
export function createTracker(
  client: ApiClient,
  // The spec's answer to a missing configuration is a log line, nothing more.
  { log = (message, event) => console.warn(message, event) }: TrackerOptions = {},
): Tracker {
  return {
    track(event) {
      try {
        if (!isConfigured(event.event)) {
          log(`Behaviour tracking: no configuration for the event "${String(event.event)}"; not sent`, event);
          return;
        }
        trackEvent(client, event, { silent: true }).catch(() => undefined);
      } catch {
        // Analytics must never break the flow it observes.
      }
    },
  };
}

/** The `reason` of a failed flow: the server's message (cut to what the endpoint accepts), or 0. */
export function failureReason(error: unknown): string | 0 {
  const message = isHttpError(error) ? serverMessage(error.body) : undefined;
  return message === undefined ? 0 : message.slice(0, REASON_MAX);
}

/**
 * Runs a flow and, when a tracker is given, reports its outcome as `event`: success, or failure
 * with `failureReason(error)`. The flow's result or error reaches the caller unchanged.
 */
export async function trackFlow<T>(
  tracker: Tracker | undefined,
  event: TrackingEventName,
  properties: TrackingProperties,
  run: () => Promise<T>,
): Promise<T> {
  if (!tracker) return run();
  try {
    const result = await run();
    tracker.track({ event, success: true, properties });
    return result;
  } catch (error) {
    tracker.track({ event, success: false, reason: failureReason(error), properties });
    throw error;
  }
}
