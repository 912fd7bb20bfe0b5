import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadConfig, type AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { errorHandler } from './http/error-handler.js';
import { zodValidatorCompiler } from './http/route.js';
import helmet from './plugins/external/helmet.js';
import rateLimit from './plugins/external/rate-limit.js';
import swagger from './plugins/external/swagger.js';
import authorization from './plugins/app/authorization.js';
import consoleStatic from './plugins/app/console.js';
import credentials from './plugins/app/credentials.js';
import db from './plugins/app/db.js';
import fieldCipher from './plugins/app/field-cipher.js';
import menuRepository from './plugins/app/menu-repository.js';
import sessions from './plugins/app/sessions.js';
import usersRepository from './plugins/app/users-repository.js';
import sessionRoutes from './routes/api/session/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildAppOptions {
  /** Overrides on top of the environment's configuration (`loadConfig(process.env)`). */
  config?: Partial<AppConfig>;
  /**
   * An open, migrated database, borrowed (its owner closes it). Without one the app opens the
   * database of its config (DATABASE_URL, else PGlite in DATA_DIR), migrates it and closes it on close.
   */
  database?: DatabaseHandle;
  /** Fastify's logger option; defaults to pino at the configured level (`silent` under test). */
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  // Messages zod writes itself (where the contract gives none) in the product's language.
  z.config(z.locales.zhCN());

  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  });
  app.decorate('config', config);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  await app.register(helmet);
  await app.register(rateLimit);
  await app.register(swagger);

  await app.register(db, { database: options.database });
  await app.register(fieldCipher);
  await app.register(sessions);
  await app.register(usersRepository);
  await app.register(menuRepository);
  await app.register(authorization);
  await app.register(credentials);
  await app.register(consoleStatic);

  await app.register(sessionRoutes);

  return app;
}
