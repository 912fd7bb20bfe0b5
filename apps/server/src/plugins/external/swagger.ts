import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { completeDocument, documentRegistry } from '../../http/openapi.js';

/**
 * The OpenAPI document at /api/docs, generated from the very zod schemas the routes validate and
 * serialise with (route.ts): requests as zod reads them (`io: 'input'`), responses as it writes
 * them. Shared schemas are components (http/openapi.ts), the rest is completed there.
 */
export default fp(
  async (app) => {
    const toObject = createJsonSchemaTransformObject({ schemaRegistry: documentRegistry });
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Creator Console API',
          version: '0.1.0',
          description:
            'Every success is `{ data, message? }`; every error `{ message, issues? }` (zh-CN). ' +
            'A method a path does not serve answers 405 with `Allow`.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: createJsonSchemaTransform({ schemaRegistry: documentRegistry }),
      transformObject: (document) => completeDocument(toObject(document)),
    });
    app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
