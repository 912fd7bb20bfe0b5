import { endpoints } from '@creator-console/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { requestContext } from '../operation-log/record.js';
import { adShowcaseService } from './showcase.js';

/** Featured and example videos of ad tasks (ad-tasks.md §8, /sem/best and /sem/example). */
export default async function adShowcaseRoutes(app: FastifyInstance) {
  const showcase = adShowcaseService(app);

  route(app, endpoints.setAdFeatured, ({ params, body, principal, request }) =>
    showcase.setFeatured(
      { userId: principal.userId, context: requestContext(request) },
      params.id,
      body.submission_ids,
    ),
  );
  route(app, endpoints.adExampleCandidates, ({ query }) => showcase.candidates(query));
  route(app, endpoints.setAdExamples, ({ params, body, principal, request }) =>
    showcase.setExamples(
      { userId: principal.userId, context: requestContext(request) },
      params.id,
      body.video_ids,
    ),
  );
}
