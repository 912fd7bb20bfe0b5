import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadConfig, type AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { errorHandler } from './http/error-handler.js';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors.js';
import { logRequests, requestLogValue } from './http/log.js';
import { zodValidatorCompiler } from './http/route.js';
import helmet from './plugins/external/helmet.js';
import rateLimit from './plugins/external/rate-limit.js';
import swagger from './plugins/external/swagger.js';
import authorization from './plugins/app/authorization.js';
import consoleStatic from './plugins/app/console.js';
import credentials from './plugins/app/credentials.js';
import db from './plugins/app/db.js';
import fieldCipher from './plugins/app/field-cipher.js';
import health from './plugins/app/health.js';
import loadShedding from './plugins/app/load-shedding.js';
import metrics from './plugins/app/metrics.js';
import menuRepository from './plugins/app/menu-repository.js';
import sessions from './plugins/app/sessions.js';
import storagePlugin from './plugins/app/storage.js';
import jobs from './plugins/app/jobs.js';
import ledger from './modules/ledger/ledger.js';
import scheduler from './plugins/app/scheduler.js';
import throttles from './plugins/app/throttles.js';
import usersRepository from './plugins/app/users-repository.js';
import accountsRepository from './modules/accounts/repository.js';
import accountRoutes from './modules/accounts/routes.js';
import albumsRepository from './modules/albums/repository.js';
import announcementsRepository from './modules/announcements/repository.js';
import announcementRoutes from './modules/announcements/routes.js';
import albumRoutes from './modules/albums/routes.js';
import certificationRepository from './modules/certification/repository.js';
import classifiersRepository from './modules/classifiers/repository.js';
import classifierRoutes from './modules/classifiers/routes.js';
import certificationRoutes from './modules/certification/routes.js';
import certificationSettingsRepository from './modules/certification-settings/repository.js';
import certificationSettingsRoutes from './modules/certification-settings/routes.js';
import documentsRepository from './modules/documents/repository.js';
import documentRoutes from './modules/documents/routes.js';
import exportsRepository from './modules/exports/repository.js';
import exportRoutes from './modules/exports/routes.js';
import ledgerRoutes from './modules/ledger/routes.js';
import payoutRoutes from './modules/payouts/routes.js';
import filesRepository from './modules/files/repository.js';
import fileRoutes from './modules/files/routes.js';
import methodNotAllowed from './http/method-not-allowed.js';
import signedFileRoutes from './modules/files/signed-routes.js';
import mcnRepository from './modules/mcn/repository.js';
import mcnRoutes from './modules/mcn/routes.js';
import messagesRepository from './modules/messages/repository.js';
import messageRoutes from './modules/messages/routes.js';
import operationLogRepository from './modules/operation-log/repository.js';
import playletRepository from './modules/playlet/repository.js';
import adTasksRepository from './modules/ad-tasks/repository.js';
import adTaskRoutes from './modules/ad-tasks/routes.js';
import adTaskCrudRoutes from './modules/ad-tasks/task-routes.js';
import adHallRoutes from './modules/ad-tasks/hall-routes.js';
import adSubmissionRoutes from './modules/ad-tasks/submission-routes.js';
import adReceiptRoutes from './modules/ad-tasks/receipt-routes.js';
import adShowcaseRoutes from './modules/ad-tasks/showcase-routes.js';
import missionsRepository from './modules/missions/repository.js';
import missionRoutes from './modules/missions/routes.js';
import adSettlements from './modules/ad-tasks/settlement.js';
import adSettlementRoutes from './modules/ad-tasks/settlement-routes.js';
import playletRoutes from './modules/playlet/routes.js';
import logRoutes from './modules/operation-log/routes.js';
import reviewRepository from './modules/review/repository.js';
import rolesRepository from './modules/roles/repository.js';
import roleRoutes from './modules/roles/routes.js';
import auditRoutes from './modules/review/routes.js';
import financeRoutes from './modules/finance/routes.js';
import sensitiveRepository from './modules/sensitive/repository.js';
import sensitiveRoutes from './modules/sensitive/routes.js';
import sessionRoutes from './modules/session/routes.js';
import statisticsRepository from './modules/statistics/repository.js';
import statisticsRoutes from './modules/statistics/routes.js';
import trackingRepository from './modules/tracking/repository.js';
import trackingRoutes from './modules/tracking/routes.js';
import uploadsRepository from './modules/uploads/repository.js';
import uploadRoutes from './modules/uploads/routes.js';
import videosRepository from './modules/videos/repository.js';
import videoRoutes from './modules/videos/routes.js';
import walletRoutes from './modules/wallet/routes.js';
import type { Storage } from './storage/storage.js';

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
  /** The file storage; defaults to the local directory of the config (`storageDir`). */
  storage?: Storage;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  // Messages zod writes itself (where the contract gives none) in the product's language.
  z.config(z.locales.zhCN());

  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // The spec's linked-account calls carry the MCN's token in the query string.
      serializers: { req: requestLogValue },
    },
    // Fastify's incoming/completed lines are off: `logRequests` logs slow requests (or all at debug).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  });
  app.decorate('config', config);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  logRequests(app, config.slowRequestMs);

  await app.register(helmet);
  await app.register(rateLimit);
  await app.register(swagger);
  await app.register(methodNotAllowed);

  await app.register(db, { database: options.database });
  await app.register(throttles);
  await app.register(jobs);
  await app.register(scheduler);
  await app.register(storagePlugin, { storage: options.storage });
  await app.register(fieldCipher);
  await app.register(sessions);
  await app.register(usersRepository);
  await app.register(menuRepository);
  await app.register(authorization);
  await app.register(credentials);
  // Early: its hook logs the denied and refused attempts of every route (admin.md §5).
  await app.register(operationLogRepository);
  await app.register(statisticsRepository);
  await app.register(messagesRepository);
  // The one way money moves (money.md §6.3): the money rooms and the other areas' credits use it.
  await app.register(ledger);
  await app.register(mcnRepository);
  await app.register(accountsRepository);
  // Before the records that reference stored files (certification, videos, albums).
  await app.register(filesRepository);
  await app.register(certificationRepository);
  await app.register(sensitiveRepository);
  await app.register(trackingRepository);
  await app.register(classifiersRepository);
  await app.register(certificationSettingsRepository);
  await app.register(videosRepository);
  await app.register(reviewRepository);
  await app.register(albumsRepository);
  await app.register(exportsRepository);
  await app.register(announcementsRepository);
  await app.register(uploadsRepository);
  await app.register(health);
  await app.register(metrics);
  await app.register(loadShedding);
  await app.register(rolesRepository);
  await app.register(documentsRepository);
  await app.register(playletRepository);
  await app.register(adTasksRepository);
  await app.register(missionsRepository);
  await app.register(adSettlements);
  await app.register(consoleStatic);

  await app.register(sessionRoutes);
  await app.register(statisticsRoutes);
  await app.register(messageRoutes);
  await app.register(mcnRoutes);
  await app.register(accountRoutes);
  await app.register(classifierRoutes);
  await app.register(roleRoutes);
  await app.register(certificationRoutes);
  await app.register(certificationSettingsRoutes);
  await app.register(sensitiveRoutes);
  await app.register(trackingRoutes);
  await app.register(videoRoutes);
  await app.register(auditRoutes);
  await app.register(logRoutes);
  await app.register(albumRoutes);
  await app.register(fileRoutes);
  await app.register(exportRoutes);
  await app.register(announcementRoutes);
  await app.register(uploadRoutes);
  await app.register(documentRoutes);
  await app.register(financeRoutes);
  await app.register(signedFileRoutes);
  await app.register(playletRoutes);
  await app.register(walletRoutes);
  await app.register(ledgerRoutes);
  await app.register(payoutRoutes);
  await app.register(adTaskRoutes);
  await app.register(adTaskCrudRoutes);
  await app.register(adHallRoutes);
  await app.register(adSubmissionRoutes);
  await app.register(adReceiptRoutes);
  await app.register(adShowcaseRoutes);
  await app.register(missionRoutes);
  await app.register(adSettlementRoutes);

  return app;
}
